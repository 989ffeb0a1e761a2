/**
 * @generated SignedSource<<db8d37ae5d4a534e830138698b07dd6a>>
 * @relayHash 627e06cea9a3f841f84dee16e6e6b7c5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9bd7fcc89eada7e3c5df5c1b736e438280ae00613e1cd9649ef5ec2101ffbcef

import type { ConcreteRequest } from 'relay-runtime';
export type ContractStatus = "CONFIRMED" | "INCOMPLETE" | "NOT_CONFIRMED" | "PENDING_RECIPIENT" | "PENDING_SUBSCRIBER" | "SUBSCRIBER_CHANGED" | "TERMINATED" | "TRANSFERRED" | "UNKNOWN";
export type ContractTransferKind = "RECIPIENT" | "SUBSCRIBER";
export type ContractTransferState = "ACCEPTED" | "CONVERTED" | "DECLINED" | "EXPIRED" | "PENDING" | "UNKNOWN" | "WITHDRAWN";
export type ContractTransferStartInput = {
  contractId: string;
  email: string;
  kind: ContractTransferKind;
};
export type ContractTransferStartPageMutation$variables = {
  input: ContractTransferStartInput;
};
export type ContractTransferStartPageMutation$data = {
  readonly contractTransferStart: {
    readonly __typename: string;
    readonly contract?: {
      readonly canChange: boolean;
      readonly canConfirm: boolean;
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
    readonly field?: string;
    readonly message?: string;
    readonly transfer?: {
      readonly email: string;
      readonly expiresAt: string;
      readonly id: string;
      readonly internalId: string;
      readonly kind: ContractTransferKind;
      readonly state: ContractTransferState;
    };
  };
};
export type ContractTransferStartPageMutation = {
  response: ContractTransferStartPageMutation$data;
  variables: ContractTransferStartPageMutation$variables;
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
  "name": "email",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "expiresAt",
  "storageKey": null
},
v6 = [
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
    "name": "contractTransferStart",
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "state",
                "storageKey": null
              },
              (v4/*:: as any*/),
              (v5/*:: as any*/)
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
                  (v1/*:: as any*/),
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/)
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
    "name": "ContractTransferStartPageMutation",
    "selections": (v6/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ContractTransferStartPageMutation",
    "selections": (v6/*:: as any*/)
  },
  "params": {
    "id": "9bd7fcc89eada7e3c5df5c1b736e438280ae00613e1cd9649ef5ec2101ffbcef",
    "metadata": {},
    "name": "ContractTransferStartPageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5bced6d9c3678cbd91e6239ca5550c5c";

export default node;
