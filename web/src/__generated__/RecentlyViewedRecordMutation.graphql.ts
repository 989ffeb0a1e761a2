/**
 * @generated SignedSource<<c9785c4c6eff8aec8273931544cf8b42>>
 * @relayHash d9fc323a0b9390b32cb8e9c8ec5b502a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2a1690572985c6289b940255284ea503605774f518b6b860537758b909b75cb5

import type { ConcreteRequest } from 'relay-runtime';
export type ProductImpressionRecordInput = {
  productId: string;
};
export type RecentlyViewedRecordMutation$variables = {
  input: ProductImpressionRecordInput;
};
export type RecentlyViewedRecordMutation$data = {
  readonly productImpressionRecord: {
    readonly __typename: string;
  };
};
export type RecentlyViewedRecordMutation = {
  response: RecentlyViewedRecordMutation$data;
  variables: RecentlyViewedRecordMutation$variables;
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
    "name": "productImpressionRecord",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
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
    "name": "RecentlyViewedRecordMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RecentlyViewedRecordMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "2a1690572985c6289b940255284ea503605774f518b6b860537758b909b75cb5",
    "metadata": {},
    "name": "RecentlyViewedRecordMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "267f2f7f53e55d80e62b4517dd02f2c1";

export default node;
