/**
 * @generated SignedSource<<e24b70809ffc403025bfaf414692923f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderInlineDataFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type statistics_numbers$data = {
  readonly assists: number;
  readonly corners: number;
  readonly duels: number;
  readonly fouls: number;
  readonly gamesPlayed: number;
  readonly goals: number;
  readonly minutesPlayed: number;
  readonly passes: number;
  readonly penaltyGoals: number;
  readonly redCards: number;
  readonly shots: number;
  readonly starts: number;
  readonly substitutions: number;
  readonly touches: number;
  readonly yellowCards: number;
  readonly yellowRedCards: number;
  readonly " $fragmentType": "statistics_numbers";
};
export type statistics_numbers$key = {
  readonly " $data"?: statistics_numbers$data;
  readonly " $fragmentSpreads": FragmentRefs<"statistics_numbers">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "statistics_numbers"
};

(node as any).hash = "0bf07c984a1b2779c5c1934b31bce3cd";

export default node;
