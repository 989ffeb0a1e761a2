/**
 * @generated SignedSource<<4c51497615c3186f25fc45ac0f451553>>
 * @relayHash 934e820538a021c00fb3fb75d3d02fc2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8816c402e624e10942fc1d1b369ea487efc497ffa24b94747947cab6f0696003

import type { ConcreteRequest } from 'relay-runtime';
export type TicketTransferState = "ACCEPTED" | "DECLINED" | "PENDING" | "WITHDRAWN";
export type TicketTransferPageAcceptMutation$variables = {
  id: string;
};
export type TicketTransferPageAcceptMutation$data = {
  readonly ticketTransferAccept: {
    readonly __typename: string;
    readonly message?: string;
    readonly transfer?: {
      readonly heldTicket: {
        readonly id: string;
      } | null | undefined;
      readonly id: string;
      readonly respondedAt: string | null | undefined;
      readonly state: TicketTransferState;
    };
  };
};
export type TicketTransferPageAcceptMutation = {
  response: TicketTransferPageAcceptMutation$data;
  variables: TicketTransferPageAcceptMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "ticketTransferAccept",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "TicketTransfer",
            "kind": "LinkedField",
            "name": "transfer",
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
                "name": "respondedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Ticket",
                "kind": "LinkedField",
                "name": "heldTicket",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "TicketTransferAcceptSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TicketTransferPageAcceptMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TicketTransferPageAcceptMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "8816c402e624e10942fc1d1b369ea487efc497ffa24b94747947cab6f0696003",
    "metadata": {},
    "name": "TicketTransferPageAcceptMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "08aedf5ddf53cb7b9f5ba8ee1190b144";

export default node;
