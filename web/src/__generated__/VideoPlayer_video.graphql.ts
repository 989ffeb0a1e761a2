/**
 * @generated SignedSource<<0e59086a040e2a99f17387c6abbb0e35>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type VideoAccess = "FULL" | "PREVIEW";
import type { FragmentRefs } from "relay-runtime";
export type VideoPlayer_video$data = {
  readonly id: string;
  readonly posterUrl: string;
  readonly previewSeconds: number;
  readonly title: string;
  readonly viewerAccess: VideoAccess;
  readonly " $fragmentType": "VideoPlayer_video";
};
export type VideoPlayer_video$key = {
  readonly " $data"?: VideoPlayer_video$data;
  readonly " $fragmentSpreads": FragmentRefs<"VideoPlayer_video">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VideoPlayer_video",
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
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "posterUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerAccess",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "previewSeconds",
      "storageKey": null
    }
  ],
  "type": "Video",
  "abstractKey": null
};

(node as any).hash = "e55f8261a896e44bb2f7a420e144975e";

export default node;
