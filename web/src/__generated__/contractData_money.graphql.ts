/**
 * @generated SignedSource<<f5a86b30154ef7c7abaa809253afc917>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderInlineDataFragment } from 'relay-runtime';
export type CurrencyCode = "EUR";
import type { FragmentRefs } from "relay-runtime";
export type contractData_money$data = {
  readonly amount: string;
  readonly currencyCode: CurrencyCode;
  readonly " $fragmentType": "contractData_money";
};
export type contractData_money$key = {
  readonly " $data"?: contractData_money$data;
  readonly " $fragmentSpreads": FragmentRefs<"contractData_money">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "contractData_money"
};

(node as any).hash = "de790e539a1c8f74eaef48fd7ea8b774";

export default node;
