/**
 * @generated SignedSource<<3d616f4273960926dc29b25e3afd0672>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PlayerStatisticsBlock_block$data = {
  readonly players: ReadonlyArray<{
    readonly away: {
      readonly " $fragmentSpreads": FragmentRefs<"statistics_numbers">;
    } | null | undefined;
    readonly firstName: string;
    readonly home: {
      readonly " $fragmentSpreads": FragmentRefs<"statistics_numbers">;
    } | null | undefined;
    readonly internalId: number;
    readonly jerseyNumber: number | null | undefined;
    readonly knownName: string | null | undefined;
    readonly lastName: string;
    readonly position: string;
    readonly site: string;
    readonly total: {
      readonly " $fragmentSpreads": FragmentRefs<"statistics_numbers">;
    } | null | undefined;
  }>;
  readonly season: number;
  readonly " $fragmentType": "PlayerStatisticsBlock_block";
};
export type PlayerStatisticsBlock_block$key = {
  readonly " $data"?: PlayerStatisticsBlock_block$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlayerStatisticsBlock_block">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "kind": "InlineDataFragmentSpread",
    "name": "statistics_numbers",
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "gamesPlayed",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "starts",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "substitutions",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "minutesPlayed",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "goals",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "assists",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "penaltyGoals",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "duels",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "yellowCards",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "yellowRedCards",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "redCards",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "shots",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "passes",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "touches",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "fouls",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "corners",
        "storageKey": null
      }
    ],
    "args": null,
    "argumentDefinitions": ([]/*:: as any*/)
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PlayerStatisticsBlock_block",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "season",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TeamMember",
      "kind": "LinkedField",
      "name": "players",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "internalId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "site",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "firstName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "knownName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "position",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "jerseyNumber",
          "storageKey": null
        },
        {
          "alias": "total",
          "args": [
            {
              "kind": "Literal",
              "name": "scope",
              "value": "TOTAL"
            }
          ],
          "concreteType": "PlayerStatistics",
          "kind": "LinkedField",
          "name": "statistics",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": "statistics(scope:\"TOTAL\")"
        },
        {
          "alias": "home",
          "args": [
            {
              "kind": "Literal",
              "name": "scope",
              "value": "HOME"
            }
          ],
          "concreteType": "PlayerStatistics",
          "kind": "LinkedField",
          "name": "statistics",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": "statistics(scope:\"HOME\")"
        },
        {
          "alias": "away",
          "args": [
            {
              "kind": "Literal",
              "name": "scope",
              "value": "AWAY"
            }
          ],
          "concreteType": "PlayerStatistics",
          "kind": "LinkedField",
          "name": "statistics",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": "statistics(scope:\"AWAY\")"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PlayerStatisticsBlock",
  "abstractKey": null
};
})();

(node as any).hash = "86ff6b7e87477c539584403b5e9afb1a";

export default node;
