/**
 * @generated SignedSource<<0204da172f74d839edd353b8fc3dad73>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderInlineDataFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type marketplaceData_ticket$data = {
  readonly block: string;
  readonly event: {
    readonly kickoff: string | null | undefined;
    readonly kickoffDate: string;
    readonly name: string;
  } | null | undefined;
  readonly pricingClass: string;
  readonly row: string | null | undefined;
  readonly season: number | null | undefined;
  readonly seat: string | null | undefined;
  readonly " $fragmentType": "marketplaceData_ticket";
};
export type marketplaceData_ticket$key = {
  readonly " $data"?: marketplaceData_ticket$data;
  readonly " $fragmentSpreads": FragmentRefs<"marketplaceData_ticket">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "marketplaceData_ticket"
};

(node as any).hash = "54684fe444d967a00e085d79c7d7438b";

export default node;
