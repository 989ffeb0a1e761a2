/**
 * @generated SignedSource<<80ca1d9ef872f150dfe8e89df038a932>>
 * @relayHash 745ee989d83a6de7de9f0f5058a42ac8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bd9975f0e49c575fc253f8da6f1d139dd7ccfd4ed551eb32d02534da3214b0b5

import type { ConcreteRequest } from 'relay-runtime';
export type MarketplaceOfferState = "CANCELLED" | "CREATED" | "PAYMENT_FAILED" | "PAYMENT_SUCCEEDED" | "PENDING" | "SOLD" | "UNKNOWN";
export type PayoutType = "CREDIT_CARD" | "ORIGINAL_PAYMENT" | "PAY_PAL" | "VOUCHER";
export type TicketNotOfferableReason = "ALREADY_OFFERED" | "EVENT_STARTED" | "NOT_TRANSFERABLE" | "OTHER" | "TRANSFER_PENDING";
export type MarketplaceOfferCreateInput = {
  address: AddressInput;
  paymentMethodId?: string | null | undefined;
  payoutType: PayoutType;
  ticketId: string;
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
export type MarketplaceOfferCreatePageMutation$variables = {
  input: MarketplaceOfferCreateInput;
};
export type MarketplaceOfferCreatePageMutation$data = {
  readonly marketplaceOfferCreate: {
    readonly __typename: string;
    readonly field?: string;
    readonly message?: string;
    readonly offer?: {
      readonly canWithdraw: boolean;
      readonly id: string;
      readonly state: MarketplaceOfferState;
    };
    readonly ticket?: {
      readonly id: string;
      readonly isTransferable: boolean;
      readonly marketplace: {
        readonly canBeOffered: boolean;
        readonly notOfferableReason: TicketNotOfferableReason | null | undefined;
      } | null | undefined;
    } | null | undefined;
  };
};
export type MarketplaceOfferCreatePageMutation = {
  response: MarketplaceOfferCreatePageMutation$data;
  variables: MarketplaceOfferCreatePageMutation$variables;
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
    "name": "marketplaceOfferCreate",
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
              (v1/*:: as any*/),
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
                "name": "canWithdraw",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Ticket",
            "kind": "LinkedField",
            "name": "ticket",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isTransferable",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "TicketMarketplace",
                "kind": "LinkedField",
                "name": "marketplace",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "canBeOffered",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "notOfferableReason",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MarketplaceOfferCreateSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v2/*:: as any*/),
        "type": "PayoutTypeNotAvailableError",
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
    "name": "MarketplaceOfferCreatePageMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MarketplaceOfferCreatePageMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "bd9975f0e49c575fc253f8da6f1d139dd7ccfd4ed551eb32d02534da3214b0b5",
    "metadata": {},
    "name": "MarketplaceOfferCreatePageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "88d115bef8098d37be10a71e86143c40";

export default node;
