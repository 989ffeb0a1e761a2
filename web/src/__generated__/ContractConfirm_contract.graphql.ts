/**
 * @generated SignedSource<<1a9f987e5294c4213352d50ef369926b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ContractMissingData = "INVOICE_ADDRESS" | "PAYMENT_METHOD" | "SHIPPING_ADDRESS";
export type ContractStatus = "CONFIRMED" | "INCOMPLETE" | "NOT_CONFIRMED" | "PENDING_RECIPIENT" | "PENDING_SUBSCRIBER" | "SUBSCRIBER_CHANGED" | "TERMINATED" | "TRANSFERRED" | "UNKNOWN";
import type { FragmentRefs } from "relay-runtime";
export type ContractConfirm_contract$data = {
  readonly canConfirm: boolean;
  readonly confirmedAt: string | null | undefined;
  readonly id: string;
  readonly internalId: number;
  readonly missing: ReadonlyArray<ContractMissingData>;
  readonly status: ContractStatus;
  readonly upcomingSeason: number;
  readonly " $fragmentType": "ContractConfirm_contract";
};
export type ContractConfirm_contract$key = {
  readonly " $data"?: ContractConfirm_contract$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContractConfirm_contract">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContractConfirm_contract",
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canConfirm",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "missing",
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
      "kind": "ScalarField",
      "name": "confirmedAt",
      "storageKey": null
    }
  ],
  "type": "Contract",
  "abstractKey": null
};

(node as any).hash = "f608a62ebadf6449711b167e04eee8e1";

export default node;
