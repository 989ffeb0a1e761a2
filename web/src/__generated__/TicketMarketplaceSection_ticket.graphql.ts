/**
 * @generated SignedSource<<531034ebc770e2fe58061c213db4624f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type MarketplaceOfferState = "CANCELLED" | "CREATED" | "PAYMENT_FAILED" | "PAYMENT_SUCCEEDED" | "PENDING" | "SOLD" | "UNKNOWN";
export type TicketNotOfferableReason = "ALREADY_OFFERED" | "EVENT_STARTED" | "NOT_TRANSFERABLE" | "OTHER" | "TRANSFER_PENDING";
import type { FragmentRefs } from "relay-runtime";
export type TicketMarketplaceSection_ticket$data = {
  readonly id: string;
  readonly marketplace: {
    readonly canBeOffered: boolean;
    readonly notOfferableReason: TicketNotOfferableReason | null | undefined;
    readonly offer: {
      readonly canWithdraw: boolean;
      readonly state: MarketplaceOfferState;
      readonly " $fragmentSpreads": FragmentRefs<"marketplaceData_offer">;
    } | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "TicketMarketplaceSection_ticket";
};
export type TicketMarketplaceSection_ticket$key = {
  readonly " $data"?: TicketMarketplaceSection_ticket$data;
  readonly " $fragmentSpreads": FragmentRefs<"TicketMarketplaceSection_ticket">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "amount",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "currencyCode",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TicketMarketplaceSection_ticket",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TicketMarketplace",
      "kind": "LinkedField",
      "name": "marketplace",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "canBeOffered",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "notOfferableReason",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "MarketplaceOffer",
          "kind": "LinkedField",
          "name": "offer",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "canWithdraw",
              "storageKey": null
            },
            {
              "kind": "InlineDataFragmentSpread",
              "name": "marketplaceData_offer",
              "selections": [
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "payoutType",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Money",
                  "kind": "LinkedField",
                  "name": "ticketPrice",
                  "plural": false,
                  "selections": (v1/*:: as any*/),
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Money",
                  "kind": "LinkedField",
                  "name": "handlingFee",
                  "plural": false,
                  "selections": (v1/*:: as any*/),
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Money",
                  "kind": "LinkedField",
                  "name": "reimbursementFee",
                  "plural": false,
                  "selections": (v1/*:: as any*/),
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Money",
                  "kind": "LinkedField",
                  "name": "payoutAmount",
                  "plural": false,
                  "selections": (v1/*:: as any*/),
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "PayoutPaymentMethod",
                  "kind": "LinkedField",
                  "name": "paymentMethod",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "label",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "createdAt",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "soldAt",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "paidOutAt",
                  "storageKey": null
                }
              ],
              "args": null,
              "argumentDefinitions": []
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Ticket",
  "abstractKey": null
};
})();

(node as any).hash = "f82210a3f2eda7cff53922874c819964";

export default node;
