/**
 * @generated SignedSource<<42c4a7676e3e527d093d1c8da900746b>>
 * @relayHash de18665879a51c46ae547cb8804b120a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d634bc3dd88e58e71e53436fb022e9b945ec19ad0465c52576163feb8a3ad13a

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type liveSubscriptionsVideoSubscription$variables = Record<PropertyKey, never>;
export type liveSubscriptionsVideoSubscription$data = {
  readonly liveVideoChanged: {
    readonly " $fragmentSpreads": FragmentRefs<"LiveVideoBadge_state">;
  };
};
export type liveSubscriptionsVideoSubscription = {
  response: liveSubscriptionsVideoSubscription$data;
  variables: liveSubscriptionsVideoSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "liveSubscriptionsVideoSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "LiveVideoState",
        "kind": "LinkedField",
        "name": "liveVideoChanged",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "LiveVideoBadge_state"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "liveSubscriptionsVideoSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "LiveVideoState",
        "kind": "LinkedField",
        "name": "liveVideoChanged",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "payment",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Video",
            "kind": "LinkedField",
            "name": "video",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
                "storageKey": null
              },
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "posterUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerAccess",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "previewSeconds",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d634bc3dd88e58e71e53436fb022e9b945ec19ad0465c52576163feb8a3ad13a",
    "metadata": {},
    "name": "liveSubscriptionsVideoSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "5e0b2f4438d15c5db903423e35683528";

export default node;
