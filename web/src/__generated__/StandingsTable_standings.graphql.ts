/**
 * @generated SignedSource<<20ab212dec2845ab75bd486f401df02c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StandingsTable_standings$data = {
  readonly competition: string;
  readonly id: string;
  readonly rows: ReadonlyArray<{
    readonly drawn: number;
    readonly goalDifference: number;
    readonly goalsAgainst: number;
    readonly goalsFor: number;
    readonly live: boolean;
    readonly lost: number;
    readonly own: boolean;
    readonly played: number;
    readonly points: number;
    readonly rank: number;
    readonly team: string;
    readonly won: number;
  }>;
  readonly " $fragmentType": "StandingsTable_standings";
};
export type StandingsTable_standings$key = {
  readonly " $data"?: StandingsTable_standings$data;
  readonly " $fragmentSpreads": FragmentRefs<"StandingsTable_standings">;
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
  "name": "StandingsTable_standings",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StandingsRow",
      "kind": "LinkedField",
      "name": "rows",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rank",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "team",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "own",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "live",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "played",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "won",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "drawn",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lost",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "goalsFor",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "goalsAgainst",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "goalDifference",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "points",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Standings",
  "abstractKey": null
};

(node as any).hash = "a5306a602b09b3a6382e185ceb0e9e32";

export default node;
