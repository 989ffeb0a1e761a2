/**
 * @generated SignedSource<<d16b1c51852ae7b64f0f42d74ddad643>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type TicketTransferDirection = "RECEIVED" | "SENT";
export type TicketTransferState = "ACCEPTED" | "DECLINED" | "PENDING" | "WITHDRAWN";
import type { FragmentRefs } from "relay-runtime";
export type TicketTransferRow_transfer$data = {
  readonly createdAt: string;
  readonly direction: TicketTransferDirection;
  readonly id: string;
  readonly internalId: string;
  readonly reasonForDeclining: string | null | undefined;
  readonly recipient: {
    readonly firstName: string;
    readonly lastName: string;
  } | null | undefined;
  readonly recipientEmail: string;
  readonly respondedAt: string | null | undefined;
  readonly sender: {
    readonly name: string;
  };
  readonly state: TicketTransferState;
  readonly ticket: {
    readonly " $fragmentSpreads": FragmentRefs<"transferredTicket_ticket">;
  };
  readonly " $fragmentType": "TicketTransferRow_transfer";
};
export type TicketTransferRow_transfer$key = {
  readonly " $data"?: TicketTransferRow_transfer$data;
  readonly " $fragmentSpreads": FragmentRefs<"TicketTransferRow_transfer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = [
  {
    "kind": "Variable",
    "name": "language",
    "variableName": "language"
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TicketTransferRow_transfer",
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
      "name": "state",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "direction",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "recipientEmail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reasonForDeclining",
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
      "name": "respondedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TicketTransferSender",
      "kind": "LinkedField",
      "name": "sender",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TicketTransferRecipient",
      "kind": "LinkedField",
      "name": "recipient",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "firstName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TransferredTicket",
      "kind": "LinkedField",
      "name": "ticket",
      "plural": false,
      "selections": [
        {
          "kind": "InlineDataFragmentSpread",
          "name": "transferredTicket_ticket",
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "TicketEvent",
              "kind": "LinkedField",
              "name": "event",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": (v1/*:: as any*/),
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
              "args": (v1/*:: as any*/),
              "kind": "ScalarField",
              "name": "pricingClass",
              "storageKey": null
            }
          ],
          "args": null,
          "argumentDefinitions": [
            {
              "kind": "RootArgument",
              "name": "language"
            }
          ]
        }
      ],
      "storageKey": null
    }
  ],
  "type": "TicketTransfer",
  "abstractKey": null
};
})();

(node as any).hash = "231e77e598f1b9394169118e0e08a52e";

export default node;
