/**
 * @generated SignedSource<<bbce9c115829b19f6756210ad7369312>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CartBadge_cart$data = {
  readonly itemCount: number;
  readonly " $fragmentType": "CartBadge_cart";
};
export type CartBadge_cart$key = {
  readonly " $data"?: CartBadge_cart$data;
  readonly " $fragmentSpreads": FragmentRefs<"CartBadge_cart">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CartBadge_cart",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "itemCount",
      "storageKey": null
    }
  ],
  "type": "Cart",
  "abstractKey": null
};

(node as any).hash = "722f2484d057dbe74355d5c1b909bbd8";

export default node;
