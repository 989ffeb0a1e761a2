/**
 * @generated SignedSource<<2997b6a9aaea1bf0d73f84abeef9ea43>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Language = "DE" | "EN" | "JA";
import type { FragmentRefs } from "relay-runtime";
export type SportBlocks_slider$data = {
  readonly allSports: {
    readonly key: string;
  } | null | undefined;
  readonly headline: string;
  readonly sites: ReadonlyArray<{
    readonly key: string;
    readonly name: {
      readonly language: Language;
      readonly text: string;
    };
  }>;
  readonly " $fragmentType": "SportBlocks_slider";
};
export type SportBlocks_slider$key = {
  readonly " $data"?: SportBlocks_slider$data;
  readonly " $fragmentSpreads": FragmentRefs<"SportBlocks_slider">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SportBlocks_slider",
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
        (v0/*:: as any*/),
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Site",
      "kind": "LinkedField",
      "name": "allSports",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "SportSliderBlock",
  "abstractKey": null
};
})();

(node as any).hash = "8d74a9b55cc90048bcb9bf0c1506caf5";

export default node;
