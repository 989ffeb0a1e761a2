/**
 * @generated SignedSource<<ba25ed215ea3c190c5653f2a56ed082a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Language = "DE" | "EN" | "JA";
import type { FragmentRefs } from "relay-runtime";
export type SportBlocks_grid$data = {
  readonly headline: string;
  readonly sites: ReadonlyArray<{
    readonly key: string;
    readonly name: {
      readonly language: Language;
      readonly text: string;
    };
  }>;
  readonly " $fragmentType": "SportBlocks_grid";
};
export type SportBlocks_grid$key = {
  readonly " $data"?: SportBlocks_grid$data;
  readonly " $fragmentSpreads": FragmentRefs<"SportBlocks_grid">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SportBlocks_grid",
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
      "concreteType": "Site",
      "kind": "LinkedField",
      "name": "sites",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "key",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "LocalizedText",
          "kind": "LinkedField",
          "name": "name",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "text",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "language",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SportGridBlock",
  "abstractKey": null
};

(node as any).hash = "ac9f56f7f38c4d55c6acffb7f62aecad";

export default node;
