/**
 * @generated SignedSource<<d3fa994a130896a7efcf36c235534f06>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Language = "DE" | "EN" | "JA";
import type { FragmentRefs } from "relay-runtime";
export type SiteNavigation_site$data = {
  readonly key: string;
  readonly name: {
    readonly language: Language;
    readonly text: string;
  };
  readonly " $fragmentType": "SiteNavigation_site";
};
export type SiteNavigation_site$key = {
  readonly " $data"?: SiteNavigation_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"SiteNavigation_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SiteNavigation_site",
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
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "cd97c16269c46f466b8c54f6d271f7f0";

export default node;
