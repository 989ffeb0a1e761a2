/**
 * @generated SignedSource<<e7a5cf7bf693f56b868ff4f07d44081c>>
 * @relayHash 6a30123ec30d22d1f830837bc81f4a4c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ecb75f827cba9aa26d54580516452671c83e2f6a6fde1586973dacb67848512e

import type { ConcreteRequest } from 'relay-runtime';
export type AddressBookEntryRowDeleteMutation$variables = {
  id: string;
};
export type AddressBookEntryRowDeleteMutation$data = {
  readonly addressBookEntryDelete: {
    readonly __typename: string;
    readonly deletedId?: string;
    readonly message?: string;
  };
};
export type AddressBookEntryRowDeleteMutation = {
  response: AddressBookEntryRowDeleteMutation$data;
  variables: AddressBookEntryRowDeleteMutation$variables;
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
    "name": "addressBookEntryDelete",
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
            "name": "deletedId",
            "storageKey": null
          }
        ],
        "type": "AddressBookEntryDeleteSuccess",
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
    "name": "AddressBookEntryRowDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AddressBookEntryRowDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ecb75f827cba9aa26d54580516452671c83e2f6a6fde1586973dacb67848512e",
    "metadata": {},
    "name": "AddressBookEntryRowDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "404eb2a0b5fd1aacbfd14f60fc845eb9";

export default node;
