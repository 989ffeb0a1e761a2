/**
 * @generated SignedSource<<d851e20405e341de964134e470d737d4>>
 * @relayHash 271d78b561abe2e91052dd4a995a754a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7991428fd8d0ba8503454686cd5117281353c5c69c0a0cd30bf7cabe11c751e2

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ErrorCode = "ACCOUNT_HAS_RUNNING_CONTRACTS" | "ADDRESS_COUNTRY_NOT_DELIVERED" | "ADDRESS_LIMIT_REACHED" | "ADDRESS_PHONE_REQUIRED" | "ALREADY_PARTICIPATING_IN_TODAYS_DRAW" | "ALREADY_RECIPIENT" | "ALREADY_RECIPIENT_OF_ANOTHER_CONTRACT_WITH_CONTRACT_MASTERDATA" | "ALREADY_UPCOMING_RECIPIENT" | "ALREADY_UPCOMING_RECIPIENT_OF_ANOTHER_CONTRACT_WITH_CONTRACT_MASTERDATA" | "CARTITEM_EXPIRED" | "CARTITEM_INACTIVE" | "CARTITEM_QUANTITY_HIGHER_THAN_PRODUCT_MAXQUANTITY" | "CARTITEM_QUANTITY_HIGHER_THAN_PRODUCT_STOCK" | "CART_CONTAINS_NOT_ONLY_TICKETS" | "CART_IS_EMPTY" | "CART_SHIPPINGCOUNTRYCODE_UNKNOWN" | "CHANGE_VIA_SUPPORT" | "CHANNEL_NAME_TAKEN" | "CHECKOUT_ADDRESSES_ARE_NOT_EQUAL" | "CHECKOUT_FOREIGN_ADDRESS_WITHOUT_PHONE" | "CONFIRMATION_RECENTLY_SENT" | "CONTRACT_ALREADY_CONFIRMED" | "CONTRACT_CONFIRMED" | "CONTRACT_INCOMPLETE" | "CONTRACT_NOT_TRANSFERABLE" | "CONTRACT_SUBSCRIBER_ONLY" | "CONTRACT_TERMINATED" | "CONTRACT_TRANSFERRED" | "CONTRACT_TRANSFER_PENDING" | "CONTRACT_TRANSFER_WRONG_PARTY" | "CURRENT_PASSWORD_INVALID" | "DAILY_DRAW_NOT_OPEN" | "DEFAULT_EMAIL_CANNOT_BE_DELETED" | "EMAILS_DO_NOT_MATCH" | "EMAIL_ADDRESS_ALREADY_EXISTS" | "EMAIL_ALREADY_CONFIRMED" | "EMAIL_CONFIRMATION_INVALID" | "EMAIL_LIMIT_REACHED" | "EMAIL_NOT_CONFIRMED" | "FANCLUB_AS_SEASON_TICKET_RECIPIENT_NOT_ALLOWED" | "GET_PROMOTIONCODE_INFO_VALIDATION_FAILURE" | "GET_VOUCHER_INFO_VALIDATION_FAILURE" | "IBAN_INVALID" | "INVALID_INPUT" | "JOB_APPLICATION_ALREADY_SUBMITTED" | "JOB_APPLICATION_LIMIT_REACHED" | "JOB_DOCUMENTS_MISSING" | "JOB_DOCUMENTS_TOO_LARGE" | "JOB_DOCUMENT_INVALID_FORMAT" | "JOB_DOCUMENT_LIMIT_REACHED" | "JOB_POSTING_CLOSED" | "JOB_UPLOAD_TOKEN_EXPIRED" | "JOB_UPLOAD_TOKEN_INVALID" | "MAIN_AD_CONSENT_REQUIRED" | "MARKETPLACE_OFFER_NOT_OPEN" | "MARKETPLACE_TICKET_IN_CART" | "MINIMUM_ORDER_VALUE_NOT_REACHED" | "NOT_FOUND" | "NOT_IN_PROMOTION_TIME_RANGE" | "NOT_ORGANIZATION_ADMIN" | "NO_PAYMENT_REQUIRED" | "ORDER_NOT_SHIPPABLE_TO_SELECTED_REGION" | "ORGANIZATION_ADMIN_LIMIT_REACHED" | "ORGANIZATION_ADMIN_REMOVAL_NEEDS_SUPPORT" | "ORGANIZATION_INVITATION_EXPIRED" | "ORGANIZATION_INVITATION_NOT_FOUND" | "ORGANIZATION_MEMBER_ALREADY_EXISTS" | "ORGANIZATION_MEMBER_NOT_CONFIRMED" | "ORGANIZATION_NEEDS_AN_ADMIN" | "PASSWORDS_DO_NOT_MATCH" | "PASSWORD_RULES" | "PAYMENT_METHOD_NOT_AVAILABLE" | "PAYMENT_REFUSED" | "PAYMENT_REQUIRED" | "PAYMENT_TOKEN_UNKNOWN" | "PAYOUT_NOT_RETRYABLE" | "PAYWALL_PAYMENT_DECLINED" | "PAYWALL_PLAN_UNKNOWN" | "PAYWALL_SUBSCRIPTION_EXISTS" | "PAYWALL_SUBSCRIPTION_NOT_CANCELLABLE" | "PAYWALL_UNAVAILABLE" | "PLATFORM_ACTIONS_ARE_NOT_ALLOWED" | "PROMOTIONCODE_CAN_ONLY_BE_USED_EXCLUSIVE" | "PROMOTIONCODE_IS_NOT_ACTIVE" | "PROMOTIONCODE_RESERVATION_VALIDATION_FAILURE" | "QUANTITY_TOO_LOW" | "RECIPIENT_NOT_FOUND" | "SAME_SUBSCRIBER_AS_CURRENT" | "SUBSCRIBER_IS_ALREADY_RECIPIENT_OF_ANOTHER_CONTRACT_WITH_CONTRACT_MASTERDATA" | "SUBSCRIBER_NOT_FOUND" | "SWEEPSTAKE_ALREADY_PARTICIPATING" | "SWEEPSTAKE_NOT_ACTIVE" | "TICKETING_REQUEST_FAILED" | "TICKETS_HELD_BY_OTHERS" | "TICKETS_SOLD_OUT" | "TICKET_ALREADY_TRANSFERRED" | "TICKET_IS_NOT_CHECKOUTABLE" | "TICKET_LIMIT_PER_MATCH_REACHED" | "TICKET_NOT_TRANSFERABLE" | "TICKET_TRANSFER_NOT_PENDING" | "TICKET_TRANSFER_PENDING" | "TICKET_TRANSFER_TO_SELF" | "TICKET_TRANSFER_WRONG_PARTY" | "TOO_MANY_ATTEMPTS" | "TRANSFER_LINK_EXPIRED" | "TRANSFER_NOT_PENDING" | "USER_HAS_RUNNING_PAYOUT" | "USER_HAS_UNCANCELLED_CONTRACT" | "USER_NOT_FOUND" | "VIDEO_SESSION_ENDED" | "VOUCHER_ALREADY_IN_USE" | "VOUCHER_WOULD_EXCEED_APPLICABLE_AMOUNT";
export type Language = "DE" | "EN" | "JA";
export type CartItemAddInput = {
  countryCode?: string | null | undefined;
  options?: ReadonlyArray<CartItemOptionInput> | null | undefined;
  quantity: number;
  sku: string;
};
export type CartItemOptionInput = {
  name: string;
  value: string;
};
export type useCartItemAddMutation$variables = {
  input: CartItemAddInput;
  language: Language;
};
export type useCartItemAddMutation$data = {
  readonly cartItemAdd: {
    readonly __typename: string;
    readonly cart?: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"CartBadge_cart" | "CartView_cart">;
    };
    readonly code?: ErrorCode;
    readonly message?: string;
  };
};
export type useCartItemAddMutation = {
  response: useCartItemAddMutation$data;
  variables: useCartItemAddMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v6 = [
  (v4/*:: as any*/),
  (v5/*:: as any*/)
],
v7 = {
  "kind": "InlineFragment",
  "selections": (v6/*:: as any*/),
  "type": "Error",
  "abstractKey": "__isError"
},
v8 = [
  (v3/*:: as any*/),
  (v5/*:: as any*/)
],
v9 = [
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
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "totalPrice",
  "plural": false,
  "selections": (v9/*:: as any*/),
  "storageKey": null
},
v11 = [
  {
    "kind": "Variable",
    "name": "language",
    "variableName": "language"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCartItemAddMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "cartItemAdd",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Cart",
                "kind": "LinkedField",
                "name": "cart",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "CartBadge_cart"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "CartView_cart"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "CartItemAddSuccess",
            "abstractKey": null
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCartItemAddMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "cartItemAdd",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Cart",
                "kind": "LinkedField",
                "name": "cart",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "itemCount",
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
                    "concreteType": "CartMergeNotice",
                    "kind": "LinkedField",
                    "name": "mergeNotices",
                    "plural": true,
                    "selections": (v8/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CartVoucherNotice",
                    "kind": "LinkedField",
                    "name": "voucherNotices",
                    "plural": true,
                    "selections": (v8/*:: as any*/),
                    "storageKey": null
                  },
                  (v10/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CartOrder",
                    "kind": "LinkedField",
                    "name": "orders",
                    "plural": true,
                    "selections": [
                      (v3/*:: as any*/),
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
                        "concreteType": "Money",
                        "kind": "LinkedField",
                        "name": "itemsPrice",
                        "plural": false,
                        "selections": (v9/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Money",
                        "kind": "LinkedField",
                        "name": "shippingPrice",
                        "plural": false,
                        "selections": (v9/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "CartVoucher",
                        "kind": "LinkedField",
                        "name": "vouchers",
                        "plural": true,
                        "selections": [
                          (v3/*:: as any*/),
                          (v4/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Money",
                            "kind": "LinkedField",
                            "name": "amount",
                            "plural": false,
                            "selections": (v9/*:: as any*/),
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "CartPromotionCode",
                        "kind": "LinkedField",
                        "name": "promotionCodes",
                        "plural": true,
                        "selections": [
                          (v3/*:: as any*/),
                          (v4/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Partner",
                            "kind": "LinkedField",
                            "name": "partner",
                            "plural": false,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "displayName",
                                "storageKey": null
                              },
                              (v3/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Money",
                            "kind": "LinkedField",
                            "name": "discount",
                            "plural": false,
                            "selections": (v9/*:: as any*/),
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "CartItem",
                        "kind": "LinkedField",
                        "name": "items",
                        "plural": true,
                        "selections": [
                          (v3/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "sku",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": (v11/*:: as any*/),
                            "kind": "ScalarField",
                            "name": "name",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "quantity",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "maximumQuantity",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "isTicket",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "isExpired",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "saleClosed",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "reservationSecondsLeft",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "imageUrl",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "CartItemOption",
                            "kind": "LinkedField",
                            "name": "options",
                            "plural": true,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "name",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "value",
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Money",
                            "kind": "LinkedField",
                            "name": "unitPrice",
                            "plural": false,
                            "selections": (v9/*:: as any*/),
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Money",
                            "kind": "LinkedField",
                            "name": "memberUnitPrice",
                            "plural": false,
                            "selections": (v9/*:: as any*/),
                            "storageKey": null
                          },
                          (v10/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Product",
                            "kind": "LinkedField",
                            "name": "product",
                            "plural": false,
                            "selections": [
                              {
                                "alias": null,
                                "args": (v11/*:: as any*/),
                                "kind": "ScalarField",
                                "name": "slug",
                                "storageKey": null
                              },
                              (v3/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "expiredTicketCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CartValidationError",
                    "kind": "LinkedField",
                    "name": "validationErrors",
                    "plural": true,
                    "selections": (v6/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CartPricing",
                    "kind": "LinkedField",
                    "name": "pricing",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "showMemberPrices",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "inBirthdayRange",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "memberDiscountPercent",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "CartItemAddSuccess",
            "abstractKey": null
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "7991428fd8d0ba8503454686cd5117281353c5c69c0a0cd30bf7cabe11c751e2",
    "metadata": {},
    "name": "useCartItemAddMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e5dbda68caa326e23d56a181a44fd881";

export default node;
