/**
 * @generated SignedSource<<945053c3e2ea3de2678716912045969e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type StoredPaymentMethodKind = "CREDIT_CARD" | "PAY_PAL" | "SEPA";
import { FragmentRefs } from "relay-runtime";
export type contractData_paymentMethod$data = {
  readonly accountHolder: string | null | undefined;
  readonly cardBrand: string | null | undefined;
  readonly expiryMonth: number | null | undefined;
  readonly expiryYear: number | null | undefined;
  readonly id: string;
  readonly kind: StoredPaymentMethodKind;
  readonly last4: string | null | undefined;
  readonly payPalEmail: string | null | undefined;
  readonly " $fragmentType": "contractData_paymentMethod";
};
export type contractData_paymentMethod$key = {
  readonly " $data"?: contractData_paymentMethod$data;
  readonly " $fragmentSpreads": FragmentRefs<"contractData_paymentMethod">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "contractData_paymentMethod"
};

(node as any).hash = "bfa5b26cd90418186b9b753464bfa37f";

export default node;
