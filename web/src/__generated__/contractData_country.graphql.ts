/**
 * @generated SignedSource<<fe2a6dc338bd1e662142178cec6513f5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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
