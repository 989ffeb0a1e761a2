/**
 * @generated SignedSource<<71a22a5fc6326f45517e6000b29a5fe9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type RichTextBlock_block$data = {
  readonly html: string;
  readonly " $fragmentType": "RichTextBlock_block";
};
export type RichTextBlock_block$key = {
  readonly " $data"?: RichTextBlock_block$data;
  readonly " $fragmentSpreads": FragmentRefs<"RichTextBlock_block">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RichTextBlock_block",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "html",
      "storageKey": null
    }
  ],
  "type": "RichTextBlock",
  "abstractKey": null
};

(node as any).hash = "3f683d8c9b180fb6c460481d441080f9";

export default node;
