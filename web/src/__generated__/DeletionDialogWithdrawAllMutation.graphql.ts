/**
 * @generated SignedSource<<525a30a28904b0265f05f31672b3478d>>
 * @relayHash b148055ff022a253c1e73eb065094f68
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e043797e0d9193bf84ce52aaecd6fbff43083e4367ea156075817c9cf9fd988b

import type { ConcreteRequest } from 'relay-runtime';
export type DeletionDialogWithdrawAllMutation$variables = Record<PropertyKey, never>;
export type DeletionDialogWithdrawAllMutation$data = {
  readonly consentWithdrawAll: {
    readonly __typename: string;
    readonly consents?: ReadonlyArray<{
      readonly granted: boolean;
      readonly id: string;
    }>;
    readonly message?: string;
  };
};
export type DeletionDialogWithdrawAllMutation = {
  response: DeletionDialogWithdrawAllMutation$data;
  variables: DeletionDialogWithdrawAllMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "consentWithdrawAll",
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
            "concreteType": "Consent",
            "kind": "LinkedField",
            "name": "consents",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "granted",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ConsentsChanged",
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
    "name": "DeletionDialogWithdrawAllMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DeletionDialogWithdrawAllMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "e043797e0d9193bf84ce52aaecd6fbff43083e4367ea156075817c9cf9fd988b",
    "metadata": {},
    "name": "DeletionDialogWithdrawAllMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3cf2636393b091f533760dc2185482a2";

export default node;
