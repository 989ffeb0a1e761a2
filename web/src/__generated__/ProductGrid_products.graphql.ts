/**
 * @generated SignedSource<<9da462e0303c37a394ff67f19bd90b05>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProductGrid_products$data = ReadonlyArray<{
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"ProductCard_product">;
  readonly " $fragmentType": "ProductGrid_products";
}>;
export type ProductGrid_products$key = ReadonlyArray<{
  readonly " $data"?: ProductGrid_products$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductGrid_products">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "ProductGrid_products",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProductCard_product"
    }
  ],
  "type": "Product",
  "abstractKey": null
};

(node as any).hash = "9577895618139d41794eb602ab393947";

export default node;
