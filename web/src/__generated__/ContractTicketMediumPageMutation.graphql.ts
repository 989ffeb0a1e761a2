/**
 * @generated SignedSource<<78ed06b9733f669aedaf3d19772b7862>>
 * @relayHash e09d6bcd1a0b0d8d962e98fc8a5e8a42
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 81b9a7220d57980a46ed497ada30be205d6d965760100c5f2882e24d7061341e

import type { ConcreteRequest } from 'relay-runtime';
export type ContractMissingData = "INVOICE_ADDRESS" | "PAYMENT_METHOD" | "SHIPPING_ADDRESS";
export type ContractStatus = "CONFIRMED" | "INCOMPLETE" | "NOT_CONFIRMED" | "PENDING_RECIPIENT" | "PENDING_SUBSCRIBER" | "SUBSCRIBER_CHANGED" | "TERMINATED" | "TRANSFERRED" | "UNKNOWN";
export type Language = "DE" | "EN" | "JA";
export type ContractTicketMediumSetInput = {
  contractId: string;
  ticketMedium: string;
};
export type ContractTicketMediumPageMutation$variables = {
  input: ContractTicketMediumSetInput;
  language: Language;
};
export type ContractTicketMediumPageMutation$data = {
  readonly contractTicketMediumSet: {
    readonly __typename: string;
    readonly contract?: {
      readonly canConfirm: boolean;
      readonly id: string;
      readonly missing: ReadonlyArray<ContractMissingData>;
      readonly status: ContractStatus;
      readonly ticketMedium: {
        readonly code: string;
        readonly isCurrent: boolean;
        readonly name: string;
        readonly needsShippingAddress: boolean;
      } | null | undefined;
    };
    readonly field?: string;
    readonly message?: string;
  };
};
export type ContractTicketMediumPageMutation = {
  response: ContractTicketMediumPageMutation$data;
  variables: ContractTicketMediumPageMutation$variables;
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
    "name": "contractTicketMediumSet",
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
                "concreteType": "ContractTicketMedium",
                "kind": "LinkedField",
                "name": "ticketMedium",
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
                    "kind": "ScalarField",
                    "name": "needsShippingAddress",
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
    "name": "ContractTicketMediumPageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ContractTicketMediumPageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "81b9a7220d57980a46ed497ada30be205d6d965760100c5f2882e24d7061341e",
    "metadata": {},
    "name": "ContractTicketMediumPageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8fa6d4798591c35780275f12ecc8dbb1";

export default node;
