/**
 * @generated SignedSource<<3db33ea0324fa6e9cccebd0577899ee5>>
 * @relayHash 8f8f0af6720a3610ade9e67f1a45ae64
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f54380e623fb121bc4c0704a07df94a2a4410719985f1100e67e3bc8e8831be4

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PayoutType = "CREDIT_CARD" | "ORIGINAL_PAYMENT" | "PAY_PAL" | "VOUCHER";
export type MarketplaceOfferQuoteRefetchQuery$variables = {
  id: string;
  paymentMethodId?: string | null | undefined;
  payoutType?: PayoutType | null | undefined;
  signedIn: boolean;
};
export type MarketplaceOfferQuoteRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"MarketplaceOfferQuote_query">;
};
export type MarketplaceOfferQuoteRefetchQuery = {
  response: MarketplaceOfferQuoteRefetchQuery$data;
  variables: MarketplaceOfferQuoteRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
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
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "signedIn"
  }
],
v1 = {
  "kind": "Variable",
  "name": "paymentMethodId",
  "variableName": "paymentMethodId"
},
v2 = {
  "kind": "Variable",
  "name": "payoutType",
  "variableName": "payoutType"
},
v3 = [
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
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MarketplaceOfferQuoteRefetchQuery",
    "selections": [
      {
        "args": [
          (v1/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "MarketplaceOfferQuote_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MarketplaceOfferQuoteRefetchQuery",
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
                  (v1/*:: as any*/),
                  (v2/*:: as any*/),
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
                        "selections": (v3/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Money",
                        "kind": "LinkedField",
                        "name": "handlingFee",
                        "plural": false,
                        "selections": (v3/*:: as any*/),
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
                        "selections": (v3/*:: as any*/),
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
                        "selections": (v3/*:: as any*/),
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
    ]
  },
  "params": {
    "id": "f54380e623fb121bc4c0704a07df94a2a4410719985f1100e67e3bc8e8831be4",
    "metadata": {},
    "name": "MarketplaceOfferQuoteRefetchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "fffbf5279c4ca1b5f6bd792e7d0f5693";

export default node;
