/**
 * @generated SignedSource<<c27e9a65f9e648c4e8023ebc329ab65c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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
