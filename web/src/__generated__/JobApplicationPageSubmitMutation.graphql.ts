/**
 * @generated SignedSource<<3773b79644f94acd6f222e2032423ffb>>
 * @relayHash c34f08dd4936de1b775b9eb82a30d15c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9c19fd8ddee0ed8c1ab37af643dc24c7036d5a134fe57b34ae54d3bb526b2463

import type { ConcreteRequest } from 'relay-runtime';
export type ErrorCode = "ACCOUNT_HAS_RUNNING_CONTRACTS" | "ADDRESS_COUNTRY_NOT_DELIVERED" | "ADDRESS_LIMIT_REACHED" | "ADDRESS_PHONE_REQUIRED" | "ALREADY_PARTICIPATING_IN_TODAYS_DRAW" | "ALREADY_RECIPIENT" | "ALREADY_RECIPIENT_OF_ANOTHER_CONTRACT_WITH_CONTRACT_MASTERDATA" | "ALREADY_UPCOMING_RECIPIENT" | "ALREADY_UPCOMING_RECIPIENT_OF_ANOTHER_CONTRACT_WITH_CONTRACT_MASTERDATA" | "CARTITEM_EXPIRED" | "CARTITEM_INACTIVE" | "CARTITEM_QUANTITY_HIGHER_THAN_PRODUCT_MAXQUANTITY" | "CARTITEM_QUANTITY_HIGHER_THAN_PRODUCT_STOCK" | "CART_CONTAINS_NOT_ONLY_TICKETS" | "CART_IS_EMPTY" | "CART_SHIPPINGCOUNTRYCODE_UNKNOWN" | "CHANGE_VIA_SUPPORT" | "CHANNEL_NAME_TAKEN" | "CHECKOUT_ADDRESSES_ARE_NOT_EQUAL" | "CHECKOUT_FOREIGN_ADDRESS_WITHOUT_PHONE" | "CONFIRMATION_RECENTLY_SENT" | "CONTRACT_ALREADY_CONFIRMED" | "CONTRACT_CONFIRMED" | "CONTRACT_INCOMPLETE" | "CONTRACT_NOT_TRANSFERABLE" | "CONTRACT_SUBSCRIBER_ONLY" | "CONTRACT_TERMINATED" | "CONTRACT_TRANSFERRED" | "CONTRACT_TRANSFER_PENDING" | "CONTRACT_TRANSFER_WRONG_PARTY" | "CURRENT_PASSWORD_INVALID" | "DAILY_DRAW_NOT_OPEN" | "DEFAULT_EMAIL_CANNOT_BE_DELETED" | "EMAILS_DO_NOT_MATCH" | "EMAIL_ADDRESS_ALREADY_EXISTS" | "EMAIL_ALREADY_CONFIRMED" | "EMAIL_CONFIRMATION_INVALID" | "EMAIL_LIMIT_REACHED" | "EMAIL_NOT_CONFIRMED" | "FANCLUB_AS_SEASON_TICKET_RECIPIENT_NOT_ALLOWED" | "GET_PROMOTIONCODE_INFO_VALIDATION_FAILURE" | "GET_VOUCHER_INFO_VALIDATION_FAILURE" | "IBAN_INVALID" | "INVALID_INPUT" | "JOB_APPLICATION_ALREADY_SUBMITTED" | "JOB_APPLICATION_LIMIT_REACHED" | "JOB_DOCUMENTS_MISSING" | "JOB_DOCUMENTS_TOO_LARGE" | "JOB_DOCUMENT_INVALID_FORMAT" | "JOB_DOCUMENT_LIMIT_REACHED" | "JOB_POSTING_CLOSED" | "JOB_UPLOAD_TOKEN_EXPIRED" | "JOB_UPLOAD_TOKEN_INVALID" | "MAIN_AD_CONSENT_REQUIRED" | "MARKETPLACE_OFFER_NOT_OPEN" | "MARKETPLACE_TICKET_IN_CART" | "MINIMUM_ORDER_VALUE_NOT_REACHED" | "NOT_FOUND" | "NOT_IN_PROMOTION_TIME_RANGE" | "NOT_ORGANIZATION_ADMIN" | "NO_PAYMENT_REQUIRED" | "ORDER_NOT_SHIPPABLE_TO_SELECTED_REGION" | "ORGANIZATION_ADMIN_LIMIT_REACHED" | "ORGANIZATION_ADMIN_REMOVAL_NEEDS_SUPPORT" | "ORGANIZATION_INVITATION_EXPIRED" | "ORGANIZATION_INVITATION_NOT_FOUND" | "ORGANIZATION_MEMBER_ALREADY_EXISTS" | "ORGANIZATION_MEMBER_NOT_CONFIRMED" | "ORGANIZATION_NEEDS_AN_ADMIN" | "PASSWORDS_DO_NOT_MATCH" | "PASSWORD_RULES" | "PAYMENT_METHOD_NOT_AVAILABLE" | "PAYMENT_REFUSED" | "PAYMENT_REQUIRED" | "PAYMENT_TOKEN_UNKNOWN" | "PAYOUT_NOT_RETRYABLE" | "PAYWALL_PAYMENT_DECLINED" | "PAYWALL_PLAN_UNKNOWN" | "PAYWALL_SUBSCRIPTION_EXISTS" | "PAYWALL_SUBSCRIPTION_NOT_CANCELLABLE" | "PAYWALL_UNAVAILABLE" | "PLATFORM_ACTIONS_ARE_NOT_ALLOWED" | "PROMOTIONCODE_CAN_ONLY_BE_USED_EXCLUSIVE" | "PROMOTIONCODE_IS_NOT_ACTIVE" | "PROMOTIONCODE_RESERVATION_VALIDATION_FAILURE" | "QUANTITY_TOO_LOW" | "RECIPIENT_NOT_FOUND" | "SAME_SUBSCRIBER_AS_CURRENT" | "SUBSCRIBER_IS_ALREADY_RECIPIENT_OF_ANOTHER_CONTRACT_WITH_CONTRACT_MASTERDATA" | "SUBSCRIBER_NOT_FOUND" | "SWEEPSTAKE_ALREADY_PARTICIPATING" | "SWEEPSTAKE_NOT_ACTIVE" | "TICKETING_REQUEST_FAILED" | "TICKETS_HELD_BY_OTHERS" | "TICKETS_SOLD_OUT" | "TICKET_ALREADY_TRANSFERRED" | "TICKET_IS_NOT_CHECKOUTABLE" | "TICKET_LIMIT_PER_MATCH_REACHED" | "TICKET_NOT_TRANSFERABLE" | "TICKET_TRANSFER_NOT_PENDING" | "TICKET_TRANSFER_PENDING" | "TICKET_TRANSFER_TO_SELF" | "TICKET_TRANSFER_WRONG_PARTY" | "TOO_MANY_ATTEMPTS" | "TRANSFER_LINK_EXPIRED" | "TRANSFER_NOT_PENDING" | "USER_HAS_RUNNING_PAYOUT" | "USER_HAS_UNCANCELLED_CONTRACT" | "USER_NOT_FOUND" | "VIDEO_SESSION_ENDED" | "VOUCHER_ALREADY_IN_USE" | "VOUCHER_WOULD_EXCEED_APPLICABLE_AMOUNT";
export type JobCountry = "AUT" | "BEL" | "BGR" | "CHE" | "CZE" | "DEU" | "ESP" | "FRA" | "GBR" | "HRV" | "HUN" | "ITA" | "LUX" | "NLD" | "POL" | "ROU" | "SRB" | "SVK" | "TUR" | "USA";
export type JobSalutation = "MR" | "MS" | "NONE";
export type NoticePeriodReference = "ANY_DAY" | "END_OF_MONTH" | "END_OF_QUARTER" | "END_OF_YEAR" | "FIFTEENTH_OF_MONTH" | "FIFTEENTH_OR_END_OF_MONTH" | "FIXED_DATE";
export type NoticePeriodUnit = "DAYS" | "MONTHS" | "WEEKS";
export type JobApplicationSubmitInput = {
  additional?: string | null | undefined;
  birthday: string;
  city: string;
  comments?: string | null | undefined;
  country: JobCountry;
  desiredSalary?: number | null | undefined;
  email: string;
  firstName: string;
  hasNoticePeriod: boolean;
  lastName: string;
  mobile: string;
  noticePeriodAmount?: number | null | undefined;
  noticePeriodReference?: NoticePeriodReference | null | undefined;
  noticePeriodUnit?: NoticePeriodUnit | null | undefined;
  number: string;
  postingId: string;
  privacyConsent: boolean;
  retentionConsent: boolean;
  salutation: JobSalutation;
  severelyDisabled: boolean;
  source?: string | null | undefined;
  startDate: string;
  street: string;
  title?: string | null | undefined;
  zip: string;
};
export type JobApplicationPageSubmitMutation$variables = {
  input: JobApplicationSubmitInput;
};
export type JobApplicationPageSubmitMutation$data = {
  readonly jobApplicationSubmit: {
    readonly __typename: string;
    readonly application?: {
      readonly id: string;
      readonly internalId: string;
    };
    readonly code?: ErrorCode;
    readonly field?: string;
    readonly message?: string;
    readonly upload?: {
      readonly token: string;
      readonly url: string;
    };
  };
};
export type JobApplicationPageSubmitMutation = {
  response: JobApplicationPageSubmitMutation$data;
  variables: JobApplicationPageSubmitMutation$variables;
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
  "name": "field",
  "storageKey": null
},
v2 = [
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
    "name": "jobApplicationSubmit",
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
            "concreteType": "JobApplication",
            "kind": "LinkedField",
            "name": "application",
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
                "name": "internalId",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "JobApplicationUpload",
            "kind": "LinkedField",
            "name": "upload",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "token",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "JobApplicationSubmitSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
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
            "name": "code",
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "type": "JobApplicationError",
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
    "name": "JobApplicationPageSubmitMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "JobApplicationPageSubmitMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "9c19fd8ddee0ed8c1ab37af643dc24c7036d5a134fe57b34ae54d3bb526b2463",
    "metadata": {},
    "name": "JobApplicationPageSubmitMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6911eb866fb56b05b2f90938a4e4b964";

export default node;
