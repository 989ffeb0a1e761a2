/**
 * @generated SignedSource<<42e7b4e568275aca4d8ecd1eb86507e7>>
 * @relayHash 08a596b656d3be9519fdb4b40478064d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1df17183cd03238f3fb97bbade36dff18bc342dd373e1ce6c121a1ff22c4ecbe

import type { ConcreteRequest } from 'relay-runtime';
export type ContractStatus = "CONFIRMED" | "INCOMPLETE" | "NOT_CONFIRMED" | "PENDING_RECIPIENT" | "PENDING_SUBSCRIBER" | "SUBSCRIBER_CHANGED" | "TERMINATED" | "TRANSFERRED" | "UNKNOWN";
export type ContractTransferKind = "RECIPIENT" | "SUBSCRIBER";
export type ContractTransferState = "ACCEPTED" | "CONVERTED" | "DECLINED" | "EXPIRED" | "PENDING" | "UNKNOWN" | "WITHDRAWN";
export type TransferActionsToSubscriberMutation$variables = {
  transferId: string;
};
export type TransferActionsToSubscriberMutation$data = {
  readonly contractTransferToSubscriber: {
    readonly __typename: string;
    readonly contract?: {
      readonly canChange: boolean;
      readonly id: string;
      readonly pendingTransfer: {
        readonly email: string;
        readonly expiresAt: string;
        readonly id: string;
        readonly internalId: string;
        readonly kind: ContractTransferKind;
      } | null | undefined;
      readonly status: ContractStatus;
    } | null | undefined;
    readonly message?: string;
    readonly state?: ContractTransferState;
    readonly transfer?: {
      readonly canWithdraw: boolean;
      readonly email: string;
      readonly expiresAt: string;
      readonly id: string;
      readonly internalId: string;
      readonly kind: ContractTransferKind;
      readonly state: ContractTransferState;
    };
  };
};
export type TransferActionsToSubscriberMutation = {
  response: TransferActionsToSubscriberMutation$data;
  variables: TransferActionsToSubscriberMutation$variables;
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
  "name": "internalId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "expiresAt",
  "storageKey": null
},
v7 = [
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
    "name": "contractTransferToSubscriber",
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
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "canWithdraw",
                "storageKey": null
              }
            ],
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
                "concreteType": "ContractPendingTransfer",
                "kind": "LinkedField",
                "name": "pendingTransfer",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ContractTransferStartSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v4/*:: as any*/)
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
    "name": "TransferActionsToSubscriberMutation",
    "selections": (v7/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TransferActionsToSubscriberMutation",
    "selections": (v7/*:: as any*/)
  },
  "params": {
    "id": "1df17183cd03238f3fb97bbade36dff18bc342dd373e1ce6c121a1ff22c4ecbe",
    "metadata": {},
    "name": "TransferActionsToSubscriberMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ba2b2b6c4bfdc0b155745d6c5a59cfd8";

export default node;
