/**
 * @generated SignedSource<<caf684d1aa8bab39042262cb4650b91a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MarketplaceOfferRow_offer$data = {
  readonly canRetry: boolean;
  readonly failureReason: string | null | undefined;
  readonly id: string;
  readonly internalId: string;
  readonly ticket: {
    readonly " $fragmentSpreads": FragmentRefs<"marketplaceData_ticket">;
  };
  readonly voucherCode: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"marketplaceData_offer">;
  readonly " $fragmentType": "MarketplaceOfferRow_offer";
};
export type MarketplaceOfferRow_offer$key = {
  readonly " $data"?: MarketplaceOfferRow_offer$data;
  readonly " $fragmentSpreads": FragmentRefs<"MarketplaceOfferRow_offer">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "kind": "RootArgument",
    "name": "language"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "language",
    "variableName": "language"
  }
],
v2 = [
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
  "argumentDefinitions": (v0/*:: as any*/),
  "kind": "Fragment",
  "metadata": null,
  "name": "MarketplaceOfferRow_offer",
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
      "kind": "ScalarField",
      "name": "internalId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canRetry",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "voucherCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": (v1/*:: as any*/),
      "kind": "ScalarField",
      "name": "failureReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MarketplaceTicket",
      "kind": "LinkedField",
      "name": "ticket",
      "plural": false,
      "selections": [
        {
          "kind": "InlineDataFragmentSpread",
          "name": "marketplaceData_ticket",
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "TicketEvent",
              "kind": "LinkedField",
              "name": "event",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "name",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "kickoff",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "kickoffDate",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "season",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "block",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "row",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "seat",
              "storageKey": null
            },
            {
              "alias": null,
              "args": (v1/*:: as any*/),
              "kind": "ScalarField",
              "name": "pricingClass",
              "storageKey": null
            }
          ],
          "args": null,
          "argumentDefinitions": (v0/*:: as any*/)
        }
      ],
      "storageKey": null
    },
    {
      "kind": "InlineDataFragmentSpread",
      "name": "marketplaceData_offer",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "state",
          "storageKey": null
        },
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
          "selections": (v2/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "handlingFee",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "reimbursementFee",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "payoutAmount",
          "plural": false,
          "selections": (v2/*:: as any*/),
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
  "type": "MarketplaceOffer",
  "abstractKey": null
};
})();

(node as any).hash = "39b3de9340ffc296535efd57cc0bfd9e";

export default node;
