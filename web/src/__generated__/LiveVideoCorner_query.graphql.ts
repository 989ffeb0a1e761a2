/**
 * @generated SignedSource<<4093b7ab75d9b1475aa505feb2343ab7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LiveVideoCorner_query$data = {
  readonly liveVideo: {
    readonly " $fragmentSpreads": FragmentRefs<"LiveVideoBadge_state">;
  };
  readonly " $fragmentType": "LiveVideoCorner_query";
};
export type LiveVideoCorner_query$key = {
  readonly " $data"?: LiveVideoCorner_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"LiveVideoCorner_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LiveVideoCorner_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "LiveVideoState",
      "kind": "LinkedField",
      "name": "liveVideo",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "LiveVideoBadge_state"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "913b772a02f6c363d3d761bc432c7e8a";

export default node;
