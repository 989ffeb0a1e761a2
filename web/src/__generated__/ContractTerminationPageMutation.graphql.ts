/**
 * @generated SignedSource<<d2afebcf8296cd6eeb1939ff1558e4b3>>
 * @relayHash e7114b14e18072a894cc08ee193b62ef
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f2d90f75d11d38b959cfc82ff56faef4337372ab474e9fce5949453d54a3ca53

import type { ConcreteRequest } from 'relay-runtime';
export type ContractStatus = "CONFIRMED" | "INCOMPLETE" | "NOT_CONFIRMED" | "PENDING_RECIPIENT" | "PENDING_SUBSCRIBER" | "SUBSCRIBER_CHANGED" | "TERMINATED" | "TRANSFERRED" | "UNKNOWN";
export type Language = "DE" | "EN" | "JA";
export type ContractTerminateInput = {
  contractId: string;
  reasonId: number;
};
export type ContractTerminationPageMutation$variables = {
  input: ContractTerminateInput;
  language: Language;
};
export type ContractTerminationPageMutation$data = {
  readonly contractTerminate: {
    readonly __typename: string;
    readonly contract?: {
      readonly canChange: boolean;
      readonly canConfirm: boolean;
      readonly endsOn: string | null | undefined;
      readonly id: string;
      readonly status: ContractStatus;
      readonly terminatedAt: string | null | undefined;
      readonly terminationReason: {
        readonly internalId: number;
        readonly text: string;
      } | null | undefined;
      readonly upcomingRecipient: {
        readonly firstName: string;
      } | null | undefined;
    };
    readonly field?: string;
    readonly message?: string;
  };
};
export type ContractTerminationPageMutation = {
  response: ContractTerminationPageMutation$data;
  variables: ContractTerminationPageMutation$variables;
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
    "name": "contractTerminate",
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
                "kind": "ScalarField",
                "name": "endsOn",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "terminatedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ContractPerson",
                "kind": "LinkedField",
                "name": "upcomingRecipient",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "firstName",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ContractTerminationReason",
                "kind": "LinkedField",
                "name": "terminationReason",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "internalId",
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
                    "name": "text",
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
    "name": "ContractTerminationPageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ContractTerminationPageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f2d90f75d11d38b959cfc82ff56faef4337372ab474e9fce5949453d54a3ca53",
    "metadata": {},
    "name": "ContractTerminationPageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "814be8c8542e68517874876d0508aa3d";

export default node;
