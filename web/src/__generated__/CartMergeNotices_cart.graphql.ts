/**
 * @generated SignedSource<<3a531015d3ff24bb0d558c19059cacde>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CartMergeNotices_cart$data = {
  readonly countryCode: string;
  readonly mergeNotices: ReadonlyArray<{
    readonly id: string;
    readonly message: string;
  }>;
  readonly " $fragmentType": "CartMergeNotices_cart";
};
export type CartMergeNotices_cart$key = {
  readonly " $data"?: CartMergeNotices_cart$data;
  readonly " $fragmentSpreads": FragmentRefs<"CartMergeNotices_cart">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CartMergeNotices_cart",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "countryCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CartMergeNotice",
      "kind": "LinkedField",
      "name": "mergeNotices",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "message",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Cart",
  "abstractKey": null
};

(node as any).hash = "c6424fc81e81d2f79be9f7d44ac6f5f8";

export default node;
