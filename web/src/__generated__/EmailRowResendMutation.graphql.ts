/**
 * @generated SignedSource<<831ce0a82113e9fc8bbef09cabd73833>>
 * @relayHash cc5b9c869d771f066e8d473389a5b0bc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8d347a8e90378fdce1ed13d7fe4f0d6e46f827148ca61417b2be25977cadf167

import type { ConcreteRequest } from 'relay-runtime';
export type EmailRowResendMutation$variables = {
  id: string;
};
export type EmailRowResendMutation$data = {
  readonly emailResendConfirmation: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type EmailRowResendMutation = {
  response: EmailRowResendMutation$data;
  variables: EmailRowResendMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "emailResendConfirmation",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "EmailRowResendMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EmailRowResendMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8d347a8e90378fdce1ed13d7fe4f0d6e46f827148ca61417b2be25977cadf167",
    "metadata": {},
    "name": "EmailRowResendMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e507446f3e3ebed3cac80cf5dbff0d89";

export default node;
