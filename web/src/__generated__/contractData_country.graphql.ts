/**
 * @generated SignedSource<<2c9f923d4dcd911af01e1efe36c8ac15>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderInlineDataFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type contractData_country$data = {
  readonly code: string;
  readonly name: string;
  readonly phoneRequired: boolean;
  readonly " $fragmentType": "contractData_country";
};
export type contractData_country$key = {
  readonly " $data"?: contractData_country$data;
  readonly " $fragmentSpreads": FragmentRefs<"contractData_country">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "contractData_country"
};

(node as any).hash = "15329c868c54085bd0e91b3af70e1f42";

export default node;
