/**
 * @generated SignedSource<<d0196919c1c217068ad47e69140b486b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type contractData_seat$data = {
  readonly block: string;
  readonly row: string | null | undefined;
  readonly seat: string | null | undefined;
  readonly " $fragmentType": "contractData_seat";
};
export type contractData_seat$key = {
  readonly " $data"?: contractData_seat$data;
  readonly " $fragmentSpreads": FragmentRefs<"contractData_seat">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "contractData_seat"
};

(node as any).hash = "8193b139dd3481a7eba7d51fb44e05ce";

export default node;
