/**
 * @generated SignedSource<<52a32ece359f306d1cf0eff22750796d>>
 * @relayHash 533aa50971997d1c536103d549309e27
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a4ca840771553229f92763dc80a01a6b622c81654892d90353e36376e1b560f0

import type { ConcreteRequest } from 'relay-runtime';
export type TicketTransferState = "ACCEPTED" | "DECLINED" | "PENDING" | "WITHDRAWN";
export type WithdrawTransferMutation$variables = {
  id: string;
};
export type WithdrawTransferMutation$data = {
  readonly ticketTransferWithdraw: {
    readonly __typename: string;
    readonly message?: string;
    readonly ticket?: {
      readonly id: string;
      readonly isTransferable: boolean;
      readonly pendingTransfer: {
        readonly id: string;
      } | null | undefined;
    } | null | undefined;
    readonly transfer?: {
      readonly id: string;
      readonly respondedAt: string | null | undefined;
      readonly state: TicketTransferState;
    };
  };
};
export type WithdrawTransferMutation = {
  response: WithdrawTransferMutation$data;
  variables: WithdrawTransferMutation$variables;
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
    "name": "ticketTransferWithdraw",
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
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Ticket",
            "kind": "LinkedField",
            "name": "ticket",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
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
                "concreteType": "TicketTransfer",
                "kind": "LinkedField",
                "name": "pendingTransfer",
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
        "type": "TicketTransferWithdrawSuccess",
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
    "name": "WithdrawTransferMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WithdrawTransferMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "a4ca840771553229f92763dc80a01a6b622c81654892d90353e36376e1b560f0",
    "metadata": {},
    "name": "WithdrawTransferMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "afe6a2661f2d64b1445cd97707353d2b";

export default node;
