/**
 * @generated SignedSource<<8980cf09664e4729afe6cc957b3d6f3e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductPage_product$data = {
  readonly categories: ReadonlyArray<{
    readonly name: string;
    readonly slug: string;
  }> | null | undefined;
  readonly description: string | null | undefined;
  readonly images: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"ProductImage_image">;
  }>;
  readonly inStock: boolean;
  readonly maximumQuantity: number;
  readonly minimumAge: number;
  readonly name: string;
  readonly price: {
    readonly " $fragmentSpreads": FragmentRefs<"Price_money">;
  };
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

(node as any).hash = "1fd6c4e8057f3c77cc4f360435106f47";

export default node;
