/**
 * @generated SignedSource<<4be8324445ed4cd1e47d5e6d5315c248>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CartView_partners$data = ReadonlyArray<{
  readonly " $fragmentSpreads": FragmentRefs<"CodeForms_partners">;
  readonly " $fragmentType": "CartView_partners";
}>;
export type CartView_partners$key = ReadonlyArray<{
  readonly " $data"?: CartView_partners$data;
  readonly " $fragmentSpreads": FragmentRefs<"CartView_partners">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "CartView_partners",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CodeForms_partners"
    }
  ],
  "type": "Partner",
  "abstractKey": null
};

(node as any).hash = "6b1b0aa2e9409cdcbd645782f09e4acc";

export default node;
