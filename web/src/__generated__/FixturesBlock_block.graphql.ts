/**
 * @generated SignedSource<<abb78463776c53caffe0f6386a15fc5b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type MatchStatus = "AFTER" | "ANNOUNCED" | "BEFORE" | "LIVE";
import type { FragmentRefs } from "relay-runtime";
export type FixturesBlock_block$data = {
  readonly matches: ReadonlyArray<{
    readonly awayTeam: string;
    readonly competition: string;
    readonly homeTeam: string;
    readonly internalId: number;
    readonly round: number | null | undefined;
    readonly site: string;
    readonly status: MatchStatus;
    readonly " $fragmentSpreads": FragmentRefs<"matchTexts_match">;
  }>;
  readonly season: number;
  readonly " $fragmentType": "FixturesBlock_block";
};
export type FixturesBlock_block$key = {
  readonly " $data"?: FixturesBlock_block$data;
  readonly " $fragmentSpreads": FragmentRefs<"FixturesBlock_block">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "language"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "FixturesBlock_block",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "season",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Match",
      "kind": "LinkedField",
      "name": "matches",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "internalId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "site",
          "storageKey": null
        },
        {
          "alias": null,
          "args": [
            {
              "kind": "Variable",
              "name": "language",
              "variableName": "language"
            }
          ],
          "kind": "ScalarField",
          "name": "competition",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "round",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "homeTeam",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "awayTeam",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "kind": "InlineDataFragmentSpread",
          "name": "matchTexts_match",
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "period",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "kickoff",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "kickoffDate",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "homeGoals",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "awayGoals",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "afterExtraTime",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "afterPenalties",
              "storageKey": null
            }
          ],
          "args": null,
          "argumentDefinitions": []
        }
      ],
      "storageKey": null
    }
  ],
  "type": "FixturesBlock",
  "abstractKey": null
};
})();

(node as any).hash = "55ffe05ce7bfda953651f00fc8ec141a";

export default node;
