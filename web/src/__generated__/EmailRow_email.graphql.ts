/**
 * @generated SignedSource<<58b43f33e0acf88c77e7befbd7d6dabc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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
