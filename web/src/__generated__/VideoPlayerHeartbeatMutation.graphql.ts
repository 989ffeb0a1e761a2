/**
 * @generated SignedSource<<45386c997a4f50ea8205f478ee304c15>>
 * @relayHash dbbadfa2846552e04400f8ae7e7014f2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 488b227c0912aafd9292205cf3d1cf6e901b3da094adda900390db05b50fcdd6

import type { ConcreteRequest } from 'relay-runtime';
export type VideoHeartbeatInput = {
  positionSeconds?: number | null | undefined;
  ticket: string;
};
export type VideoPlayerHeartbeatMutation$variables = {
  input: VideoHeartbeatInput;
};
export type VideoPlayerHeartbeatMutation$data = {
  readonly videoHeartbeat: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type VideoPlayerHeartbeatMutation = {
  response: VideoPlayerHeartbeatMutation$data;
  variables: VideoPlayerHeartbeatMutation$variables;
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
    "name": "videoHeartbeat",
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
    "name": "VideoPlayerHeartbeatMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "VideoPlayerHeartbeatMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "488b227c0912aafd9292205cf3d1cf6e901b3da094adda900390db05b50fcdd6",
    "metadata": {},
    "name": "VideoPlayerHeartbeatMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d2244da7a6e93910e849daba9e757d94";

export default node;
