/**
 * @generated SignedSource<<cd982a00e799e3e4fad28b1bc10763b1>>
 * @relayHash fbc962cd881cb045c666cb30506bd267
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bf0886630e48db1f19d57894e95eabbfe54d43537b95825bdb0b0eabf33f62fe

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Language = "DE" | "EN" | "JA";
export type SearchResultType = "CONTENT" | "MAGAZINE" | "MATCH" | "NEWS" | "SHOP_PRODUCT" | "SHOP_SOCCERCAMP" | "TEAM" | "VIDEO" | "WEBSITE";
export type SearchComboboxSuggestionsQuery$variables = {
  language: Language;
  query: string;
};
export type SearchComboboxSuggestionsQuery$data = {
  readonly searchSuggestions: ReadonlyArray<{
    readonly id: string;
    readonly title: string;
    readonly type: SearchResultType;
    readonly " $fragmentSpreads": FragmentRefs<"searchTypes_link">;
  }> | null | undefined;
};
export type SearchComboboxSuggestionsQuery = {
  response: SearchComboboxSuggestionsQuery$data;
  variables: SearchComboboxSuggestionsQuery$variables;
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
  "name": "query"
},
v2 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 6
  },
  {
    "kind": "Variable",
    "name": "language",
    "variableName": "language"
  },
  {
    "kind": "Variable",
    "name": "query",
    "variableName": "query"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "site",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "SearchTarget",
  "kind": "LinkedField",
  "name": "target",
  "plural": false,
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
      "name": "path",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "SearchComboboxSuggestionsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "SearchResult",
        "kind": "LinkedField",
        "name": "searchSuggestions",
        "plural": true,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "kind": "InlineDataFragmentSpread",
            "name": "searchTypes_link",
            "selections": [
              (v4/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/)
            ],
            "args": null,
            "argumentDefinitions": []
          }
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
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "SearchComboboxSuggestionsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "SearchResult",
        "kind": "LinkedField",
        "name": "searchSuggestions",
        "plural": true,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "bf0886630e48db1f19d57894e95eabbfe54d43537b95825bdb0b0eabf33f62fe",
    "metadata": {},
    "name": "SearchComboboxSuggestionsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6fcf4be39c0575b09cbc9320c6a6f48e";

export default node;
