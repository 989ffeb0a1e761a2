/**
 * @generated SignedSource<<b14a7bb03d0d9aebb3ef4be53391d7d7>>
 * @relayHash 1564d4f252dbc3246427e732c2a19532
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ac40e05b0218e1dd137aef5a342f6fe3a8b416697261da27498f6a7db7e79a0a

import type { ConcreteRequest } from 'relay-runtime';
export type ContractMissingData = "INVOICE_ADDRESS" | "PAYMENT_METHOD" | "SHIPPING_ADDRESS";
export type ContractStatus = "CONFIRMED" | "INCOMPLETE" | "NOT_CONFIRMED" | "PENDING_RECIPIENT" | "PENDING_SUBSCRIBER" | "SUBSCRIBER_CHANGED" | "TERMINATED" | "TRANSFERRED" | "UNKNOWN";
export type ContractConfirmMutation$variables = {
  contractId: string;
};
export type ContractConfirmMutation$data = {
  readonly contractConfirm: {
    readonly __typename: string;
    readonly contracts?: ReadonlyArray<{
      readonly canChange: boolean;
      readonly canConfirm: boolean;
      readonly confirmedAt: string | null | undefined;
      readonly id: string;
      readonly missing: ReadonlyArray<ContractMissingData>;
      readonly status: ContractStatus;
    }>;
    readonly message?: string;
    readonly missing?: ReadonlyArray<ContractMissingData>;
  };
};
export type ContractConfirmMutation = {
  response: ContractConfirmMutation$data;
  variables: ContractConfirmMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "contractId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "missing",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "contractId",
        "variableName": "contractId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "contractConfirm",
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
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Contract",
            "kind": "LinkedField",
            "name": "contracts",
            "plural": true,
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
                "name": "status",
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
                "kind": "ScalarField",
                "name": "canChange",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "confirmedAt",
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ContractConfirmSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v2/*:: as any*/)
        ],
        "type": "ContractIncompleteError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
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
    "name": "ContractConfirmMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ContractConfirmMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "ac40e05b0218e1dd137aef5a342f6fe3a8b416697261da27498f6a7db7e79a0a",
    "metadata": {},
    "name": "ContractConfirmMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2de6d9575756557bb8de8564567cab8e";

export default node;
