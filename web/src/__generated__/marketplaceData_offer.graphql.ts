/**
 * @generated SignedSource<<9587fefd63f9d9390c094c9120659e71>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderInlineDataFragment } from 'relay-runtime';
export type CurrencyCode = "EUR";
export type MarketplaceOfferState = "CANCELLED" | "CREATED" | "PAYMENT_FAILED" | "PAYMENT_SUCCEEDED" | "PENDING" | "SOLD" | "UNKNOWN";
export type PayoutType = "CREDIT_CARD" | "ORIGINAL_PAYMENT" | "PAY_PAL" | "VOUCHER";
import type { FragmentRefs } from "relay-runtime";
export type marketplaceData_offer$data = {
  readonly createdAt: string;
  readonly handlingFee: {
    readonly amount: string;
    readonly currencyCode: CurrencyCode;
  };
  readonly paidOutAt: string | null | undefined;
  readonly paymentMethod: {
    readonly label: string;
  } | null | undefined;
  readonly payoutAmount: {
    readonly amount: string;
    readonly currencyCode: CurrencyCode;
  };
  readonly payoutType: PayoutType;
  readonly reimbursementFee: {
    readonly amount: string;
    readonly currencyCode: CurrencyCode;
  };
  readonly soldAt: string | null | undefined;
  readonly state: MarketplaceOfferState;
  readonly ticketPrice: {
    readonly amount: string;
    readonly currencyCode: CurrencyCode;
  };
  readonly " $fragmentType": "marketplaceData_offer";
};
export type marketplaceData_offer$key = {
  readonly " $data"?: marketplaceData_offer$data;
  readonly " $fragmentSpreads": FragmentRefs<"marketplaceData_offer">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "marketplaceData_offer"
};

(node as any).hash = "27b0a2c40d397924dbdaca41baf55691";

export default node;
