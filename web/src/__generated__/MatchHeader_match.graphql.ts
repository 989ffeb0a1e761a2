/**
 * @generated SignedSource<<e3351ca1bbe08473068bcfc3002afb35>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type MatchStatus = "AFTER" | "ANNOUNCED" | "BEFORE" | "LIVE";
import type { FragmentRefs } from "relay-runtime";
export type MatchHeader_match$data = {
  readonly awayTeam: string;
  readonly competition: string;
  readonly homeTeam: string;
  readonly internalId: number;
  readonly round: number | null | undefined;
  readonly site: string;
  readonly status: MatchStatus;
  readonly venue: string;
  readonly " $fragmentSpreads": FragmentRefs<"matchTexts_match">;
  readonly " $fragmentType": "MatchHeader_match";
};
export type MatchHeader_match$key = {
  readonly " $data"?: MatchHeader_match$data;
  readonly " $fragmentSpreads": FragmentRefs<"MatchHeader_match">;
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
  "name": "MatchHeader_match",
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
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "venue",
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
  "type": "Match",
  "abstractKey": null
};
})();

(node as any).hash = "f0827fbdd58b318d0025383e0b7e3bb5";

export default node;
