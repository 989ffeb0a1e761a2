/**
 * @generated SignedSource<<45e3efa9f8283c49f7c6d5910e2b2d35>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type TeamMemberRole = "OFFICIAL" | "PLAYER";
import type { FragmentRefs } from "relay-runtime";
export type SquadBlock_block$data = {
  readonly people: ReadonlyArray<{
    readonly firstName: string;
    readonly internalId: number;
    readonly jerseyNumber: number | null | undefined;
    readonly knownName: string | null | undefined;
    readonly lastName: string;
    readonly position: string;
    readonly site: string;
    readonly title: string | null | undefined;
  }>;
  readonly role: TeamMemberRole;
  readonly " $fragmentType": "SquadBlock_block";
};
export type SquadBlock_block$key = {
  readonly " $data"?: SquadBlock_block$data;
  readonly " $fragmentSpreads": FragmentRefs<"SquadBlock_block">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SquadBlock_block",
  "selections": [
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
      "concreteType": "TeamMember",
      "kind": "LinkedField",
      "name": "people",
      "plural": true,
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
          "args": null,
          "kind": "ScalarField",
          "name": "site",
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
          "name": "knownName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "position",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "jerseyNumber",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SquadBlock",
  "abstractKey": null
};

(node as any).hash = "cb30359cf7bd8ae2a95923aa3ebcb55d";

export default node;
