/**
 * @generated SignedSource<<7fca497a034c443173271d48149a9c7f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type RecentlyViewed_viewer$data = {
  readonly recentlyViewedProducts?: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"ProductGrid_products">;
  }> | null | undefined;
  readonly " $fragmentType": "RecentlyViewed_viewer";
};
export type RecentlyViewed_viewer$key = {
  readonly " $data"?: RecentlyViewed_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecentlyViewed_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "language"
    },
    {
      "kind": "RootArgument",
      "name": "signedIn"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecentlyViewed_viewer",
  "selections": [
    {
      "condition": "signedIn",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": [
            {
              "kind": "Variable",
              "name": "language",
              "variableName": "language"
            }
          ],
          "concreteType": "Product",
          "kind": "LinkedField",
          "name": "recentlyViewedProducts",
          "plural": true,
          "selections": [
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "ProductGrid_products"
            }
          ],
          "storageKey": null
        }
      ]
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "7acb353a389e5accf1201ca8fff30bd3";

export default node;
