/**
 * @generated SignedSource<<ac5aa39fbce287324f8b78b7af63ee95>>
 * @relayHash 418ab106985a60b57495f50ec1bd54aa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6983c79dc957e027284e2d946c0e9828ad6bb72459ad039f3924b38a35df6301

import { ConcreteRequest } from 'relay-runtime';
export type PortalLookupsProductQuery$variables = {
  slug: string;
};
export type PortalLookupsProductQuery$data = {
  readonly product: {
    readonly __typename: "Product";
  } | null | undefined;
};
export type PortalLookupsProductQuery = {
  response: PortalLookupsProductQuery$data;
  variables: PortalLookupsProductQuery$variables;
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
    "name": "PortalLookupsProductQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Product",
        "kind": "LinkedField",
        "name": "product",
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
    "name": "PortalLookupsProductQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Product",
        "kind": "LinkedField",
        "name": "product",
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
    "id": "6983c79dc957e027284e2d946c0e9828ad6bb72459ad039f3924b38a35df6301",
    "metadata": {},
    "name": "PortalLookupsProductQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "67c079b28808e32b22bd67b3a3650044";

export default node;
