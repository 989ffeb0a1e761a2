/**
 * @generated SignedSource<<15a6f8042bec2a6e87fc7ce4cab4ef6e>>
 * @relayHash a7045136d566f0d8f9537848c0696ddf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 54c8b625fc6a07fe4c76b8d470bc43f8c3589b1872f277b3a258edfae7b02d20

import type { ConcreteRequest } from 'relay-runtime';
export type OrganizationInvitationInput = {
  organizationId: string;
};
export type InvitationPageAcceptMutation$variables = {
  input: OrganizationInvitationInput;
};
export type InvitationPageAcceptMutation$data = {
  readonly organizationInvitationAccept: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type InvitationPageAcceptMutation = {
  response: InvitationPageAcceptMutation$data;
  variables: InvitationPageAcceptMutation$variables;
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
    "name": "organizationInvitationAccept",
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
    "name": "InvitationPageAcceptMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InvitationPageAcceptMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "54c8b625fc6a07fe4c76b8d470bc43f8c3589b1872f277b3a258edfae7b02d20",
    "metadata": {},
    "name": "InvitationPageAcceptMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8a288ad6d7be8fb67db537724c75ad76";

export default node;
