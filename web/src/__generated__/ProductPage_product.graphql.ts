/**
 * @generated SignedSource<<07dcb24f386ea88512f3aa7e478503e4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CurrencyCode = "EUR";
import type { FragmentRefs } from "relay-runtime";
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
    readonly " $fragmentSpreads": FragmentRefs<"ProductImage_image">;
  }>;
  readonly inStock: boolean;
  readonly isSold: boolean;
  readonly maximumQuantity: number;
  readonly minimumAge: number;
  readonly name: string;
  readonly nameDe: string;
  readonly orderLimit: number;
  readonly price: {
    readonly amount: string;
    readonly currencyCode: CurrencyCode;
    readonly " $fragmentSpreads": FragmentRefs<"Price_money">;
  };
  readonly sku: string;
  readonly " $fragmentSpreads": FragmentRefs<"AddToCart_product">;
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
      "alias": "nameDe",
      "args": [
        {
          "kind": "Literal",
          "name": "language",
          "value": "DE"
        }
      ],
      "kind": "ScalarField",
      "name": "name",
      "storageKey": "name(language:\"DE\")"
    },
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
      "kind": "ScalarField",
      "name": "sku",
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
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "Price_money"
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
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ProductImage_image"
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
      "name": "isSold",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orderLimit",
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AddToCart_product"
    }
  ],
  "type": "Product",
  "abstractKey": null
};
})();

(node as any).hash = "895ebd39ad2b7cfb73428abe341b6d04";

export default node;
