/**
 * @generated SignedSource<<5a7e2bfa44d920858dfc933245548257>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ContractTransferKind = "RECIPIENT" | "SUBSCRIBER";
import type { FragmentRefs } from "relay-runtime";
export type ContractPendingTransfer_contract$data = {
  readonly pendingTransfer: {
    readonly email: string;
    readonly expiresAt: string;
    readonly id: string;
    readonly internalId: string;
    readonly kind: ContractTransferKind;
  } | null | undefined;
  readonly upcomingSeason: number;
  readonly " $fragmentType": "ContractPendingTransfer_contract";
};
export type ContractPendingTransfer_contract$key = {
  readonly " $data"?: ContractPendingTransfer_contract$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContractPendingTransfer_contract">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContractPendingTransfer_contract",
  "selections": [
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
      "concreteType": "ContractPendingTransfer",
      "kind": "LinkedField",
      "name": "pendingTransfer",
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
        },
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
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expiresAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Contract",
  "abstractKey": null
};

(node as any).hash = "7fd654d491e81f121fe5eb821b4028d9";

export default node;
