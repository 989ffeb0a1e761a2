/**
 * @generated SignedSource<<6b6fd08efbf178712eb764cc40c26c51>>
 * @relayHash fc0b3cc20dc14bf706575198629cb6dc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e0765c8c0116b6479dc61b8fb49538edb71e6413ea32c2a2706cd98e79130425

import type { ConcreteRequest } from 'relay-runtime';
export type StoredPaymentMethodKind = "CREDIT_CARD" | "PAY_PAL" | "SEPA";
export type PaymentMethodAddInput = {
  billingAddress?: AddressInput | null | undefined;
  kind: StoredPaymentMethodKind;
  returnPath: string;
};
export type AddressInput = {
  additionalAddress?: string | null | undefined;
  city: string;
  company?: string | null | undefined;
  countryCode: string;
  firstName: string;
  lastName: string;
  phone?: string | null | undefined;
  postalCode: string;
  street: string;
};
export type PaymentMethodsPageAddMutation$variables = {
  input: PaymentMethodAddInput;
};
export type PaymentMethodsPageAddMutation$data = {
  readonly paymentMethodAdd: {
    readonly __typename: string;
    readonly message?: string;
    readonly paymentId?: string;
    readonly url?: string;
  };
};
export type PaymentMethodsPageAddMutation = {
  response: PaymentMethodsPageAddMutation$data;
  variables: PaymentMethodsPageAddMutation$variables;
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
    "name": "paymentMethodAdd",
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
            "kind": "ScalarField",
            "name": "paymentId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "url",
            "storageKey": null
          }
        ],
        "type": "PaymentMethodRedirect",
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
    "name": "PaymentMethodsPageAddMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PaymentMethodsPageAddMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e0765c8c0116b6479dc61b8fb49538edb71e6413ea32c2a2706cd98e79130425",
    "metadata": {},
    "name": "PaymentMethodsPageAddMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "92d7a88c9c77251be7f4465b8cbe1371";

export default node;
