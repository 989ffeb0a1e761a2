/**
 * @generated SignedSource<<9bb1c6640721628779e392d1dc93de86>>
 * @relayHash d4e0bc16941e8d944e6d805cff0b4437
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3443acba52ef656f3096ebc231414fc3c0f239b58ae14ed929e5e85fce0f6ce4

import type { ConcreteRequest } from 'relay-runtime';
export type AddressBookEntryFavoriteInput = {
  id: string;
  isFavorite: boolean;
};
export type AddressBookEntryRowFavoriteMutation$variables = {
  input: AddressBookEntryFavoriteInput;
};
export type AddressBookEntryRowFavoriteMutation$data = {
  readonly addressBookEntryFavorite: {
    readonly __typename: string;
    readonly entry?: {
      readonly id: string;
      readonly isFavorite: boolean;
    };
    readonly message?: string;
  };
};
export type AddressBookEntryRowFavoriteMutation = {
  response: AddressBookEntryRowFavoriteMutation$data;
  variables: AddressBookEntryRowFavoriteMutation$variables;
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
    "name": "addressBookEntryFavorite",
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
            "concreteType": "AddressBookEntry",
            "kind": "LinkedField",
            "name": "entry",
            "plural": false,
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
                "name": "isFavorite",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "AddressBookEntryFavoriteSuccess",
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
    "name": "AddressBookEntryRowFavoriteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AddressBookEntryRowFavoriteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3443acba52ef656f3096ebc231414fc3c0f239b58ae14ed929e5e85fce0f6ce4",
    "metadata": {},
    "name": "AddressBookEntryRowFavoriteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "345516155890729576cac2365eff1d95";

export default node;
