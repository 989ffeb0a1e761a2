/**
 * @generated SignedSource<<bad0293958cdc7affefa222868dce4f6>>
 * @relayHash f2ffc8cb5e661e90f899558e702bd6d8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c63c70e2a6d5d2f66b1b21b7f20833ab9d84f63fa6fd49c3bc9298d059560c7d

import type { ConcreteRequest } from 'relay-runtime';
export type OrganizationInvitationInput = {
  organizationId: string;
};
export type InvitationPageDeclineMutation$variables = {
  input: OrganizationInvitationInput;
};
export type InvitationPageDeclineMutation$data = {
  readonly organizationInvitationDecline: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type InvitationPageDeclineMutation = {
  response: InvitationPageDeclineMutation$data;
  variables: InvitationPageDeclineMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "organizationInvitationDecline",
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
    "name": "InvitationPageDeclineMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InvitationPageDeclineMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c63c70e2a6d5d2f66b1b21b7f20833ab9d84f63fa6fd49c3bc9298d059560c7d",
    "metadata": {},
    "name": "InvitationPageDeclineMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "cd9889fe893b8bdfc2ca9472066e752d";

export default node;
