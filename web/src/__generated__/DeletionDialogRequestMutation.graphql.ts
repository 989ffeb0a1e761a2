/**
 * @generated SignedSource<<4a31781d4fe1a2c76500c8acb99a6141>>
 * @relayHash c6ef2319b39cc7530c1291cb8b8d2020
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2cca2f9d6f72665da16558dc622adfea9c096cbbd0745e43696e753bb5f9fa37

import type { ConcreteRequest } from 'relay-runtime';
export type DeletionDialogRequestMutation$variables = Record<PropertyKey, never>;
export type DeletionDialogRequestMutation$data = {
  readonly accountDeletionRequest: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type DeletionDialogRequestMutation = {
  response: DeletionDialogRequestMutation$data;
  variables: DeletionDialogRequestMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "accountDeletionRequest",
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
    "name": "DeletionDialogRequestMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DeletionDialogRequestMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "2cca2f9d6f72665da16558dc622adfea9c096cbbd0745e43696e753bb5f9fa37",
    "metadata": {},
    "name": "DeletionDialogRequestMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "63f8a9ee5121cb63912293540167e158";

export default node;
