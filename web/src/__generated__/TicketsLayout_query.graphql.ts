/**
 * @generated SignedSource<<aef7a418df145ffb4a8ca710fbd1e1fe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TicketsLayout_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AccountLayout_query">;
  readonly " $fragmentType": "TicketsLayout_query";
};
export type TicketsLayout_query$key = {
  readonly " $data"?: TicketsLayout_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"TicketsLayout_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TicketsLayout_query",
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

(node as any).hash = "3fd1324d70247d6e880a6c6722bb1c2f";

export default node;
