/**
 * @generated SignedSource<<56bfd5782b8f7993565e16577b685e78>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MemberRow_member$data = {
  readonly awaitingAccount: boolean;
  readonly email: string;
  readonly entryDate: string;
  readonly firstName: string;
  readonly id: string;
  readonly invitationExpiresAt: string | null | undefined;
  readonly isAdmin: boolean;
  readonly lastName: string;
  readonly membershipNumber: string | null | undefined;
  readonly pendingConfirmation: boolean;
  readonly " $fragmentType": "MemberRow_member";
};
export type MemberRow_member$key = {
  readonly " $data"?: MemberRow_member$data;
  readonly " $fragmentSpreads": FragmentRefs<"MemberRow_member">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MemberRow_member",
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
      "name": "membershipNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isAdmin",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pendingConfirmation",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "entryDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "invitationExpiresAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "awaitingAccount",
      "storageKey": null
    }
  ],
  "type": "OrganizationMember",
  "abstractKey": null
};

(node as any).hash = "9ef732b4769b41cdfdd4aca45f111157";

export default node;
