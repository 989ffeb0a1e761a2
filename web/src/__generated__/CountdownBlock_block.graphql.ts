/**
 * @generated SignedSource<<c647176f6b72a85300a0fd239dee45db>>
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
          "args": null,
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

(node as any).hash = "29ba61a60563d67d19d1a2ab967bb48f";

export default node;
