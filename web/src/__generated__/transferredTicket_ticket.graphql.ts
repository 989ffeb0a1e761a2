/**
 * @generated SignedSource<<4e484575766c98537b8c67ca587186c2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderInlineDataFragment } from 'relay-runtime';
export type TicketMedia = "CARD" | "HARD_TICKET" | "MOBILE_TICKET" | "PRINT_AT_HOME";
import type { FragmentRefs } from "relay-runtime";
export type transferredTicket_ticket$data = {
  readonly block: string;
  readonly event: {
    readonly competition: string;
    readonly kickoff: string | null | undefined;
    readonly kickoffDate: string;
    readonly name: string;
  } | null | undefined;
  readonly media: TicketMedia;
  readonly pricingClass: string;
  readonly row: string | null | undefined;
  readonly season: number | null | undefined;
  readonly seat: string | null | undefined;
  readonly " $fragmentType": "transferredTicket_ticket";
};
export type transferredTicket_ticket$key = {
  readonly " $data"?: transferredTicket_ticket$data;
  readonly " $fragmentSpreads": FragmentRefs<"transferredTicket_ticket">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "transferredTicket_ticket"
};

(node as any).hash = "472d2b34d28c24b94a9d2284ec309e62";

export default node;
