/**
 * @generated SignedSource<<db0055fbc71294c61127a4b8d1168361>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CartOrderKind = "MERCHANDISE" | "TICKETS";
export type ErrorCode = "ACCOUNT_HAS_RUNNING_CONTRACTS" | "ADDRESS_COUNTRY_NOT_DELIVERED" | "ADDRESS_LIMIT_REACHED" | "ADDRESS_PHONE_REQUIRED" | "ALREADY_PARTICIPATING_IN_TODAYS_DRAW" | "ALREADY_RECIPIENT" | "ALREADY_RECIPIENT_OF_ANOTHER_CONTRACT_WITH_CONTRACT_MASTERDATA" | "ALREADY_UPCOMING_RECIPIENT" | "ALREADY_UPCOMING_RECIPIENT_OF_ANOTHER_CONTRACT_WITH_CONTRACT_MASTERDATA" | "CARTITEM_EXPIRED" | "CARTITEM_INACTIVE" | "CARTITEM_QUANTITY_HIGHER_THAN_PRODUCT_MAXQUANTITY" | "CARTITEM_QUANTITY_HIGHER_THAN_PRODUCT_STOCK" | "CART_CONTAINS_NOT_ONLY_TICKETS" | "CART_IS_EMPTY" | "CART_SHIPPINGCOUNTRYCODE_UNKNOWN" | "CHANGE_VIA_SUPPORT" | "CHANNEL_NAME_TAKEN" | "CHECKOUT_ADDRESSES_ARE_NOT_EQUAL" | "CHECKOUT_FOREIGN_ADDRESS_WITHOUT_PHONE" | "CONFIRMATION_RECENTLY_SENT" | "CONTRACT_ALREADY_CONFIRMED" | "CONTRACT_CONFIRMED" | "CONTRACT_INCOMPLETE" | "CONTRACT_NOT_TRANSFERABLE" | "CONTRACT_SUBSCRIBER_ONLY" | "CONTRACT_TERMINATED" | "CONTRACT_TRANSFERRED" | "CONTRACT_TRANSFER_PENDING" | "CONTRACT_TRANSFER_WRONG_PARTY" | "CURRENT_PASSWORD_INVALID" | "DAILY_DRAW_NOT_OPEN" | "DEFAULT_EMAIL_CANNOT_BE_DELETED" | "EMAILS_DO_NOT_MATCH" | "EMAIL_ADDRESS_ALREADY_EXISTS" | "EMAIL_ALREADY_CONFIRMED" | "EMAIL_CONFIRMATION_INVALID" | "EMAIL_LIMIT_REACHED" | "EMAIL_NOT_CONFIRMED" | "FANCLUB_AS_SEASON_TICKET_RECIPIENT_NOT_ALLOWED" | "GET_PROMOTIONCODE_INFO_VALIDATION_FAILURE" | "GET_VOUCHER_INFO_VALIDATION_FAILURE" | "IBAN_INVALID" | "INVALID_INPUT" | "JOB_APPLICATION_ALREADY_SUBMITTED" | "JOB_APPLICATION_LIMIT_REACHED" | "JOB_DOCUMENTS_MISSING" | "JOB_DOCUMENTS_TOO_LARGE" | "JOB_DOCUMENT_INVALID_FORMAT" | "JOB_DOCUMENT_LIMIT_REACHED" | "JOB_POSTING_CLOSED" | "JOB_UPLOAD_TOKEN_EXPIRED" | "JOB_UPLOAD_TOKEN_INVALID" | "MAIN_AD_CONSENT_REQUIRED" | "MARKETPLACE_OFFER_NOT_OPEN" | "MARKETPLACE_TICKET_IN_CART" | "MINIMUM_ORDER_VALUE_NOT_REACHED" | "NOT_FOUND" | "NOT_IN_PROMOTION_TIME_RANGE" | "NOT_ORGANIZATION_ADMIN" | "NO_PAYMENT_REQUIRED" | "ORDER_NOT_SHIPPABLE_TO_SELECTED_REGION" | "ORGANIZATION_ADMIN_LIMIT_REACHED" | "ORGANIZATION_ADMIN_REMOVAL_NEEDS_SUPPORT" | "ORGANIZATION_INVITATION_EXPIRED" | "ORGANIZATION_INVITATION_NOT_FOUND" | "ORGANIZATION_MEMBER_ALREADY_EXISTS" | "ORGANIZATION_MEMBER_NOT_CONFIRMED" | "ORGANIZATION_NEEDS_AN_ADMIN" | "PASSWORDS_DO_NOT_MATCH" | "PASSWORD_RULES" | "PAYMENT_METHOD_NOT_AVAILABLE" | "PAYMENT_REFUSED" | "PAYMENT_REQUIRED" | "PAYMENT_TOKEN_UNKNOWN" | "PAYOUT_NOT_RETRYABLE" | "PAYWALL_PAYMENT_DECLINED" | "PAYWALL_PLAN_UNKNOWN" | "PAYWALL_SUBSCRIPTION_EXISTS" | "PAYWALL_SUBSCRIPTION_NOT_CANCELLABLE" | "PAYWALL_UNAVAILABLE" | "PLATFORM_ACTIONS_ARE_NOT_ALLOWED" | "PROMOTIONCODE_CAN_ONLY_BE_USED_EXCLUSIVE" | "PROMOTIONCODE_IS_NOT_ACTIVE" | "PROMOTIONCODE_RESERVATION_VALIDATION_FAILURE" | "QUANTITY_TOO_LOW" | "RECIPIENT_NOT_FOUND" | "SAME_SUBSCRIBER_AS_CURRENT" | "SUBSCRIBER_IS_ALREADY_RECIPIENT_OF_ANOTHER_CONTRACT_WITH_CONTRACT_MASTERDATA" | "SUBSCRIBER_NOT_FOUND" | "SWEEPSTAKE_ALREADY_PARTICIPATING" | "SWEEPSTAKE_NOT_ACTIVE" | "TICKETING_REQUEST_FAILED" | "TICKETS_HELD_BY_OTHERS" | "TICKETS_SOLD_OUT" | "TICKET_ALREADY_TRANSFERRED" | "TICKET_IS_NOT_CHECKOUTABLE" | "TICKET_LIMIT_PER_MATCH_REACHED" | "TICKET_NOT_TRANSFERABLE" | "TICKET_TRANSFER_NOT_PENDING" | "TICKET_TRANSFER_PENDING" | "TICKET_TRANSFER_TO_SELF" | "TICKET_TRANSFER_WRONG_PARTY" | "TOO_MANY_ATTEMPTS" | "TRANSFER_LINK_EXPIRED" | "TRANSFER_NOT_PENDING" | "USER_HAS_RUNNING_PAYOUT" | "USER_HAS_UNCANCELLED_CONTRACT" | "USER_NOT_FOUND" | "VIDEO_SESSION_ENDED" | "VOUCHER_ALREADY_IN_USE" | "VOUCHER_WOULD_EXCEED_APPLICABLE_AMOUNT";
import type { FragmentRefs } from "relay-runtime";
export type CartView_cart$data = {
  readonly expiredTicketCount: number;
  readonly orders: ReadonlyArray<{
    readonly id: string;
    readonly items: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"CartItemRow_item">;
    }>;
    readonly kind: CartOrderKind;
  }>;
  readonly pricing: {
    readonly inBirthdayRange: boolean;
    readonly memberDiscountPercent: number;
    readonly showMemberPrices: boolean;
  } | null | undefined;
  readonly validationErrors: ReadonlyArray<{
    readonly code: ErrorCode;
    readonly message: string;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"CartMergeNotices_cart" | "CartTotals_cart">;
  readonly " $fragmentType": "CartView_cart";
};
export type CartView_cart$key = {
  readonly " $data"?: CartView_cart$data;
  readonly " $fragmentSpreads": FragmentRefs<"CartView_cart">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CartView_cart",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CartMergeNotices_cart"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CartTotals_cart"
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CartOrder",
      "kind": "LinkedField",
      "name": "orders",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
          "concreteType": "CartItem",
          "kind": "LinkedField",
          "name": "items",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "CartItemRow_item"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Cart",
  "abstractKey": null
};
})();

(node as any).hash = "9a04a6287787d3b268672341c7762186";

export default node;
