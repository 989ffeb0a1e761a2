/**
 * @generated SignedSource<<0634a4d6937421efa531b7a36352ba66>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderInlineDataFragment } from 'relay-runtime';
export type StoredPaymentMethodKind = "CREDIT_CARD" | "PAY_PAL" | "SEPA";
import type { FragmentRefs } from "relay-runtime";
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
