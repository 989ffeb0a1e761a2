/**
 * @generated SignedSource<<d6d81ca398128d82205c2d5ae4364d9a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type UserMenu_viewer$data = {
  readonly actingFor: {
    readonly name: string;
  } | null | undefined;
  readonly cart: {
    readonly itemCount?: number;
    readonly mergeNotices?: ReadonlyArray<{
      readonly __typename: "CartMergeNotice";
    }>;
  } | null | undefined;
  readonly person: {
    readonly displayName: string;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"AccountMenu_viewer">;
  readonly " $fragmentType": "UserMenu_viewer";
};
export type UserMenu_viewer$key = {
  readonly " $data"?: UserMenu_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserMenu_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserMenu_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Person",
      "kind": "LinkedField",
      "name": "person",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "displayName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Organization",
      "kind": "LinkedField",
      "name": "actingFor",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AccountMenu_viewer"
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "countryCode",
          "value": "DE"
        }
      ],
      "concreteType": null,
      "kind": "LinkedField",
      "name": "cart",
      "plural": false,
      "selections": [
        {
          "kind": "InlineFragment",
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "itemCount",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "CartMergeNotice",
              "kind": "LinkedField",
              "name": "mergeNotices",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "type": "Cart",
          "abstractKey": null
        }
      ],
      "storageKey": "cart(countryCode:\"DE\")"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "dac368b05e6a8cb4f62eede9caa7ac99";

export default node;
