/**
 * @generated SignedSource<<f935e0c577f9a9d339a56d1210326d57>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MatchHeaderBlock_block$data = {
  readonly match: {
    readonly " $fragmentSpreads": FragmentRefs<"MatchHeader_match">;
  } | null | undefined;
  readonly " $fragmentType": "MatchHeaderBlock_block";
};
export type MatchHeaderBlock_block$key = {
  readonly " $data"?: MatchHeaderBlock_block$data;
  readonly " $fragmentSpreads": FragmentRefs<"MatchHeaderBlock_block">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MatchHeaderBlock_block",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Match",
      "kind": "LinkedField",
      "name": "match",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "MatchHeader_match"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "MatchHeaderBlock",
  "abstractKey": null
};

(node as any).hash = "4279edf0661b53e7b161a1491fee3cc2";

export default node;
