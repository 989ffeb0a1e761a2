/**
 * @generated SignedSource<<fff0dc82a8ab9333fc62c48829c52f2f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CodeForms_partners$data = ReadonlyArray<{
  readonly displayName: string;
  readonly id: string;
  readonly " $fragmentType": "CodeForms_partners";
}>;
export type CodeForms_partners$key = ReadonlyArray<{
  readonly " $data"?: CodeForms_partners$data;
  readonly " $fragmentSpreads": FragmentRefs<"CodeForms_partners">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "CodeForms_partners",
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

(node as any).hash = "6bd009cc9bb2ff36b16dbe43c0fee057";

export default node;
