/**
 * @generated SignedSource<<2c4b781cdd3e983f04826e516f43c6bd>>
 * @relayHash 19bcfa9f1cf861dd10bd5e2f3a585a30
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4706d195da8e5593b45642daa25a5ae36ef121c2da0290f6de2d55fd8b9258ba

import type { ConcreteRequest } from 'relay-runtime';
export type ContractMissingData = "INVOICE_ADDRESS" | "PAYMENT_METHOD" | "SHIPPING_ADDRESS";
export type ContractStatus = "CONFIRMED" | "INCOMPLETE" | "NOT_CONFIRMED" | "PENDING_RECIPIENT" | "PENDING_SUBSCRIBER" | "SUBSCRIBER_CHANGED" | "TERMINATED" | "TRANSFERRED" | "UNKNOWN";
export type StoredPaymentMethodKind = "CREDIT_CARD" | "PAY_PAL" | "SEPA";
export type ContractPaymentMethodSetInput = {
  contractId: string;
  paymentMethodId: string;
};
export type ContractPaymentMethodPageMutation$variables = {
  input: ContractPaymentMethodSetInput;
};
export type ContractPaymentMethodPageMutation$data = {
  readonly contractPaymentMethodSet: {
    readonly __typename: string;
    readonly contract?: {
      readonly canConfirm: boolean;
      readonly id: string;
      readonly missing: ReadonlyArray<ContractMissingData>;
      readonly paymentMethod: {
        readonly accountHolder: string | null | undefined;
        readonly cardBrand: string | null | undefined;
        readonly id: string;
        readonly kind: StoredPaymentMethodKind;
        readonly last4: string | null | undefined;
        readonly payPalEmail: string | null | undefined;
      } | null | undefined;
      readonly status: ContractStatus;
    };
    readonly message?: string;
  };
};
export type ContractPaymentMethodPageMutation = {
  response: ContractPaymentMethodPageMutation$data;
  variables: ContractPaymentMethodPageMutation$variables;
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
    "name": "contractPaymentMethodSet",
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
                "name": "missing",
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
                "concreteType": "StoredPaymentMethod",
                "kind": "LinkedField",
                "name": "paymentMethod",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "kind",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "cardBrand",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "last4",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "accountHolder",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "payPalEmail",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ContractChangeSuccess",
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
    "name": "ContractPaymentMethodPageMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ContractPaymentMethodPageMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "4706d195da8e5593b45642daa25a5ae36ef121c2da0290f6de2d55fd8b9258ba",
    "metadata": {},
    "name": "ContractPaymentMethodPageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e5f9acfe095be0b05ca3fefc55e13959";

export default node;
