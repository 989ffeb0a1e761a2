/**
 * @generated SignedSource<<c38ead52b45d313db88b18f209fd5696>>
 * @relayHash a1494e6a67030502230306ef4714f4fc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 25a8b4a2320b2b1e378e5252f988ce19f67a3d00b0853a63387302de518cf775

import type { ConcreteRequest } from 'relay-runtime';
export type ContractTransferState = "ACCEPTED" | "CONVERTED" | "DECLINED" | "EXPIRED" | "PENDING" | "UNKNOWN" | "WITHDRAWN";
export type ContractTransferDeclineInput = {
  reason: string;
  transferId: string;
};
export type ContractTransferPageDeclineMutation$variables = {
  input: ContractTransferDeclineInput;
};
export type ContractTransferPageDeclineMutation$data = {
  readonly contractTransferDecline: {
    readonly __typename: string;
    readonly field?: string;
    readonly message?: string;
    readonly state?: ContractTransferState;
    readonly transfer?: {
      readonly canAnswer: boolean;
      readonly canWithdraw: boolean;
      readonly id: string;
      readonly reasonForDeclining: string | null | undefined;
      readonly respondedAt: string | null | undefined;
      readonly state: ContractTransferState;
    };
  };
};
export type ContractTransferPageDeclineMutation = {
  response: ContractTransferPageDeclineMutation$data;
  variables: ContractTransferPageDeclineMutation$variables;
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
  "name": "state",
  "storageKey": null
},
v2 = [
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
    "name": "contractTransferDecline",
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
            "concreteType": "ContractTransfer",
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
              (v1/*:: as any*/),
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "canAnswer",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "canWithdraw",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ContractTransferAnswerSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
        ],
        "type": "ContractTransferNotPendingError",
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
    "name": "ContractTransferPageDeclineMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ContractTransferPageDeclineMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "25a8b4a2320b2b1e378e5252f988ce19f67a3d00b0853a63387302de518cf775",
    "metadata": {},
    "name": "ContractTransferPageDeclineMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5a8f7053f97779cc497a64443ce3c904";

export default node;
