/**
 * @generated SignedSource<<8d38d43779362dd1f6a63148d8a0cf6c>>
 * @relayHash e855a4ab33a273f12730390d0540d3c4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID aa4ec4c2e9ad710cfa422dead0685a8cb4dc401b7d9ee6511ef148f71b0e420c

import type { ConcreteRequest } from 'relay-runtime';
export type ErrorCode = "ACCOUNT_HAS_RUNNING_CONTRACTS" | "ADDRESS_COUNTRY_NOT_DELIVERED" | "ADDRESS_LIMIT_REACHED" | "ADDRESS_PHONE_REQUIRED" | "ALREADY_PARTICIPATING_IN_TODAYS_DRAW" | "ALREADY_RECIPIENT" | "ALREADY_RECIPIENT_OF_ANOTHER_CONTRACT_WITH_CONTRACT_MASTERDATA" | "ALREADY_UPCOMING_RECIPIENT" | "ALREADY_UPCOMING_RECIPIENT_OF_ANOTHER_CONTRACT_WITH_CONTRACT_MASTERDATA" | "CARTITEM_EXPIRED" | "CARTITEM_INACTIVE" | "CARTITEM_QUANTITY_HIGHER_THAN_PRODUCT_MAXQUANTITY" | "CARTITEM_QUANTITY_HIGHER_THAN_PRODUCT_STOCK" | "CART_CONTAINS_NOT_ONLY_TICKETS" | "CART_IS_EMPTY" | "CART_SHIPPINGCOUNTRYCODE_UNKNOWN" | "CHANGE_VIA_SUPPORT" | "CHANNEL_NAME_TAKEN" | "CHECKOUT_ADDRESSES_ARE_NOT_EQUAL" | "CHECKOUT_FOREIGN_ADDRESS_WITHOUT_PHONE" | "CONFIRMATION_RECENTLY_SENT" | "CONTRACT_ALREADY_CONFIRMED" | "CONTRACT_CONFIRMED" | "CONTRACT_INCOMPLETE" | "CONTRACT_NOT_TRANSFERABLE" | "CONTRACT_SUBSCRIBER_ONLY" | "CONTRACT_TERMINATED" | "CONTRACT_TRANSFERRED" | "CONTRACT_TRANSFER_PENDING" | "CONTRACT_TRANSFER_WRONG_PARTY" | "CURRENT_PASSWORD_INVALID" | "DAILY_DRAW_NOT_OPEN" | "DEFAULT_EMAIL_CANNOT_BE_DELETED" | "EMAILS_DO_NOT_MATCH" | "EMAIL_ADDRESS_ALREADY_EXISTS" | "EMAIL_ALREADY_CONFIRMED" | "EMAIL_CONFIRMATION_INVALID" | "EMAIL_LIMIT_REACHED" | "EMAIL_NOT_CONFIRMED" | "FANCLUB_AS_SEASON_TICKET_RECIPIENT_NOT_ALLOWED" | "GET_PROMOTIONCODE_INFO_VALIDATION_FAILURE" | "GET_VOUCHER_INFO_VALIDATION_FAILURE" | "IBAN_INVALID" | "INVALID_INPUT" | "JOB_APPLICATION_ALREADY_SUBMITTED" | "JOB_APPLICATION_LIMIT_REACHED" | "JOB_DOCUMENTS_MISSING" | "JOB_DOCUMENTS_TOO_LARGE" | "JOB_DOCUMENT_INVALID_FORMAT" | "JOB_DOCUMENT_LIMIT_REACHED" | "JOB_POSTING_CLOSED" | "JOB_UPLOAD_TOKEN_EXPIRED" | "JOB_UPLOAD_TOKEN_INVALID" | "MAIN_AD_CONSENT_REQUIRED" | "MARKETPLACE_OFFER_NOT_OPEN" | "MARKETPLACE_TICKET_IN_CART" | "MINIMUM_ORDER_VALUE_NOT_REACHED" | "NOT_FOUND" | "NOT_IN_PROMOTION_TIME_RANGE" | "NOT_ORGANIZATION_ADMIN" | "NO_PAYMENT_REQUIRED" | "ORDER_NOT_SHIPPABLE_TO_SELECTED_REGION" | "ORGANIZATION_ADMIN_LIMIT_REACHED" | "ORGANIZATION_ADMIN_REMOVAL_NEEDS_SUPPORT" | "ORGANIZATION_INVITATION_EXPIRED" | "ORGANIZATION_INVITATION_NOT_FOUND" | "ORGANIZATION_MEMBER_ALREADY_EXISTS" | "ORGANIZATION_MEMBER_NOT_CONFIRMED" | "ORGANIZATION_NEEDS_AN_ADMIN" | "PASSWORDS_DO_NOT_MATCH" | "PASSWORD_RULES" | "PAYMENT_METHOD_NOT_AVAILABLE" | "PAYMENT_REFUSED" | "PAYMENT_REQUIRED" | "PAYMENT_TOKEN_UNKNOWN" | "PAYOUT_NOT_RETRYABLE" | "PAYWALL_PAYMENT_DECLINED" | "PAYWALL_PLAN_UNKNOWN" | "PAYWALL_SUBSCRIPTION_EXISTS" | "PAYWALL_SUBSCRIPTION_NOT_CANCELLABLE" | "PAYWALL_UNAVAILABLE" | "PLATFORM_ACTIONS_ARE_NOT_ALLOWED" | "PROMOTIONCODE_CAN_ONLY_BE_USED_EXCLUSIVE" | "PROMOTIONCODE_IS_NOT_ACTIVE" | "PROMOTIONCODE_RESERVATION_VALIDATION_FAILURE" | "QUANTITY_TOO_LOW" | "RECIPIENT_NOT_FOUND" | "SAME_SUBSCRIBER_AS_CURRENT" | "SUBSCRIBER_IS_ALREADY_RECIPIENT_OF_ANOTHER_CONTRACT_WITH_CONTRACT_MASTERDATA" | "SUBSCRIBER_NOT_FOUND" | "SWEEPSTAKE_ALREADY_PARTICIPATING" | "SWEEPSTAKE_NOT_ACTIVE" | "TICKETING_REQUEST_FAILED" | "TICKETS_HELD_BY_OTHERS" | "TICKETS_SOLD_OUT" | "TICKET_ALREADY_TRANSFERRED" | "TICKET_IS_NOT_CHECKOUTABLE" | "TICKET_LIMIT_PER_MATCH_REACHED" | "TICKET_NOT_TRANSFERABLE" | "TICKET_TRANSFER_NOT_PENDING" | "TICKET_TRANSFER_PENDING" | "TICKET_TRANSFER_TO_SELF" | "TICKET_TRANSFER_WRONG_PARTY" | "TOO_MANY_ATTEMPTS" | "TRANSFER_LINK_EXPIRED" | "TRANSFER_NOT_PENDING" | "USER_HAS_RUNNING_PAYOUT" | "USER_HAS_UNCANCELLED_CONTRACT" | "USER_NOT_FOUND" | "VIDEO_SESSION_ENDED" | "VOUCHER_ALREADY_IN_USE" | "VOUCHER_WOULD_EXCEED_APPLICABLE_AMOUNT";
export type JobApplicationState = "DRAFT" | "SUBMITTED";
export type JobApplicationCompleteInput = {
  applicationId: string;
  uploadToken: string;
};
export type JobApplicationPageCompleteMutation$variables = {
  input: JobApplicationCompleteInput;
};
export type JobApplicationPageCompleteMutation$data = {
  readonly jobApplicationComplete: {
    readonly __typename: string;
    readonly application?: {
      readonly documents: ReadonlyArray<{
        readonly fileName: string;
      }>;
      readonly id: string;
      readonly state: JobApplicationState;
    };
    readonly code?: ErrorCode;
    readonly field?: string;
    readonly message?: string;
  };
};
export type JobApplicationPageCompleteMutation = {
  response: JobApplicationPageCompleteMutation$data;
  variables: JobApplicationPageCompleteMutation$variables;
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
  "name": "state",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fileName",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "field",
  "storageKey": null
},
v7 = {
  "kind": "InlineFragment",
  "selections": [
    (v6/*:: as any*/)
  ],
  "type": "InvalidInputError",
  "abstractKey": null
},
v8 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "code",
      "storageKey": null
    },
    (v6/*:: as any*/)
  ],
  "type": "JobApplicationError",
  "abstractKey": null
},
v9 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "JobApplicationPageCompleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "jobApplicationComplete",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "JobApplicationDocument",
                    "kind": "LinkedField",
                    "name": "documents",
                    "plural": true,
                    "selections": [
                      (v5/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "JobApplicationCompleteSuccess",
            "abstractKey": null
          },
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/)
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
    "name": "JobApplicationPageCompleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "jobApplicationComplete",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "JobApplicationDocument",
                    "kind": "LinkedField",
                    "name": "documents",
                    "plural": true,
                    "selections": [
                      (v5/*:: as any*/),
                      (v3/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "JobApplicationCompleteSuccess",
            "abstractKey": null
          },
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "aa4ec4c2e9ad710cfa422dead0685a8cb4dc401b7d9ee6511ef148f71b0e420c",
    "metadata": {},
    "name": "JobApplicationPageCompleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b274fc9ee3fe01a9379540f6d675c51a";

export default node;
