/**
 * @generated SignedSource<<4373c197e29aefbde7ba7d36bc8ff534>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CurrencyCode = "EUR";
import type { FragmentRefs } from "relay-runtime";
export type MarketplaceOfferQuote_query$data = {
  readonly viewer: {
    readonly marketplaceOfferQuote?: {
      readonly __typename: string;
      readonly handlingFee?: {
        readonly amount: string;
        readonly currencyCode: CurrencyCode;
      };
      readonly handlingFeePercent?: string;
      readonly message?: string;
      readonly payoutAmount?: {
        readonly amount: string;
        readonly currencyCode: CurrencyCode;
      };
      readonly reimbursementFee?: {
        readonly amount: string;
        readonly currencyCode: CurrencyCode;
      };
      readonly reimbursementFeePercent?: string;
      readonly ticketPrice?: {
        readonly amount: string;
        readonly currencyCode: CurrencyCode;
      };
    } | null | undefined;
  };
  readonly " $fragmentType": "MarketplaceOfferQuote_query";
};
export type MarketplaceOfferQuote_query$key = {
  readonly " $data"?: MarketplaceOfferQuote_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"MarketplaceOfferQuote_query">;
};

import MarketplaceOfferQuoteRefetchQuery_graphql from './MarketplaceOfferQuoteRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
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
];
return {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "id"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "paymentMethodId"
    },
    {
      "defaultValue": "VOUCHER",
      "kind": "LocalArgument",
      "name": "payoutType"
    },
    {
      "kind": "RootArgument",
      "name": "signedIn"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": MarketplaceOfferQuoteRefetchQuery_graphql
    }
  },
  "name": "MarketplaceOfferQuote_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Viewer",
      "kind": "LinkedField",
      "name": "viewer",
      "plural": false,
      "selections": [
        {
          "condition": "signedIn",
          "kind": "Condition",
          "passingValue": true,
          "selections": [
            {
              "alias": null,
              "args": [
                {
                  "kind": "Variable",
                  "name": "paymentMethodId",
                  "variableName": "paymentMethodId"
                },
                {
                  "kind": "Variable",
                  "name": "payoutType",
                  "variableName": "payoutType"
                },
                {
                  "kind": "Variable",
                  "name": "ticketId",
                  "variableName": "id"
                }
              ],
              "concreteType": null,
              "kind": "LinkedField",
              "name": "marketplaceOfferQuote",
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
                      "concreteType": "Money",
                      "kind": "LinkedField",
                      "name": "ticketPrice",
                      "plural": false,
                      "selections": (v0/*:: as any*/),
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "Money",
                      "kind": "LinkedField",
                      "name": "handlingFee",
                      "plural": false,
                      "selections": (v0/*:: as any*/),
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "handlingFeePercent",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "Money",
                      "kind": "LinkedField",
                      "name": "reimbursementFee",
                      "plural": false,
                      "selections": (v0/*:: as any*/),
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "reimbursementFeePercent",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "Money",
                      "kind": "LinkedField",
                      "name": "payoutAmount",
                      "plural": false,
                      "selections": (v0/*:: as any*/),
                      "storageKey": null
                    }
                  ],
                  "type": "MarketplaceOfferQuote",
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
          ]
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "fffbf5279c4ca1b5f6bd792e7d0f5693";

export default node;
