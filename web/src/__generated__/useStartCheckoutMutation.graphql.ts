/**
 * @generated SignedSource<<79ca909699103e641191daa94b3e4af6>>
 * @relayHash 537b5d968e1e8cef66b935b73215ad7d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b9e5c511c31fc525bbe7630f17b64a80425085b7cb252ca3cfb5cfb197878ba5

import type { ConcreteRequest } from 'relay-runtime';
export type ErrorCode = "ACCOUNT_HAS_RUNNING_CONTRACTS" | "ADDRESS_COUNTRY_NOT_DELIVERED" | "ADDRESS_LIMIT_REACHED" | "ADDRESS_PHONE_REQUIRED" | "ALREADY_PARTICIPATING_IN_TODAYS_DRAW" | "ALREADY_RECIPIENT" | "ALREADY_RECIPIENT_OF_ANOTHER_CONTRACT_WITH_CONTRACT_MASTERDATA" | "ALREADY_UPCOMING_RECIPIENT" | "ALREADY_UPCOMING_RECIPIENT_OF_ANOTHER_CONTRACT_WITH_CONTRACT_MASTERDATA" | "CARTITEM_EXPIRED" | "CARTITEM_INACTIVE" | "CARTITEM_QUANTITY_HIGHER_THAN_PRODUCT_MAXQUANTITY" | "CARTITEM_QUANTITY_HIGHER_THAN_PRODUCT_STOCK" | "CART_CONTAINS_NOT_ONLY_TICKETS" | "CART_IS_EMPTY" | "CART_SHIPPINGCOUNTRYCODE_UNKNOWN" | "CHANGE_VIA_SUPPORT" | "CHANNEL_NAME_TAKEN" | "CHECKOUT_ADDRESSES_ARE_NOT_EQUAL" | "CHECKOUT_FOREIGN_ADDRESS_WITHOUT_PHONE" | "CONFIRMATION_RECENTLY_SENT" | "CONTRACT_ALREADY_CONFIRMED" | "CONTRACT_CONFIRMED" | "CONTRACT_INCOMPLETE" | "CONTRACT_NOT_TRANSFERABLE" | "CONTRACT_SUBSCRIBER_ONLY" | "CONTRACT_TERMINATED" | "CONTRACT_TRANSFERRED" | "CONTRACT_TRANSFER_PENDING" | "CONTRACT_TRANSFER_WRONG_PARTY" | "CURRENT_PASSWORD_INVALID" | "DAILY_DRAW_NOT_OPEN" | "DEFAULT_EMAIL_CANNOT_BE_DELETED" | "EMAILS_DO_NOT_MATCH" | "EMAIL_ADDRESS_ALREADY_EXISTS" | "EMAIL_ALREADY_CONFIRMED" | "EMAIL_CONFIRMATION_INVALID" | "EMAIL_LIMIT_REACHED" | "EMAIL_NOT_CONFIRMED" | "FANCLUB_AS_SEASON_TICKET_RECIPIENT_NOT_ALLOWED" | "GET_PROMOTIONCODE_INFO_VALIDATION_FAILURE" | "GET_VOUCHER_INFO_VALIDATION_FAILURE" | "IBAN_INVALID" | "INVALID_INPUT" | "JOB_APPLICATION_ALREADY_SUBMITTED" | "JOB_APPLICATION_LIMIT_REACHED" | "JOB_DOCUMENTS_MISSING" | "JOB_DOCUMENTS_TOO_LARGE" | "JOB_DOCUMENT_INVALID_FORMAT" | "JOB_DOCUMENT_LIMIT_REACHED" | "JOB_POSTING_CLOSED" | "JOB_UPLOAD_TOKEN_EXPIRED" | "JOB_UPLOAD_TOKEN_INVALID" | "MAIN_AD_CONSENT_REQUIRED" | "MARKETPLACE_OFFER_NOT_OPEN" | "MARKETPLACE_TICKET_IN_CART" | "MINIMUM_ORDER_VALUE_NOT_REACHED" | "NOT_FOUND" | "NOT_IN_PROMOTION_TIME_RANGE" | "NOT_ORGANIZATION_ADMIN" | "NO_PAYMENT_REQUIRED" | "ORDER_NOT_SHIPPABLE_TO_SELECTED_REGION" | "ORGANIZATION_ADMIN_LIMIT_REACHED" | "ORGANIZATION_ADMIN_REMOVAL_NEEDS_SUPPORT" | "ORGANIZATION_INVITATION_EXPIRED" | "ORGANIZATION_INVITATION_NOT_FOUND" | "ORGANIZATION_MEMBER_ALREADY_EXISTS" | "ORGANIZATION_MEMBER_NOT_CONFIRMED" | "ORGANIZATION_NEEDS_AN_ADMIN" | "PASSWORDS_DO_NOT_MATCH" | "PASSWORD_RULES" | "PAYMENT_METHOD_NOT_AVAILABLE" | "PAYMENT_REFUSED" | "PAYMENT_REQUIRED" | "PAYMENT_TOKEN_UNKNOWN" | "PAYOUT_NOT_RETRYABLE" | "PAYWALL_PAYMENT_DECLINED" | "PAYWALL_PLAN_UNKNOWN" | "PAYWALL_SUBSCRIPTION_EXISTS" | "PAYWALL_SUBSCRIPTION_NOT_CANCELLABLE" | "PAYWALL_UNAVAILABLE" | "PLATFORM_ACTIONS_ARE_NOT_ALLOWED" | "PROMOTIONCODE_CAN_ONLY_BE_USED_EXCLUSIVE" | "PROMOTIONCODE_IS_NOT_ACTIVE" | "PROMOTIONCODE_RESERVATION_VALIDATION_FAILURE" | "QUANTITY_TOO_LOW" | "RECIPIENT_NOT_FOUND" | "SAME_SUBSCRIBER_AS_CURRENT" | "SUBSCRIBER_IS_ALREADY_RECIPIENT_OF_ANOTHER_CONTRACT_WITH_CONTRACT_MASTERDATA" | "SUBSCRIBER_NOT_FOUND" | "SWEEPSTAKE_ALREADY_PARTICIPATING" | "SWEEPSTAKE_NOT_ACTIVE" | "TICKETING_REQUEST_FAILED" | "TICKETS_HELD_BY_OTHERS" | "TICKETS_SOLD_OUT" | "TICKET_ALREADY_TRANSFERRED" | "TICKET_IS_NOT_CHECKOUTABLE" | "TICKET_LIMIT_PER_MATCH_REACHED" | "TICKET_NOT_TRANSFERABLE" | "TICKET_TRANSFER_NOT_PENDING" | "TICKET_TRANSFER_PENDING" | "TICKET_TRANSFER_TO_SELF" | "TICKET_TRANSFER_WRONG_PARTY" | "TOO_MANY_ATTEMPTS" | "TRANSFER_LINK_EXPIRED" | "TRANSFER_NOT_PENDING" | "USER_HAS_RUNNING_PAYOUT" | "USER_HAS_UNCANCELLED_CONTRACT" | "USER_NOT_FOUND" | "VIDEO_SESSION_ENDED" | "VOUCHER_ALREADY_IN_USE" | "VOUCHER_WOULD_EXCEED_APPLICABLE_AMOUNT";
export type Language = "DE" | "EN" | "JA";
export type PaymentMethodKind = "CREDIT_CARD" | "NO_PAYMENT" | "PAYPAL" | "PURCHASE_ON_ACCOUNT" | "SEPA" | "STORED_CARD";
export type CheckoutStartInput = {
  billingAddress: CheckoutAddressInput;
  idempotencyKey: string;
  language?: Language | null | undefined;
  method: PaymentMethodKind;
  paymentTokenId?: string | null | undefined;
  sepa?: SepaAccountInput | null | undefined;
  shippingAddress: CheckoutAddressInput;
};
export type CheckoutAddressInput = {
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
export type SepaAccountInput = {
  accountHolder: string;
  iban: string;
};
export type useStartCheckoutMutation$variables = {
  input: CheckoutStartInput;
};
export type useStartCheckoutMutation$data = {
  readonly checkoutStart: {
    readonly __typename: string;
    readonly checkoutId?: string;
    readonly code?: ErrorCode;
    readonly confirmationId?: string;
    readonly field?: string;
    readonly message?: string;
    readonly scriptUrl?: string;
    readonly url?: string;
  };
};
export type useStartCheckoutMutation = {
  response: useStartCheckoutMutation$data;
  variables: useStartCheckoutMutation$variables;
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
  "name": "checkoutId",
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
    "name": "checkoutStart",
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
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "url",
            "storageKey": null
          }
        ],
        "type": "CheckoutRedirect",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "scriptUrl",
            "storageKey": null
          }
        ],
        "type": "CheckoutCardForm",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "confirmationId",
            "storageKey": null
          }
        ],
        "type": "CheckoutConfirmed",
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
        "selections": (v2/*:: as any*/),
        "type": "CheckoutForeignAddressWithoutPhoneError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v2/*:: as any*/),
        "type": "IbanInvalidError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
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
    "name": "useStartCheckoutMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useStartCheckoutMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "b9e5c511c31fc525bbe7630f17b64a80425085b7cb252ca3cfb5cfb197878ba5",
    "metadata": {},
    "name": "useStartCheckoutMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b27b4f51264c42a7e568fe12a69c396a";

export default node;
