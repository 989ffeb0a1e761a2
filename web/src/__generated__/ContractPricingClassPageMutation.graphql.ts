/**
 * @generated SignedSource<<4d09a439b75cfe670af3aec36e5b7b22>>
 * @relayHash e97547fc243dd961e831138146a544ef
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 26b235bbb52f9264246603399460e69da1d93af4d6403247b2fae22b38cabba7

import type { ConcreteRequest } from 'relay-runtime';
export type CurrencyCode = "EUR";
export type Language = "DE" | "EN" | "JA";
export type ContractPricingClassSetInput = {
  contractId: string;
  pricingClass: string;
};
export type ContractPricingClassPageMutation$variables = {
  input: ContractPricingClassSetInput;
  language: Language;
};
export type ContractPricingClassPageMutation$data = {
  readonly contractPricingClassSet: {
    readonly __typename: string;
    readonly contract?: {
      readonly id: string;
      readonly pricingClass: {
        readonly code: string;
        readonly isCurrent: boolean;
        readonly name: string;
        readonly price: {
          readonly amount: string;
          readonly currencyCode: CurrencyCode;
        };
      } | null | undefined;
    };
    readonly field?: string;
    readonly message?: string;
  };
};
export type ContractPricingClassPageMutation = {
  response: ContractPricingClassPageMutation$data;
  variables: ContractPricingClassPageMutation$variables;
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
    "name": "contractPricingClassSet",
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
                "concreteType": "ContractPricingClass",
                "kind": "LinkedField",
                "name": "pricingClass",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "code",
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
                    "name": "name",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "price",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "amount",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "currencyCode",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isCurrent",
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
    "name": "ContractPricingClassPageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ContractPricingClassPageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "26b235bbb52f9264246603399460e69da1d93af4d6403247b2fae22b38cabba7",
    "metadata": {},
    "name": "ContractPricingClassPageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "712b17a9ef09cb619cb17b23f5b00028";

export default node;
