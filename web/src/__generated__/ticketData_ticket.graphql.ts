/**
 * @generated SignedSource<<6644f2d0f583ddfe4aa90bb0cf74c7aa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderInlineDataFragment } from 'relay-runtime';
export type CurrencyCode = "EUR";
export type TicketKind = "DAY_TICKET" | "SEASON_TICKET";
export type TicketMedia = "CARD" | "HARD_TICKET" | "MOBILE_TICKET" | "PRINT_AT_HOME";
import type { FragmentRefs } from "relay-runtime";
export type ticketData_ticket$data = {
  readonly barcode: string;
  readonly block: string;
  readonly event: {
    readonly competition: string;
    readonly kickoff: string | null | undefined;
    readonly kickoffDate: string;
    readonly name: string;
  } | null | undefined;
  readonly id: string;
  readonly internalId: number;
  readonly kind: TicketKind;
  readonly media: TicketMedia;
  readonly orderNumber: string | null | undefined;
  readonly price: {
    readonly amount: string;
    readonly currencyCode: CurrencyCode;
  };
  readonly pricingClass: string;
  readonly row: string | null | undefined;
  readonly season: number | null | undefined;
  readonly seat: string | null | undefined;
  readonly serialNumber: string;
  readonly venue: {
    readonly city: string | null | undefined;
    readonly name: string;
    readonly postalCode: string | null | undefined;
    readonly street: string | null | undefined;
  };
  readonly " $fragmentType": "ticketData_ticket";
};
export type ticketData_ticket$key = {
  readonly " $data"?: ticketData_ticket$data;
  readonly " $fragmentSpreads": FragmentRefs<"ticketData_ticket">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "ticketData_ticket"
};

(node as any).hash = "26ade3d53df93f2e318aaeae40b6491a";

export default node;
