/**
 * @generated SignedSource<<678921de71553587d48565a26958087b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type NewsOverview_query$data = {
  readonly news: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"NewsCard_news">;
      };
    }>;
    readonly totalCount: number;
  } | null | undefined;
  readonly newsCategories: ReadonlyArray<{
    readonly label: string;
    readonly name: string;
    readonly newsCount: number;
  }> | null | undefined;
  readonly " $fragmentType": "NewsOverview_query";
};
export type NewsOverview_query$key = {
  readonly " $data"?: NewsOverview_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"NewsOverview_query">;
};

import NewsOverviewRefetchQuery_graphql from './NewsOverviewRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "news"
],
v1 = {
  "kind": "Variable",
  "name": "site",
  "variableName": "site"
},
v2 = {
  "kind": "Variable",
  "name": "language",
  "variableName": "language"
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "category"
    },
    {
      "defaultValue": 12,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    },
    {
      "kind": "RootArgument",
      "name": "language"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "search"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "site"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": NewsOverviewRefetchQuery_graphql
    }
  },
  "name": "NewsOverview_query",
  "selections": [
    {
      "alias": null,
      "args": [
        (v1/*:: as any*/)
      ],
      "concreteType": "NewsCategory",
      "kind": "LinkedField",
      "name": "newsCategories",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": [
            (v2/*:: as any*/)
          ],
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "newsCount",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": "news",
      "args": [
        {
          "kind": "Variable",
          "name": "category",
          "variableName": "category"
        },
        (v2/*:: as any*/),
        {
          "kind": "Variable",
          "name": "search",
          "variableName": "search"
        },
        (v1/*:: as any*/)
      ],
      "concreteType": "NewsConnection",
      "kind": "LinkedField",
      "name": "__NewsOverview_news_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "NewsEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "News",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "id",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "NewsCard_news"
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
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
})();

(node as any).hash = "d9dd7a8d0e65ddc17fe9a4d96a0fadc7";

export default node;
