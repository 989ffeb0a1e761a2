/**
 * @generated SignedSource<<b59e89a243be802c97ec9969c57eafbd>>
 * @relayHash 35040fdfc560b3506353ccb7d7d56069
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 59a304f7603b229a9472b5b21a4ec03907b1d2e396d60f7d5bf1dc370207cbc2

import type { ConcreteRequest } from 'relay-runtime';
export type DataExportMutation$variables = Record<PropertyKey, never>;
export type DataExportMutation$data = {
  readonly viewerDataExport: {
    readonly __typename: string;
    readonly content?: string;
    readonly contentType?: string;
    readonly fileName?: string;
    readonly message?: string;
  };
};
export type DataExportMutation = {
  response: DataExportMutation$data;
  variables: DataExportMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "viewerDataExport",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "fileName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "contentType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "content",
            "storageKey": null
          }
        ],
        "type": "DataExport",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DataExportMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DataExportMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "59a304f7603b229a9472b5b21a4ec03907b1d2e396d60f7d5bf1dc370207cbc2",
    "metadata": {},
    "name": "DataExportMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a3dccbce8e261afd504c1e5c375c2735";

export default node;
