/**
 * @generated SignedSource<<2717f3ae93f6482ff6d799e337f30ce8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderInlineDataFragment } from 'relay-runtime';
export type MatchStatus = "AFTER" | "ANNOUNCED" | "BEFORE" | "LIVE";
import type { FragmentRefs } from "relay-runtime";
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
