/**
 * @generated SignedSource<<5b6a171c3ddd41e06b022a723e4bcc17>>
 * @relayHash 526b284f86b98c076e08a3547d33bd87
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c75115c0509c2e89c2817d1eb4795d6fdcc31f4e27168dbd45183c632c3cde38

import { ConcreteRequest } from 'relay-runtime';
export type PortalLookupsCategoryQuery$variables = {
  slug: string;
};
export type PortalLookupsCategoryQuery$data = {
  readonly productCategory: {
    readonly __typename: "ProductCategory";
  } | null | undefined;
};
export type PortalLookupsCategoryQuery = {
  response: PortalLookupsCategoryQuery$data;
  variables: PortalLookupsCategoryQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PortalLookupsCategoryQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ProductCategory",
        "kind": "LinkedField",
        "name": "productCategory",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
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
    "name": "PortalLookupsCategoryQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ProductCategory",
        "kind": "LinkedField",
        "name": "productCategory",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "c75115c0509c2e89c2817d1eb4795d6fdcc31f4e27168dbd45183c632c3cde38",
    "metadata": {},
    "name": "PortalLookupsCategoryQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0f62fb8725b9eac4d0bbe34846a72293";

export default node;
