/**
 * @generated SignedSource<<7ae300154315ba96b3a87810cd76412e>>
 * @relayHash b66714354270fddaf28cb250268a1652
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 60a3c7062997c4865389e7787cfed2a319148398b39dea1f4f4664dfaa38a14f

import type { ConcreteRequest } from 'relay-runtime';
export type PasswordRule = "REQUIRES_DIGIT" | "REQUIRES_LOWER" | "REQUIRES_SPECIAL_CHARACTER" | "REQUIRES_UPPER" | "SAME_AS_CURRENT" | "TOO_LONG" | "TOO_SHORT";
export type PasswordChangeInput = {
  confirmNewPassword: string;
  currentPassword: string;
  newPassword: string;
};
export type PasswordPageChangeMutation$variables = {
  input: PasswordChangeInput;
};
export type PasswordPageChangeMutation$data = {
  readonly passwordChange: {
    readonly __typename: string;
    readonly field?: string;
    readonly message?: string;
    readonly rules?: ReadonlyArray<PasswordRule>;
  };
};
export type PasswordPageChangeMutation = {
  response: PasswordPageChangeMutation$data;
  variables: PasswordPageChangeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "field",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/)
],
v3 = [
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
    "name": "passwordChange",
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
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rules",
            "storageKey": null
          }
        ],
        "type": "PasswordRulesError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v2/*:: as any*/),
        "type": "CurrentPasswordInvalidError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v2/*:: as any*/),
        "type": "PasswordsDoNotMatchError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v2/*:: as any*/),
        "type": "InvalidInputError",
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
    "name": "PasswordPageChangeMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PasswordPageChangeMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "60a3c7062997c4865389e7787cfed2a319148398b39dea1f4f4664dfaa38a14f",
    "metadata": {},
    "name": "PasswordPageChangeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "31d73c71c65fdcd3100594f9def2f184";

export default node;
