/**
 * @generated SignedSource<<0525ed3c69a1a5920ebb7e9f916c5b9d>>
 * @relayHash 4defdbe09ebe28fa24ac505a1f5d26d8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9403ba15d9f5d7006b5c20d5e177c892be70dcaf0100040370fe059f65591b84

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Language = "DE" | "EN" | "JA";
export type SweepstakeState = "ACTIVE" | "DRAWN" | "ENDED";
export type SweepstakeSeriesPageQuery$variables = {
  language: Language;
  signedIn: boolean;
  slug: string;
};
export type SweepstakeSeriesPageQuery$data = {
  readonly sweepstakeSeriesById: {
    readonly description: string;
    readonly name: string;
    readonly slugDe: string;
    readonly slugEn: string;
    readonly sweepstakes: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly drawAt: string;
          readonly endsAt: string;
          readonly id: string;
          readonly name: string;
          readonly prize: string;
          readonly slug: string;
          readonly state: SweepstakeState;
          readonly viewerParticipation?: {
            readonly isWinner: boolean | null | undefined;
          } | null | undefined;
          readonly winnerCount: number;
        };
      }>;
    } | null | undefined;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"Shell_query">;
};
export type SweepstakeSeriesPageQuery = {
  response: SweepstakeSeriesPageQuery$data;
  variables: SweepstakeSeriesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "language"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "signedIn"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "slug"
},
v3 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "slug"
  }
],
v4 = [
  {
    "kind": "Variable",
    "name": "language",
    "variableName": "language"
  }
],
v5 = {
  "alias": null,
  "args": (v4/*:: as any*/),
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": (v4/*:: as any*/),
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v7 = {
  "alias": "slugDe",
  "args": [
    {
      "kind": "Literal",
      "name": "language",
      "value": "DE"
    }
  ],
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": "slug(language:\"DE\")"
},
v8 = {
  "alias": "slugEn",
  "args": [
    {
      "kind": "Literal",
      "name": "language",
      "value": "EN"
    }
  ],
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": "slug(language:\"EN\")"
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "first",
      "value": 50
    }
  ],
  "concreteType": "SweepstakeConnection",
  "kind": "LinkedField",
  "name": "sweepstakes",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SweepstakeEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Sweepstake",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            (v9/*:: as any*/),
            (v5/*:: as any*/),
            {
              "alias": null,
              "args": (v4/*:: as any*/),
              "kind": "ScalarField",
              "name": "prize",
              "storageKey": null
            },
            {
              "alias": null,
              "args": (v4/*:: as any*/),
              "kind": "ScalarField",
              "name": "slug",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "state",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endsAt",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "drawAt",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "winnerCount",
              "storageKey": null
            },
            {
              "condition": "signedIn",
              "kind": "Condition",
              "passingValue": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "SweepstakeParticipation",
                  "kind": "LinkedField",
                  "name": "viewerParticipation",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "isWinner",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                }
              ]
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "sweepstakes(first:50)"
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalId",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "itemCount",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "path",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "suppressActiveClass",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "SweepstakeSeriesPageQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "Shell_query"
      },
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "SweepstakeSeries",
        "kind": "LinkedField",
        "name": "sweepstakeSeriesById",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v10/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "SweepstakeSeriesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
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
              },
              (v9/*:: as any*/)
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
              (v11/*:: as any*/),
              (v9/*:: as any*/),
              (v12/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "condition": "signedIn",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Organization",
                "kind": "LinkedField",
                "name": "organizations",
                "plural": true,
                "selections": [
                  (v12/*:: as any*/),
                  (v11/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "type",
                    "storageKey": null
                  },
                  (v9/*:: as any*/)
                ],
                "storageKey": null
              }
            ]
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
              (v13/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v14/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CartMergeNotice",
                    "kind": "LinkedField",
                    "name": "mergeNotices",
                    "plural": true,
                    "selections": [
                      (v13/*:: as any*/),
                      (v9/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "type": "Cart",
                "abstractKey": null
              },
              {
                "kind": "InlineFragment",
                "selections": [
                  (v9/*:: as any*/)
                ],
                "type": "Node",
                "abstractKey": "__isNode"
              },
              {
                "kind": "InlineFragment",
                "selections": [
                  (v14/*:: as any*/)
                ],
                "type": "Cart",
                "abstractKey": null
              }
            ],
            "storageKey": "cart(countryCode:\"DE\")"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "NavigationItem",
        "kind": "LinkedField",
        "name": "storesNavigation",
        "plural": true,
        "selections": [
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          (v17/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "NavigationItem",
            "kind": "LinkedField",
            "name": "children",
            "plural": true,
            "selections": [
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "SweepstakeSeries",
        "kind": "LinkedField",
        "name": "sweepstakeSeriesById",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v10/*:: as any*/),
          (v9/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "9403ba15d9f5d7006b5c20d5e177c892be70dcaf0100040370fe059f65591b84",
    "metadata": {},
    "name": "SweepstakeSeriesPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "90c6efa90011c36ad92c1cc64dbeb148";

export default node;
