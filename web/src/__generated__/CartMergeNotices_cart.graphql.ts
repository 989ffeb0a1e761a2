/**
 * @generated SignedSource<<18d1009308ac1bd997294ec8e9fcb37d>>
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
  readonly voucherNotices: ReadonlyArray<{
    readonly id: string;
    readonly message: string;
  }>;
  readonly " $fragmentType": "CartMergeNotices_cart";
};
export type CartMergeNotices_cart$key = {
  readonly " $data"?: CartMergeNotices_cart$data;
  readonly " $fragmentSpreads": FragmentRefs<"CartMergeNotices_cart">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
];
return {
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
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CartVoucherNotice",
      "kind": "LinkedField",
      "name": "voucherNotices",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Cart",
  "abstractKey": null
};
})();

(node as any).hash = "99bad8e76397b5b784dc5cf662247681";

export default node;
