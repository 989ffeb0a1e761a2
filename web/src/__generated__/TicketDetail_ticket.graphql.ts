/**
 * @generated SignedSource<<8eaad589a67466f665a6244b01adbae4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type TicketTransferState = "ACCEPTED" | "DECLINED" | "PENDING" | "WITHDRAWN";
import type { FragmentRefs } from "relay-runtime";
export type TicketDetail_ticket$data = {
  readonly belongsToContract: boolean;
  readonly id: string;
  readonly isTransferable: boolean;
  readonly pendingTransfer: {
    readonly id: string;
    readonly recipientEmail: string;
    readonly state: TicketTransferState;
  } | null | undefined;
  readonly terms: string | null | undefined;
  readonly venueRules: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"TicketMarketplaceSection_ticket" | "ticketData_ticket">;
  readonly " $fragmentType": "TicketDetail_ticket";
};
export type TicketDetail_ticket$key = {
  readonly " $data"?: TicketDetail_ticket$data;
  readonly " $fragmentSpreads": FragmentRefs<"TicketDetail_ticket">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "kind": "RootArgument",
    "name": "language"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = [
  {
    "kind": "Variable",
    "name": "language",
    "variableName": "language"
  }
];
return {
  "argumentDefinitions": (v0/*:: as any*/),
  "kind": "Fragment",
  "metadata": null,
  "name": "TicketDetail_ticket",
  "selections": [
    (v1/*:: as any*/),
    {
      "kind": "InlineDataFragmentSpread",
      "name": "ticketData_ticket",
      "selections": [
        (v1/*:: as any*/),
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
          "name": "serialNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "TicketEvent",
          "kind": "LinkedField",
          "name": "event",
          "plural": false,
          "selections": [
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": (v3/*:: as any*/),
              "kind": "ScalarField",
              "name": "competition",
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
          "args": null,
          "kind": "ScalarField",
          "name": "media",
          "storageKey": null
        },
        {
          "alias": null,
          "args": (v3/*:: as any*/),
          "kind": "ScalarField",
          "name": "pricingClass",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "price",
          "plural": false,
          "selections": [
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
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "TicketVenue",
          "kind": "LinkedField",
          "name": "venue",
          "plural": false,
          "selections": [
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "street",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "postalCode",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "city",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "orderNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "barcode",
          "storageKey": null
        }
      ],
      "args": null,
      "argumentDefinitions": (v0/*:: as any*/)
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isTransferable",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "belongsToContract",
      "storageKey": null
    },
    {
      "alias": null,
      "args": (v3/*:: as any*/),
      "kind": "ScalarField",
      "name": "terms",
      "storageKey": null
    },
    {
      "alias": null,
      "args": (v3/*:: as any*/),
      "kind": "ScalarField",
      "name": "venueRules",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TicketTransfer",
      "kind": "LinkedField",
      "name": "pendingTransfer",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
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
          "name": "recipientEmail",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "TicketMarketplaceSection_ticket"
    }
  ],
  "type": "Ticket",
  "abstractKey": null
};
})();

(node as any).hash = "0820c67127e11201d86146297ae07769";

export default node;
