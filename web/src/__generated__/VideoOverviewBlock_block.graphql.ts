/**
 * @generated SignedSource<<41912b80e41ecab8f401b50811d2e29c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type VideoPayment = "FREE" | "PAY";
import type { FragmentRefs } from "relay-runtime";
export type VideoOverviewBlock_block$data = {
  readonly headline: string;
  readonly videos: ReadonlyArray<{
    readonly durationSeconds: number;
    readonly id: string;
    readonly payment: VideoPayment;
    readonly posterUrl: string;
    readonly publishedAt: string;
    readonly title: string;
    readonly uid: string;
  }> | null | undefined;
  readonly " $fragmentType": "VideoOverviewBlock_block";
};
export type VideoOverviewBlock_block$key = {
  readonly " $data"?: VideoOverviewBlock_block$data;
  readonly " $fragmentSpreads": FragmentRefs<"VideoOverviewBlock_block">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VideoOverviewBlock_block",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "headline",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Video",
      "kind": "LinkedField",
      "name": "videos",
      "plural": true,
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
          "name": "uid",
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
          "name": "payment",
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
          "name": "publishedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "durationSeconds",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "VideoOverviewBlock",
  "abstractKey": null
};

(node as any).hash = "d56b0e6684edff3b6a458a1ac05f3a89";

export default node;
