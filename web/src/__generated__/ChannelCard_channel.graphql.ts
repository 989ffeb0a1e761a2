/**
 * @generated SignedSource<<1630e96bf29d21fa003c17f0e8b448af>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ChannelCard_channel$data = {
  readonly budget: {
    readonly capacity: number;
    readonly restoreRate: number;
  };
  readonly createdAt: string;
  readonly deployments: ReadonlyArray<{
    readonly documentCount: number;
    readonly publishedAt: string;
    readonly retiredAt: string | null | undefined;
    readonly version: string;
  }>;
  readonly displayName: string;
  readonly mayMutate: boolean;
  readonly name: string;
  readonly revokedAt: string | null | undefined;
  readonly " $fragmentType": "ChannelCard_channel";
};
export type ChannelCard_channel$key = {
  readonly " $data"?: ChannelCard_channel$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChannelCard_channel">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChannelCard_channel",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "displayName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ChannelBudget",
      "kind": "LinkedField",
      "name": "budget",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "capacity",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "restoreRate",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mayMutate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "revokedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ChannelDeployment",
      "kind": "LinkedField",
      "name": "deployments",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "version",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "publishedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "retiredAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "documentCount",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "DeveloperChannel",
  "abstractKey": null
};

(node as any).hash = "e320684709b3f95e141a8b6f2b10f3ea";

export default node;
