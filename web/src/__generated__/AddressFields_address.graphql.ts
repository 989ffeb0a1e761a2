/**
 * @generated SignedSource<<85511127c46b9713b18fde0d3544fb24>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderInlineDataFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AddressFields_address$data = {
  readonly additionalAddress: string | null | undefined;
  readonly city: string;
  readonly company: string | null | undefined;
  readonly countryCode: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string | null | undefined;
  readonly postalCode: string;
  readonly street: string;
  readonly " $fragmentType": "AddressFields_address";
};
export type AddressFields_address$key = {
  readonly " $data"?: AddressFields_address$data;
  readonly " $fragmentSpreads": FragmentRefs<"AddressFields_address">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "AddressFields_address"
};

(node as any).hash = "9c2ff0309690be0ab30293f2fcd2d5c7";

export default node;
