/**
 * @generated SignedSource<<53d7ac990568df3847872b52456eaf43>>
 * @relayHash 5928a21479330a3a13288553b83380ea
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b0995d7df0404c1c891ee8463e6c4cf6c32eec9107d882db478057c169f98be2

import type { ConcreteRequest } from 'relay-runtime';
export type ContractTransferState = "ACCEPTED" | "CONVERTED" | "DECLINED" | "EXPIRED" | "PENDING" | "UNKNOWN" | "WITHDRAWN";
export type ContractTransferDeclineInput = {
  reason: string;
  transferId: string;
};
export type TransferAnswerDeclineMutation$variables = {
  input: ContractTransferDeclineInput;
};
export type TransferAnswerDeclineMutation$data = {
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
export type TransferAnswerDeclineMutation = {
  response: TransferAnswerDeclineMutation$data;
  variables: TransferAnswerDeclineMutation$variables;
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
    "name": "TransferAnswerDeclineMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TransferAnswerDeclineMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "b0995d7df0404c1c891ee8463e6c4cf6c32eec9107d882db478057c169f98be2",
    "metadata": {},
    "name": "TransferAnswerDeclineMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c0f3c156a923509920c2b08febc377f4";

export default node;
