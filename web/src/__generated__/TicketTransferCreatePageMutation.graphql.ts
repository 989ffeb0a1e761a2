/**
 * @generated SignedSource<<860eb3246b70bf5603e499e13fa79ef0>>
 * @relayHash 8e10c11c97850233a5548e6a79f72680
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 78def2b4482a4b2e84773f61715e47b379d6f7217bbda17fe87000af9db39b86

import type { ConcreteRequest } from 'relay-runtime';
export type TicketTransferState = "ACCEPTED" | "DECLINED" | "PENDING" | "WITHDRAWN";
export type TicketTransferCreateInput = {
  recipientEmail: string;
  ticketId: string;
};
export type TicketTransferCreatePageMutation$variables = {
  input: TicketTransferCreateInput;
};
export type TicketTransferCreatePageMutation$data = {
  readonly ticketTransferCreate: {
    readonly __typename: string;
    readonly field?: string;
    readonly message?: string;
    readonly ticket?: {
      readonly id: string;
      readonly isTransferable: boolean;
      readonly pendingTransfer: {
        readonly id: string;
        readonly recipientEmail: string;
        readonly state: TicketTransferState;
      } | null | undefined;
    } | null | undefined;
    readonly transfer?: {
      readonly id: string;
      readonly recipientEmail: string;
      readonly state: TicketTransferState;
    };
  };
};
export type TicketTransferCreatePageMutation = {
  response: TicketTransferCreatePageMutation$data;
  variables: TicketTransferCreatePageMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
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
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "field",
    "storageKey": null
  }
],
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "ticketTransferCreate",
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
            "selections": (v2/*:: as any*/),
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
                "selections": (v2/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "TicketTransferCreateSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v3/*:: as any*/),
        "type": "TicketRecipientNotFoundError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v3/*:: as any*/),
        "type": "InvalidInputError",
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
    "name": "TicketTransferCreatePageMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TicketTransferCreatePageMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "78def2b4482a4b2e84773f61715e47b379d6f7217bbda17fe87000af9db39b86",
    "metadata": {},
    "name": "TicketTransferCreatePageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3a0421059bdb500ca1cf99d5ea199452";

export default node;
