/**
 * @generated SignedSource<<f2845acaf46e881f982b2e6203a9c9e6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CountdownBlock_block$data = {
  readonly headline: string;
  readonly target: string;
  readonly " $fragmentType": "CountdownBlock_block";
};
export type CountdownBlock_block$key = {
  readonly " $data"?: CountdownBlock_block$data;
  readonly " $fragmentSpreads": FragmentRefs<"CountdownBlock_block">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CountdownBlock_block",
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
      "kind": "ScalarField",
      "name": "target",
      "storageKey": null
    }
  ],
  "type": "CountdownBlock",
  "abstractKey": null
};

(node as any).hash = "bf60c27fc4162ca7f56f0f7030dd44fe";

export default node;
