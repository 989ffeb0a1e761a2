/**
 * @generated SignedSource<<028ea1d4c6d1a4b2afb456b2c61a866b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ContractStatus = "CONFIRMED" | "INCOMPLETE" | "NOT_CONFIRMED" | "PENDING_RECIPIENT" | "PENDING_SUBSCRIBER" | "SUBSCRIBER_CHANGED" | "TERMINATED" | "TRANSFERRED" | "UNKNOWN";
import type { FragmentRefs } from "relay-runtime";
export type ContractCard_contract$data = {
  readonly internalId: number;
  readonly name: string;
  readonly recipient: {
    readonly " $fragmentSpreads": FragmentRefs<"contractData_person">;
  } | null | undefined;
  readonly season: number;
  readonly seat: {
    readonly " $fragmentSpreads": FragmentRefs<"contractData_seat">;
  } | null | undefined;
  readonly status: ContractStatus;
  readonly subscriber: {
    readonly " $fragmentSpreads": FragmentRefs<"contractData_person">;
  };
  readonly upcomingRecipient: {
    readonly " $fragmentSpreads": FragmentRefs<"contractData_person">;
  } | null | undefined;
  readonly upcomingSeason: number;
  readonly " $fragmentType": "ContractCard_contract";
};
export type ContractCard_contract$key = {
  readonly " $data"?: ContractCard_contract$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContractCard_contract">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
  "name": "ContractCard_contract",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "internalId",
      "storageKey": null
    },
    {
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
      "concreteType": "ContractPerson",
      "kind": "LinkedField",
      "name": "subscriber",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ContractPerson",
      "kind": "LinkedField",
      "name": "recipient",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ContractPerson",
      "kind": "LinkedField",
      "name": "upcomingRecipient",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Contract",
  "abstractKey": null
};
})();

(node as any).hash = "d9540d58488d9f2f685bf278717c9027";

export default node;
