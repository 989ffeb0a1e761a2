/**
 * @generated SignedSource<<3120e25ca8bb33c9dfc5e3775d347bf5>>
 * @relayHash 2f6f8236c34793dfec749ca60e167994
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cb19f2c9e2f3e740fe8569eed5c5e6b938a6036ef7f734c807b627d65e0a3780

import { ConcreteRequest } from 'relay-runtime';
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
  "name": "slug",
  "storageKey": null
},
v2 = [
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
v3 = {
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
v4 = {
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
v5 = {
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
v6 = {
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
v7 = {
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
        "concreteType": "ProductCategory",
        "kind": "LinkedField",
        "name": "productCategories",
        "plural": true,
        "selections": [
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
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
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v6/*:: as any*/)
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
        "concreteType": "ProductCategory",
        "kind": "LinkedField",
        "name": "productCategories",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v7/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
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
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v7/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "cb19f2c9e2f3e740fe8569eed5c5e6b938a6036ef7f734c807b627d65e0a3780",
    "metadata": {},
    "name": "PortalLookupsSitemapQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9baf85378b32f6a94e4c619e4c9efb11";

export default node;
