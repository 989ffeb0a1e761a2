/**
 * @generated SignedSource<<0bd7d5a76ea1371127cb7de358346017>>
 * @relayHash 2bd584258f35550e60d56878abb349dc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ca76c32bd3b38bb8308a83e9069f9ac4d937cbfea32b3596bbe31edc92bf5ede

import type { ConcreteRequest } from 'relay-runtime';
export type ContractAddressType = "INVOICE" | "SHIPPING";
export type ContractMissingData = "INVOICE_ADDRESS" | "PAYMENT_METHOD" | "SHIPPING_ADDRESS";
export type ContractStatus = "CONFIRMED" | "INCOMPLETE" | "NOT_CONFIRMED" | "PENDING_RECIPIENT" | "PENDING_SUBSCRIBER" | "SUBSCRIBER_CHANGED" | "TERMINATED" | "TRANSFERRED" | "UNKNOWN";
export type ContractAddressSetInput = {
  address: AddressInput;
  contractId: string;
  type: ContractAddressType;
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
export type ContractAddressPageMutation$variables = {
  input: ContractAddressSetInput;
};
export type ContractAddressPageMutation$data = {
  readonly contractAddressSet: {
    readonly __typename: string;
    readonly contract?: {
      readonly canConfirm: boolean;
      readonly id: string;
      readonly invoiceAddress: {
        readonly additionalAddress: string | null | undefined;
        readonly city: string;
        readonly company: string | null | undefined;
        readonly countryCode: string;
        readonly firstName: string;
        readonly lastName: string;
        readonly phone: string | null | undefined;
        readonly postalCode: string;
        readonly street: string;
      } | null | undefined;
      readonly missing: ReadonlyArray<ContractMissingData>;
      readonly shippingAddress: {
        readonly additionalAddress: string | null | undefined;
        readonly city: string;
        readonly company: string | null | undefined;
        readonly countryCode: string;
        readonly firstName: string;
        readonly lastName: string;
        readonly phone: string | null | undefined;
        readonly postalCode: string;
        readonly street: string;
      } | null | undefined;
      readonly status: ContractStatus;
    };
    readonly field?: string;
    readonly message?: string;
  };
};
export type ContractAddressPageMutation = {
  response: ContractAddressPageMutation$data;
  variables: ContractAddressPageMutation$variables;
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
    "args": null,
    "kind": "ScalarField",
    "name": "company",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "firstName",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "lastName",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "street",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "additionalAddress",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "postalCode",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "city",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "countryCode",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "phone",
    "storageKey": null
  }
],
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "field",
    "storageKey": null
  }
],
v3 = [
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
    "name": "contractAddressSet",
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
                "concreteType": "PostalAddress",
                "kind": "LinkedField",
                "name": "invoiceAddress",
                "plural": false,
                "selections": (v1/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PostalAddress",
                "kind": "LinkedField",
                "name": "shippingAddress",
                "plural": false,
                "selections": (v1/*:: as any*/),
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
        "selections": (v2/*:: as any*/),
        "type": "AddressPhoneRequiredError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v2/*:: as any*/),
        "type": "AddressCountryNotDeliveredError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v2/*:: as any*/),
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
    "name": "ContractAddressPageMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ContractAddressPageMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "ca76c32bd3b38bb8308a83e9069f9ac4d937cbfea32b3596bbe31edc92bf5ede",
    "metadata": {},
    "name": "ContractAddressPageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "425403b4a9d3959a7bfa08913273b452";

export default node;
