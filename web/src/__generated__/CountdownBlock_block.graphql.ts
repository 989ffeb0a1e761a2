/**
 * @generated SignedSource<<cf9ab3763beda0249dc79da266490177>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CountdownBlock_block$data = {
  readonly headline: string;
  readonly match: {
    readonly awayTeam: string;
    readonly competition: string;
    readonly homeTeam: string;
  } | null | undefined;
  readonly target: string | null | undefined;
  readonly " $fragmentType": "CountdownBlock_block";
};
export type CountdownBlock_block$key = {
  readonly " $data"?: CountdownBlock_block$data;
  readonly " $fragmentSpreads": FragmentRefs<"CountdownBlock_block">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "language"
    }
  ],
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Match",
      "kind": "LinkedField",
      "name": "match",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "homeTeam",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "awayTeam",
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
          "name": "competition",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CountdownBlock",
  "abstractKey": null
};

(node as any).hash = "71e164c6c19f0d6ea1261a05ac4b2cc0";

export default node;
