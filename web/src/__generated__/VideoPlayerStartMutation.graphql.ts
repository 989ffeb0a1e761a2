/**
 * @generated SignedSource<<0691f68ca62c02c62e2c4b513a7c6dae>>
 * @relayHash d2f694ee09e864685e045f3a00bc0d53
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f985693c07cbba38310f244b002a0ca00143a38b3a30ff8fac9ed5cd751571e2

import type { ConcreteRequest } from 'relay-runtime';
export type VideoAccess = "FULL" | "PREVIEW";
export type VideoPlaybackStartInput = {
  videoId: string;
};
export type VideoPlayerStartMutation$variables = {
  input: VideoPlaybackStartInput;
};
export type VideoPlayerStartMutation$data = {
  readonly videoPlaybackStart: {
    readonly __typename: string;
    readonly access?: VideoAccess;
    readonly heartbeatIntervalSeconds?: number;
    readonly message?: string;
    readonly playlistUrl?: string;
    readonly previewSeconds?: number | null | undefined;
    readonly resumeAtSeconds?: number | null | undefined;
    readonly ticket?: string;
    readonly video?: {
      readonly id: string;
      readonly viewerAccess: VideoAccess;
    };
  };
};
export type VideoPlayerStartMutation = {
  response: VideoPlayerStartMutation$data;
  variables: VideoPlayerStartMutation$variables;
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
    "name": "videoPlaybackStart",
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
            "name": "playlistUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "ticket",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "heartbeatIntervalSeconds",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "access",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "previewSeconds",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "resumeAtSeconds",
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
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerAccess",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "VideoPlaybackStartSuccess",
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
    "name": "VideoPlayerStartMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "VideoPlayerStartMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f985693c07cbba38310f244b002a0ca00143a38b3a30ff8fac9ed5cd751571e2",
    "metadata": {},
    "name": "VideoPlayerStartMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "58bff8a2e7010a66c257136a40ba5a00";

export default node;
