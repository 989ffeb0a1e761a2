/**
 * @generated SignedSource<<56c67fcc93d7122383f142ea33622e25>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CurrencyCode = "EUR";
import { FragmentRefs } from "relay-runtime";
export type ProductPage_product$data = {
  readonly categories: ReadonlyArray<{
    readonly name: string;
    readonly slug: string;
  }> | null | undefined;
  readonly description: string | null | undefined;
  readonly images: ReadonlyArray<{
    readonly thumbnails: ReadonlyArray<{
      readonly url: string;
      readonly width: number;
    }>;
  }>;
  readonly inStock: boolean;
  readonly maximumQuantity: number;
  readonly minimumAge: number;
  readonly name: string;
  readonly price: {
    readonly amount: string;
    readonly currencyCode: CurrencyCode;
  };
  readonly " $fragmentType": "ProductPage_product";
};
export type ProductPage_product$key = {
  readonly " $data"?: ProductPage_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductPage_product">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "kind": "Variable",
    "name": "language",
    "variableName": "language"
  }
],
v1 = {
  "alias": null,
  "args": (v0/*:: as any*/),
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "language"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductPage_product",
  "selections": [
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "price",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currencyCode",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProductImage",
      "kind": "LinkedField",
      "name": "images",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ImageThumbnail",
          "kind": "LinkedField",
          "name": "thumbnails",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "width",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "url",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "inStock",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maximumQuantity",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "minimumAge",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProductCategory",
      "kind": "LinkedField",
      "name": "categories",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slug",
          "storageKey": null
        },
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};
})();

(node as any).hash = "e8992c59441f1929dd461c8cfc7c8c5d";

export default node;
