/**
 * @generated SignedSource<<0cf6a2578cfa0f5b0e644d49973fda69>>
 * @relayHash 7d25561203aef6de898fb48dd4666c39
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e15cc2744d7a44d8239a8962e8bc6d9573ee60a6ba2dbd977a36a975e9107fcc

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Language = "DE" | "EN" | "JA";
export type NotFoundPageQuery$variables = {
  language: Language;
};
export type NotFoundPageQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"Shell_query">;
};
export type NotFoundPageQuery = {
  response: NotFoundPageQuery$data;
  variables: NotFoundPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "language"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "path",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "suppressActiveClass",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "NotFoundPageQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "Shell_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NotFoundPageQuery",
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "language",
            "variableName": "language"
          }
        ],
        "concreteType": "NavigationItem",
        "kind": "LinkedField",
        "name": "storesNavigation",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "NavigationItem",
            "kind": "LinkedField",
            "name": "children",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "e15cc2744d7a44d8239a8962e8bc6d9573ee60a6ba2dbd977a36a975e9107fcc",
    "metadata": {},
    "name": "NotFoundPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "daaffe88cb2772fbd5ab5a10aa857e08";

export default node;
