/**
 * @generated SignedSource<<efa0e2647828d582495890b3beaf7b01>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderInlineDataFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
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
