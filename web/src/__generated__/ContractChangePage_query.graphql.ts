/**
 * @generated SignedSource<<6f838e809d3e36441d7d904222982650>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ContractChangePage_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ContractsLayout_query">;
  readonly " $fragmentType": "ContractChangePage_query";
};
export type ContractChangePage_query$key = {
  readonly " $data"?: ContractChangePage_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContractChangePage_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContractChangePage_query",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ContractsLayout_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "8aa5341ae89c5b902d60b592a9615a22";

export default node;
