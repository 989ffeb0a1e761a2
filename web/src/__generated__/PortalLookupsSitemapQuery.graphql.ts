/**
 * @generated SignedSource<<5bfad84668bcfba5388f5a32939bf2ef>>
 * @relayHash 26a6d4b03d9ca9b795451100b6cba2b3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e5248991110b778ddb6bff954fe5169cf72bb500047e301692f608be6ee7aba2

import type { ConcreteRequest } from 'relay-runtime';
export type PortalLookupsSitemapQuery$variables = {
  after?: string | null | undefined;
};
export type PortalLookupsSitemapQuery$data = {
  readonly newestProducts: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly slugDe: string;
        readonly slugEn: string;
        readonly slugJa: string;
      };
    }>;
    readonly pageInfo: {
      readonly endCursor: string | null | undefined;
      readonly hasNextPage: boolean;
    };
  } | null | undefined;
  readonly productCategories: ReadonlyArray<{
    readonly slug: string;
  }> | null | undefined;
  readonly sites: ReadonlyArray<{
    readonly key: string;
  }> | null | undefined;
};
export type PortalLookupsSitemapQuery = {
  response: PortalLookupsSitemapQuery$data;
  variables: PortalLookupsSitemapQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "after"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v3 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "after"
  },
  {
    "kind": "Literal",
    "name": "first",
    "value": 50
  }
],
v4 = {
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
v5 = {
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
v6 = {
  "alias": "slugJa",
  "args": [
    {
      "kind": "Literal",
      "name": "language",
      "value": "JA"
    }
  ],
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": "slug(language:\"JA\")"
},
v7 = {
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
      "name": "hasNextPage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endCursor",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PortalLookupsSitemapQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Site",
        "kind": "LinkedField",
        "name": "sites",
        "plural": true,
        "selections": [
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ProductCategory",
        "kind": "LinkedField",
        "name": "productCategories",
        "plural": true,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "ProductConnection",
        "kind": "LinkedField",
        "name": "newestProducts",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ProductEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Product",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PortalLookupsSitemapQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Site",
        "kind": "LinkedField",
        "name": "sites",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v8/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ProductCategory",
        "kind": "LinkedField",
        "name": "productCategories",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v8/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "ProductConnection",
        "kind": "LinkedField",
        "name": "newestProducts",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ProductEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Product",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v8/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "e5248991110b778ddb6bff954fe5169cf72bb500047e301692f608be6ee7aba2",
    "metadata": {},
    "name": "PortalLookupsSitemapQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "025b6b67269cb8da20308b37a2d26802";

export default node;
