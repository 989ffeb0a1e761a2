/**
 * @generated SignedSource<<3e7c51750dfff56696191a36afefed1b>>
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
export type MatchTimeline_ticker$data = {
  readonly afterExtraTime: boolean;
  readonly events: ReadonlyArray<{
    readonly id: string;
    readonly minute: {
      readonly display: string;
      readonly minute: number;
    } | null | undefined;
    readonly side: MatchSide | null | undefined;
    readonly type: MatchEventType;
  }>;
  readonly minute: {
    readonly minute: number;
  } | null | undefined;
  readonly over: boolean;
  readonly period: MatchPeriod | null | undefined;
  readonly " $fragmentType": "MatchTimeline_ticker";
};
export type MatchTimeline_ticker$key = {
  readonly " $data"?: MatchTimeline_ticker$data;
  readonly " $fragmentSpreads": FragmentRefs<"MatchTimeline_ticker">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "minute",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MatchTimeline_ticker",
  "selections": [
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
      "name": "afterExtraTime",
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
      "concreteType": "MatchMinute",
      "kind": "LinkedField",
      "name": "minute",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
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
          "concreteType": "MatchMinute",
          "kind": "LinkedField",
          "name": "minute",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "display",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "LiveTicker",
  "abstractKey": null
};
})();

(node as any).hash = "405b3886a9cdde44fd90d5d7b3cf19cc";

export default node;
