/**
 * @generated SignedSource<<1547b439fe4e954bb04c1f0d5c99d591>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderInlineDataFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type contractData_address$data = {
  readonly additionalAddress: string | null | undefined;
  readonly city: string;
  readonly company: string | null | undefined;
  readonly countryCode: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string | null | undefined;
  readonly postalCode: string;
  readonly street: string;
  readonly " $fragmentType": "contractData_address";
};
export type contractData_address$key = {
  readonly " $data"?: contractData_address$data;
  readonly " $fragmentSpreads": FragmentRefs<"contractData_address">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "contractData_address"
};

(node as any).hash = "23dbbfb1365ea18ef0e2cde8d6e05f48";

export default node;
