/**
 * @generated SignedSource<<cda5b005d20af495fa2a63b37fd07f88>>
 * @relayHash 209fe505b4fe618ade33103a25067fce
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e021e0172e110a9cd14396a09c2c1e9f0c10bded28839a14630b75c67f17f738

import type { ConcreteRequest } from 'relay-runtime';
export type VideoSubscriptionState = "ACTIVE" | "CANCELLED" | "EXPIRED" | "RENEWAL_FAILED";
export type VideoSubscriptionCreateInput = {
  paymentMethodId: string;
  planCode: string;
};
export type VideoSubscriptionPageMutation$variables = {
  input: VideoSubscriptionCreateInput;
};
export type VideoSubscriptionPageMutation$data = {
  readonly videoSubscriptionCreate: {
    readonly __typename: string;
    readonly field?: string;
    readonly message?: string;
    readonly subscription?: {
      readonly id: string;
      readonly state: VideoSubscriptionState;
    };
  };
};
export type VideoSubscriptionPageMutation = {
  response: VideoSubscriptionPageMutation$data;
  variables: VideoSubscriptionPageMutation$variables;
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
    "name": "videoSubscriptionCreate",
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
            "concreteType": "VideoSubscription",
            "kind": "LinkedField",
            "name": "subscription",
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
                "name": "state",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "VideoSubscriptionCreateSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          }
        ],
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
    "name": "VideoSubscriptionPageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "VideoSubscriptionPageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e021e0172e110a9cd14396a09c2c1e9f0c10bded28839a14630b75c67f17f738",
    "metadata": {},
    "name": "VideoSubscriptionPageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "285f3b6788be0e6fa8862544cd8e65b4";

export default node;
