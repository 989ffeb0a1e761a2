/**
 * @generated SignedSource<<6a2b6b9f290a0f6acb5755adc033c021>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderInlineDataFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type countries_choice$data = {
  readonly code: string;
  readonly name: string;
  readonly phoneRequired: boolean;
  readonly " $fragmentType": "countries_choice";
};
export type countries_choice$key = {
  readonly " $data"?: countries_choice$data;
  readonly " $fragmentSpreads": FragmentRefs<"countries_choice">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "countries_choice"
};

(node as any).hash = "1bfde74f7d736456ef219eab544fed21";

export default node;
