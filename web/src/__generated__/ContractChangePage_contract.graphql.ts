/**
 * @generated SignedSource<<4c26d75e6608e711a3570d5baee57471>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ContractRole = "RECIPIENT" | "SUBSCRIBER";
export type ContractStatus = "CONFIRMED" | "INCOMPLETE" | "NOT_CONFIRMED" | "PENDING_RECIPIENT" | "PENDING_SUBSCRIBER" | "SUBSCRIBER_CHANGED" | "TERMINATED" | "TRANSFERRED" | "UNKNOWN";
import type { FragmentRefs } from "relay-runtime";
export type ContractChangePage_contract$data = {
  readonly canChange: boolean;
  readonly internalId: number;
  readonly name: string;
  readonly pendingTransfer: {
    readonly __typename: "ContractPendingTransfer";
  } | null | undefined;
  readonly role: ContractRole;
  readonly season: number;
  readonly seat: {
    readonly " $fragmentSpreads": FragmentRefs<"contractData_seat">;
  } | null | undefined;
  readonly status: ContractStatus;
  readonly subscriber: {
    readonly firstName: string;
    readonly lastName: string;
  };
  readonly " $fragmentType": "ContractChangePage_contract";
};
export type ContractChangePage_contract$key = {
  readonly " $data"?: ContractChangePage_contract$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContractChangePage_contract">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "language"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContractChangePage_contract",
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
      "name": "season",
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
      "name": "role",
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
      "name": "canChange",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ContractPendingTransfer",
      "kind": "LinkedField",
      "name": "pendingTransfer",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "__typename",
          "storageKey": null
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Contract",
  "abstractKey": null
};

(node as any).hash = "9e098ac6d9224175514696d81213528c";

export default node;
