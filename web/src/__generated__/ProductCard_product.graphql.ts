/**
 * @generated SignedSource<<6b555405e42682c57de2795ab06bd4d4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProductCard_product$data = {
  readonly images: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"ProductImage_image">;
  }>;
  readonly inStock: boolean;
  readonly name: string;
  readonly nameDe: string;
  readonly price: {
    readonly " $fragmentSpreads": FragmentRefs<"Price_money">;
  };
  readonly slug: string;
  readonly " $fragmentType": "ProductCard_product";
};
export type ProductCard_product$key = {
  readonly " $data"?: ProductCard_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductCard_product">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "kind": "Variable",
    "name": "language",
    "variableName": "language"
  }
];
return {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "language"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductCard_product",
  "selections": [
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
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
      "name": "slug",
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
    }
  ],
  "type": "Product",
  "abstractKey": null
};
})();

(node as any).hash = "5ecaab304b2fd0e511e98b4e4a41b824";

export default node;
