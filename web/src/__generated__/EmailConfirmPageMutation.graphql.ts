/**
 * @generated SignedSource<<182e566db4e68c01b251a6dc32240b39>>
 * @relayHash abd284f7df55951ed0cdaa875bac844a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5c648a148d97e0bdb6e7fbfa5f3ef5c71a4e70a891be85f8fdc2a6ff80f61596

import type { ConcreteRequest } from 'relay-runtime';
export type EmailConfirmPageMutation$variables = {
  token: string;
};
export type EmailConfirmPageMutation$data = {
  readonly emailConfirm: {
    readonly __typename: string;
    readonly email?: string;
    readonly message?: string;
  };
};
export type EmailConfirmPageMutation = {
  response: EmailConfirmPageMutation$data;
  variables: EmailConfirmPageMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "emailConfirm",
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
            "name": "email",
            "storageKey": null
          }
        ],
        "type": "EmailConfirmed",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "EmailConfirmPageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EmailConfirmPageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5c648a148d97e0bdb6e7fbfa5f3ef5c71a4e70a891be85f8fdc2a6ff80f61596",
    "metadata": {},
    "name": "EmailConfirmPageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8628b8fef65d4da280bcf5c58ed0f64d";

export default node;
