/**
 * @generated SignedSource<<0c89e5dbb055844c3e14b3e67728b29f>>
 * @relayHash b36f5c82d39c9a61a3878b4748a60cd5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f81c831a3e8afc78abee39d2b5a09a8b1cc9fb89662ed158cc325dd1b0b45473

import { ConcreteRequest } from 'relay-runtime';
export type Language = "DE" | "EN" | "JA";
export type MarketplaceOfferState = "CANCELLED" | "CREATED" | "PAYMENT_FAILED" | "PAYMENT_SUCCEEDED" | "PENDING" | "SOLD" | "UNKNOWN";
export type StoredPaymentMethodKind = "CREDIT_CARD" | "PAY_PAL" | "SEPA";
export type PayoutRetryInput = {
  offerId: string;
  paymentMethodId: string;
};
export type PayoutRetryMutation$variables = {
  input: PayoutRetryInput;
  language: Language;
};
export type PayoutRetryMutation$data = {
  readonly payoutRetry: {
    readonly __typename: string;
    readonly message?: string;
    readonly offer?: {
      readonly canRetry: boolean;
      readonly canWithdraw: boolean;
      readonly failureReason: string | null | undefined;
      readonly id: string;
      readonly paidOutAt: string | null | undefined;
      readonly paymentMethod: {
        readonly kind: StoredPaymentMethodKind;
        readonly label: string;
      } | null | undefined;
      readonly state: MarketplaceOfferState;
      readonly voucherCode: string | null | undefined;
    };
  };
};
export type PayoutRetryMutation = {
  response: PayoutRetryMutation$data;
  variables: PayoutRetryMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "language"
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
    "name": "payoutRetry",
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
            "concreteType": "MarketplaceOffer",
            "kind": "LinkedField",
            "name": "offer",
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
                "name": "canRetry",
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
                "args": [
                  {
                    "kind": "Variable",
                    "name": "language",
                    "variableName": "language"
                  }
                ],
                "kind": "ScalarField",
                "name": "failureReason",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "paidOutAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "voucherCode",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PayoutPaymentMethod",
                "kind": "LinkedField",
                "name": "paymentMethod",
                "plural": false,
                "selections": [
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
                    "name": "label",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "PayoutRetrySuccess",
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
    "name": "PayoutRetryMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PayoutRetryMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f81c831a3e8afc78abee39d2b5a09a8b1cc9fb89662ed158cc325dd1b0b45473",
    "metadata": {},
    "name": "PayoutRetryMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7a7204dd4b4e8af57426d06e1cd38cc1";

export default node;
