/**
 * @generated SignedSource<<0592eae83f0f28eae54d67c0797062bf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Language = "DE" | "EN" | "JA";
import type { FragmentRefs } from "relay-runtime";
export type NewsCard_news$data = {
  readonly categories: ReadonlyArray<string>;
  readonly displayDateTime: string;
  readonly externalUrl: string | null | undefined;
  readonly headline: {
    readonly language: Language;
    readonly text: string;
  };
  readonly image: string;
  readonly teaser: {
    readonly language: Language;
    readonly text: string;
  };
  readonly uid: string;
  readonly " $fragmentType": "NewsCard_news";
};
export type NewsCard_news$key = {
  readonly " $data"?: NewsCard_news$data;
  readonly " $fragmentSpreads": FragmentRefs<"NewsCard_news">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
];
return {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "language"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "NewsCard_news",
  "selections": [
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
      "name": "displayDateTime",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LocalizedText",
      "kind": "LinkedField",
      "name": "headline",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LocalizedText",
      "kind": "LinkedField",
      "name": "teaser",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "language",
          "variableName": "language"
        }
      ],
      "kind": "ScalarField",
      "name": "categories",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "image",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "externalUrl",
      "storageKey": null
    }
  ],
  "type": "News",
  "abstractKey": null
};
})();

(node as any).hash = "de1567421664267fd43064165412b064";

export default node;
