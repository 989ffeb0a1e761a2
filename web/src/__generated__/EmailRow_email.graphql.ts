/**
 * @generated SignedSource<<2f854a73ce6d241339efb8e3c2f54249>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type EmailRow_email$data = {
  readonly confirmed: boolean;
  readonly email: string;
  readonly id: string;
  readonly isDefault: boolean;
  readonly " $fragmentType": "EmailRow_email";
};
export type EmailRow_email$key = {
  readonly " $data"?: EmailRow_email$data;
  readonly " $fragmentSpreads": FragmentRefs<"EmailRow_email">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EmailRow_email",
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
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "confirmed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isDefault",
      "storageKey": null
    }
  ],
  "type": "EmailAddress",
  "abstractKey": null
};

(node as any).hash = "8aeaf0be40783ce09d182d9071374f59";

export default node;
