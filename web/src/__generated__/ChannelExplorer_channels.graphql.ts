/**
 * @generated SignedSource<<63392cc125554e92d14717e68499a87e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ChannelExplorer_channels$data = ReadonlyArray<{
  readonly displayName: string;
  readonly name: string;
  readonly revokedAt: string | null | undefined;
  readonly " $fragmentType": "ChannelExplorer_channels";
}>;
export type ChannelExplorer_channels$key = ReadonlyArray<{
  readonly " $data"?: ChannelExplorer_channels$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChannelExplorer_channels">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "ChannelExplorer_channels",
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
      "kind": "ScalarField",
      "name": "revokedAt",
      "storageKey": null
    }
  ],
  "type": "DeveloperChannel",
  "abstractKey": null
};

(node as any).hash = "92549ac90994fb4d0755b2b2d5dbc688";

export default node;
