/**
 * @generated SignedSource<<52650c4d7397be0d46de0f3cf0ebedaa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type VideoPayment = "FREE" | "PAY";
import type { FragmentRefs } from "relay-runtime";
export type LiveVideoBadge_state$data = {
  readonly payment: VideoPayment | null | undefined;
  readonly video: {
    readonly title: string;
    readonly " $fragmentSpreads": FragmentRefs<"VideoPlayer_video">;
  } | null | undefined;
  readonly " $fragmentType": "LiveVideoBadge_state";
};
export type LiveVideoBadge_state$key = {
  readonly " $data"?: LiveVideoBadge_state$data;
  readonly " $fragmentSpreads": FragmentRefs<"LiveVideoBadge_state">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LiveVideoBadge_state",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "payment",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Video",
      "kind": "LinkedField",
      "name": "video",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "VideoPlayer_video"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "LiveVideoState",
  "abstractKey": null
};

(node as any).hash = "52a629cbce7e0231e4c0422657bb351c";

export default node;
