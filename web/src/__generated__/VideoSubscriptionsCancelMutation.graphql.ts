/**
 * @generated SignedSource<<d3e0ff88b58d1202aac0cdd9aa73479f>>
 * @relayHash 71693e1924da04e9f9091975594f9b4b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 36af9d106aa59a9f27f76fe818d3f1cbed6a2ffbdfc9e404ce4d4588862ab1e0

import type { ConcreteRequest } from 'relay-runtime';
export type VideoSubscriptionState = "ACTIVE" | "CANCELLED" | "EXPIRED" | "RENEWAL_FAILED";
export type VideoSubscriptionCancelInput = {
  subscriptionId: string;
};
export type VideoSubscriptionsCancelMutation$variables = {
  input: VideoSubscriptionCancelInput;
};
export type VideoSubscriptionsCancelMutation$data = {
  readonly videoSubscriptionCancel: {
    readonly __typename: string;
    readonly message?: string;
    readonly subscription?: {
      readonly cancellable: boolean;
      readonly hasAccess: boolean;
      readonly id: string;
      readonly nextBillingOn: string | null | undefined;
      readonly state: VideoSubscriptionState;
      readonly validUntil: string;
    };
  };
};
export type VideoSubscriptionsCancelMutation = {
  response: VideoSubscriptionsCancelMutation$data;
  variables: VideoSubscriptionsCancelMutation$variables;
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
    "name": "videoSubscriptionCancel",
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "validUntil",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasAccess",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "nextBillingOn",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cancellable",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "VideoSubscriptionCancelSuccess",
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
    "name": "VideoSubscriptionsCancelMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "VideoSubscriptionsCancelMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "36af9d106aa59a9f27f76fe818d3f1cbed6a2ffbdfc9e404ce4d4588862ab1e0",
    "metadata": {},
    "name": "VideoSubscriptionsCancelMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "86bbd557f2997570f88805b266df5fcd";

export default node;
