/**
 * @generated SignedSource<<4a40c3e907bd2d898f2e2c82a4d7c293>>
 * @relayHash 9a1c6c8aa25067ed682a5d33071815e4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a93ea2848d5a68cb685644ce1601679d71d2fea1794987535e4580946d4137b8

import type { ConcreteRequest } from 'relay-runtime';
export type TicketTransferState = "ACCEPTED" | "DECLINED" | "PENDING" | "WITHDRAWN";
export type TicketTransferDeclineInput = {
  id: string;
  reason: string;
};
export type TicketTransferPageDeclineMutation$variables = {
  input: TicketTransferDeclineInput;
};
export type TicketTransferPageDeclineMutation$data = {
  readonly ticketTransferDecline: {
    readonly __typename: string;
    readonly field?: string;
    readonly message?: string;
    readonly transfer?: {
      readonly id: string;
      readonly reasonForDeclining: string | null | undefined;
      readonly respondedAt: string | null | undefined;
      readonly state: TicketTransferState;
    };
  };
};
export type TicketTransferPageDeclineMutation = {
  response: TicketTransferPageDeclineMutation$data;
  variables: TicketTransferPageDeclineMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
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
    "name": "ticketTransferDecline",
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
                "kind": "ScalarField",
                "name": "reasonForDeclining",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "TicketTransferDeclineSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          }
        ],
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
    "name": "TicketTransferPageDeclineMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TicketTransferPageDeclineMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a93ea2848d5a68cb685644ce1601679d71d2fea1794987535e4580946d4137b8",
    "metadata": {},
    "name": "TicketTransferPageDeclineMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "cf37ca9dce8fbd513736ff52d35c249c";

export default node;
