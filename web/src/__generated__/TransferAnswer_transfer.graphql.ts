/**
 * @generated SignedSource<<331b6a1c7668b4a610ec9aa72c01b4e2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ContractTransferKind = "RECIPIENT" | "SUBSCRIBER";
import type { FragmentRefs } from "relay-runtime";
export type TransferAnswer_transfer$data = {
  readonly id: string;
  readonly kind: ContractTransferKind;
  readonly " $fragmentType": "TransferAnswer_transfer";
};
export type TransferAnswer_transfer$key = {
  readonly " $data"?: TransferAnswer_transfer$data;
  readonly " $fragmentSpreads": FragmentRefs<"TransferAnswer_transfer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TransferAnswer_transfer",
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
      "name": "kind",
      "storageKey": null
    }
  ],
  "type": "ContractTransfer",
  "abstractKey": null
};

(node as any).hash = "58855a41a8d124695d99b49974592c0c";

export default node;
