/**
 * @generated SignedSource<<88f301ad36d8672c8e9a3bacc164ddd5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CartView_partners$data = ReadonlyArray<{
  readonly displayName: string;
  readonly id: string;
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
      "name": "displayName",
      "storageKey": null
    }
  ],
  "type": "Partner",
  "abstractKey": null
};

(node as any).hash = "3c7976e5877a2a56d94337f0aa81f0c1";

export default node;
