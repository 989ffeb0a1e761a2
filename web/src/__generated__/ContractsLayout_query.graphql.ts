/**
 * @generated SignedSource<<8e18083b57f49c5daa2916e0d08f5e10>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ContractsLayout_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AccountLayout_query">;
  readonly " $fragmentType": "ContractsLayout_query";
};
export type ContractsLayout_query$key = {
  readonly " $data"?: ContractsLayout_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContractsLayout_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContractsLayout_query",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AccountLayout_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "2cae2a7c6ad90af07ab3ff2111ed0662";

export default node;
