/**
 * @generated SignedSource<<8703ca20d5cc73453ab423d9cac9c726>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AddressBookEntryRow_entry$data = {
  readonly email: string;
  readonly firstName: string;
  readonly id: string;
  readonly isFavorite: boolean;
  readonly lastName: string;
  readonly " $fragmentType": "AddressBookEntryRow_entry";
};
export type AddressBookEntryRow_entry$key = {
  readonly " $data"?: AddressBookEntryRow_entry$data;
  readonly " $fragmentSpreads": FragmentRefs<"AddressBookEntryRow_entry">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AddressBookEntryRow_entry",
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
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isFavorite",
      "storageKey": null
    }
  ],
  "type": "AddressBookEntry",
  "abstractKey": null
};

(node as any).hash = "07fac0bc03536e6439471ce7fd4256ec";

export default node;
