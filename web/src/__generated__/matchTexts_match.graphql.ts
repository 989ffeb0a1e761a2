/**
 * @generated SignedSource<<9a0e21b852234f64ab6e6ffbce912318>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type MatchStatus = "AFTER" | "ANNOUNCED" | "BEFORE" | "LIVE";
import { FragmentRefs } from "relay-runtime";
export type matchTexts_match$data = {
  readonly afterExtraTime: boolean;
  readonly afterPenalties: boolean;
  readonly awayGoals: number | null | undefined;
  readonly homeGoals: number | null | undefined;
  readonly kickoff: string | null | undefined;
  readonly kickoffDate: string;
  readonly period: string | null | undefined;
  readonly status: MatchStatus;
  readonly " $fragmentType": "matchTexts_match";
};
export type matchTexts_match$key = {
  readonly " $data"?: matchTexts_match$data;
  readonly " $fragmentSpreads": FragmentRefs<"matchTexts_match">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "matchTexts_match"
};

(node as any).hash = "f9947c0871c8d689805c65aed1b7eca0";

export default node;
