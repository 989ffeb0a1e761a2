/**
 * @generated SignedSource<<80e3058082b12cddd3b2f1d95e83845d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type MatchEventType = "FINAL_WHISTLE" | "GOAL" | "KICKOFF" | "KICKOFF_SECOND_HALF" | "PENALTY_SHOT" | "RED_CARD" | "SUBSTITUTION" | "VAR" | "WHISTLE_FIRST_HALF" | "YELLOW_CARD" | "YELLOW_RED_CARD";
export type MatchPeriod = "EXTRA_FIRST_HALF" | "EXTRA_HALF_TIME" | "EXTRA_SECOND_HALF" | "FIRST_HALF" | "FULL_TIME" | "FULL_TIME_90" | "FULL_TIME_PENS" | "HALF_TIME" | "LIVE" | "PRE_MATCH" | "SECOND_HALF" | "SHOOT_OUT";
export type MatchSide = "AWAY" | "HOME";
import type { FragmentRefs } from "relay-runtime";
export type LiveTicker_ticker$data = {
  readonly afterExtraTime: boolean;
  readonly afterPenalties: boolean;
  readonly awayGoals: number | null | undefined;
  readonly awayTeam: string;
  readonly break: boolean;
  readonly competition: string;
  readonly events: ReadonlyArray<{
    readonly awayScore: number | null | undefined;
    readonly homeScore: number | null | undefined;
    readonly id: string;
    readonly minute: {
      readonly display: string;
    } | null | undefined;
    readonly scored: boolean | null | undefined;
    readonly side: MatchSide | null | undefined;
    readonly text: string;
    readonly type: MatchEventType;
  }>;
  readonly homeGoals: number | null | undefined;
  readonly homeTeam: string;
  readonly kickoff: string | null | undefined;
  readonly live: boolean;
  readonly matchId: number;
  readonly minute: {
    readonly display: string;
  } | null | undefined;
  readonly over: boolean;
  readonly penalties: {
    readonly away: number;
    readonly home: number;
  } | null | undefined;
  readonly period: MatchPeriod | null | undefined;
  readonly site: string;
  readonly tickerActive: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"MatchTimeline_ticker">;
  readonly " $fragmentType": "LiveTicker_ticker";
};
export type LiveTicker_ticker$key = {
  readonly " $data"?: LiveTicker_ticker$data;
  readonly " $fragmentSpreads": FragmentRefs<"LiveTicker_ticker">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "MatchMinute",
  "kind": "LinkedField",
  "name": "minute",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "display",
      "storageKey": null
    }
  ],
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
  "name": "LiveTicker_ticker",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "matchId",
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
      "args": null,
      "kind": "ScalarField",
      "name": "tickerActive",
      "storageKey": null
    },
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
      "name": "live",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "over",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "break",
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
      "name": "kickoff",
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
      "concreteType": "PenaltyTally",
      "kind": "LinkedField",
      "name": "penalties",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "home",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "away",
          "storageKey": null
        }
      ],
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
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "MatchEvent",
      "kind": "LinkedField",
      "name": "events",
      "plural": true,
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
          "name": "type",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "side",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "homeScore",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "awayScore",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "scored",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "text",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MatchTimeline_ticker"
    }
  ],
  "type": "LiveTicker",
  "abstractKey": null
};
})();

(node as any).hash = "d8e2a33bcf5f38ccdeb600a6c3264c84";

export default node;
