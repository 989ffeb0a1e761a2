/**
 * @generated SignedSource<<08f53e3873c2d9b108c1bb083fdecfe2>>
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

(node as any).hash = "d0174127c1fe461ddc57eb0dd8e661ea";

export default node;
