/**
 * @generated SignedSource<<5bb9f4d50df2d1920cd1594e0a7ef43b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ContractStatus = "CONFIRMED" | "INCOMPLETE" | "NOT_CONFIRMED" | "PENDING_RECIPIENT" | "PENDING_SUBSCRIBER" | "SUBSCRIBER_CHANGED" | "TERMINATED" | "TRANSFERRED" | "UNKNOWN";
import type { FragmentRefs } from "relay-runtime";
export type ContractFacts_contract$data = {
  readonly endsOn: string | null | undefined;
  readonly pricingClass: {
    readonly name: string;
    readonly price: {
      readonly " $fragmentSpreads": FragmentRefs<"contractData_money">;
    };
  } | null | undefined;
  readonly recipient: {
    readonly " $fragmentSpreads": FragmentRefs<"contractData_person">;
  } | null | undefined;
  readonly renewalDate: string;
  readonly season: number;
  readonly seat: {
    readonly " $fragmentSpreads": FragmentRefs<"contractData_seat">;
  } | null | undefined;
  readonly status: ContractStatus;
  readonly subscriber: {
    readonly " $fragmentSpreads": FragmentRefs<"contractData_person">;
  };
  readonly ticketMedium: {
    readonly name: string;
  } | null | undefined;
  readonly upcomingRecipient: {
    readonly " $fragmentSpreads": FragmentRefs<"contractData_person">;
  } | null | undefined;
  readonly upcomingSeason: number;
  readonly venue: string | null | undefined;
  readonly " $fragmentType": "ContractFacts_contract";
};
export type ContractFacts_contract$key = {
  readonly " $data"?: ContractFacts_contract$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContractFacts_contract">;
};

const node: ReaderFragment = (function(){
var v0 = {
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
v1 = [
  {
    "kind": "InlineDataFragmentSpread",
    "name": "contractData_person",
    "selections": [
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
        "name": "isViewer",
        "storageKey": null
      }
    ],
    "args": null,
    "argumentDefinitions": ([]/*:: as any*/)
  }
];
return {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "language"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContractFacts_contract",
  "selections": [
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
      "name": "season",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "upcomingSeason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ContractSeat",
      "kind": "LinkedField",
      "name": "seat",
      "plural": false,
      "selections": [
        {
          "kind": "InlineDataFragmentSpread",
          "name": "contractData_seat",
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "block",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "row",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "seat",
              "storageKey": null
            }
          ],
          "args": null,
          "argumentDefinitions": []
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "venue",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ContractPricingClass",
      "kind": "LinkedField",
      "name": "pricingClass",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "price",
          "plural": false,
          "selections": [
            {
              "kind": "InlineDataFragmentSpread",
              "name": "contractData_money",
              "selections": [
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
              "args": null,
              "argumentDefinitions": []
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
      "concreteType": "ContractTicketMedium",
      "kind": "LinkedField",
      "name": "ticketMedium",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ContractPerson",
      "kind": "LinkedField",
      "name": "subscriber",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ContractPerson",
      "kind": "LinkedField",
      "name": "recipient",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ContractPerson",
      "kind": "LinkedField",
      "name": "upcomingRecipient",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "renewalDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endsOn",
      "storageKey": null
    }
  ],
  "type": "Contract",
  "abstractKey": null
};
})();

(node as any).hash = "f0caef593933aa80f0b6d28cc45929e4";

export default node;
