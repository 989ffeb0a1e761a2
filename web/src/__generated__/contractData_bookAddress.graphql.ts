/**
 * @generated SignedSource<<0ee6b37f88e5c9950028b5489690f8ca>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderInlineDataFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type contractData_bookAddress$data = {
  readonly additionalAddress: string | null | undefined;
  readonly city: string;
  readonly company: string | null | undefined;
  readonly countryCode: string;
  readonly firstName: string;
  readonly id: string;
  readonly isDefaultBilling: boolean;
  readonly isDefaultShipping: boolean;
  readonly lastName: string;
  readonly phone: string | null | undefined;
  readonly postalCode: string;
  readonly street: string;
  readonly " $fragmentType": "contractData_bookAddress";
};
export type contractData_bookAddress$key = {
  readonly " $data"?: contractData_bookAddress$data;
  readonly " $fragmentSpreads": FragmentRefs<"contractData_bookAddress">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "contractData_bookAddress"
};

(node as any).hash = "96bcc557983131858832fe45cb39fc9e";

export default node;
