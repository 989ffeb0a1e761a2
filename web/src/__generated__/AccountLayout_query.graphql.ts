/**
 * @generated SignedSource<<c25df3a2ae2b0215367a49940d3b21e6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AccountLayout_query$data = {
  readonly viewer: {
    readonly actingFor: {
      readonly name: string;
    } | null | undefined;
    readonly person?: {
      readonly __typename: "Person";
    } | null | undefined;
  };
  readonly " $fragmentSpreads": FragmentRefs<"Shell_query">;
  readonly " $fragmentType": "AccountLayout_query";
};
export type AccountLayout_query$key = {
  readonly " $data"?: AccountLayout_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountLayout_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "signedIn"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountLayout_query",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "Shell_query"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Viewer",
      "kind": "LinkedField",
      "name": "viewer",
      "plural": false,
      "selections": [
        {
          "condition": "signedIn",
          "kind": "Condition",
          "passingValue": true,
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
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ]
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "1246cf170b55cafbb4f8e7848eda3638";

export default node;
