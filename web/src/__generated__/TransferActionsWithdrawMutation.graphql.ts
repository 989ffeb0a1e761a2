/**
 * @generated SignedSource<<3305edab4d2370f762a651bb8920999f>>
 * @relayHash d6b6cdf185f25d02416110c6fbc760b3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8721ca0cb4ae776d3b0f78b2c44ba42396e3b56b7e6b8d6f45cc7b0a6636228f

import type { ConcreteRequest } from 'relay-runtime';
export type ContractStatus = "CONFIRMED" | "INCOMPLETE" | "NOT_CONFIRMED" | "PENDING_RECIPIENT" | "PENDING_SUBSCRIBER" | "SUBSCRIBER_CHANGED" | "TERMINATED" | "TRANSFERRED" | "UNKNOWN";
export type ContractTransferState = "ACCEPTED" | "CONVERTED" | "DECLINED" | "EXPIRED" | "PENDING" | "UNKNOWN" | "WITHDRAWN";
export type TransferActionsWithdrawMutation$variables = {
  transferId: string;
};
export type TransferActionsWithdrawMutation$data = {
  readonly contractTransferWithdraw: {
    readonly __typename: string;
    readonly message?: string;
    readonly state?: ContractTransferState;
    readonly transfer?: {
      readonly canAnswer: boolean;
      readonly canWithdraw: boolean;
      readonly contract: {
        readonly canChange: boolean;
        readonly canConfirm: boolean;
        readonly id: string;
        readonly pendingTransfer: {
          readonly id: string;
        } | null | undefined;
        readonly status: ContractStatus;
      } | null | undefined;
      readonly id: string;
      readonly respondedAt: string | null | undefined;
      readonly state: ContractTransferState;
    };
  };
};
export type TransferActionsWithdrawMutation = {
  response: TransferActionsWithdrawMutation$data;
  variables: TransferActionsWithdrawMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "transferId"
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
  "name": "state",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "transferId",
        "variableName": "transferId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "contractTransferWithdraw",
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
              (v1/*:: as any*/),
              (v2/*:: as any*/),
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
                "name": "canWithdraw",
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
                "concreteType": "Contract",
                "kind": "LinkedField",
                "name": "contract",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "status",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "canChange",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "canConfirm",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ContractPendingTransfer",
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
            "storageKey": null
          }
        ],
        "type": "ContractTransferAnswerSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v2/*:: as any*/)
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
    "name": "TransferActionsWithdrawMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TransferActionsWithdrawMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "8721ca0cb4ae776d3b0f78b2c44ba42396e3b56b7e6b8d6f45cc7b0a6636228f",
    "metadata": {},
    "name": "TransferActionsWithdrawMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "29c3ee2a20f4ce682c79c1e1b441090f";

export default node;
