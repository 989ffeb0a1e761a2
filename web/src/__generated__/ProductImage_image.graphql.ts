/**
 * @generated SignedSource<<0541d015717aa7293a9bb99b704e0ef3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProductImage_image$data = {
  readonly thumbnails: ReadonlyArray<{
    readonly url: string;
    readonly width: number;
  }>;
  readonly " $fragmentType": "ProductImage_image";
};
export type ProductImage_image$key = {
  readonly " $data"?: ProductImage_image$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductImage_image">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductImage_image",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ImageThumbnail",
      "kind": "LinkedField",
      "name": "thumbnails",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "width",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ProductImage",
  "abstractKey": null
};

(node as any).hash = "a0a06937694e5cafbf01f30174b316e3";

export default node;
