/**
 * @generated SignedSource<<606630dd5a24a83f59988f2533789583>>
 * @relayHash b048f8a36e72937485c93b29db3e4fa4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c73498b46b1d3820e4074d0577470845796781f7a7c76317541c0106917258f9

import type { ConcreteRequest } from 'relay-runtime';
export type PaymentMethodSetupStatus = "FAILED" | "PENDING" | "SUCCEEDED";
export type PaymentMethodsPageSetupQuery$variables = {
  paymentId: string;
};
export type PaymentMethodsPageSetupQuery$data = {
  readonly viewer: {
    readonly paymentMethodSetup: PaymentMethodSetupStatus | null | undefined;
  };
};
export type PaymentMethodsPageSetupQuery = {
  response: PaymentMethodsPageSetupQuery$data;
  variables: PaymentMethodsPageSetupQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "paymentId"
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "paymentId",
            "variableName": "paymentId"
          }
        ],
        "kind": "ScalarField",
        "name": "paymentMethodSetup",
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
    "name": "PaymentMethodsPageSetupQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PaymentMethodsPageSetupQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c73498b46b1d3820e4074d0577470845796781f7a7c76317541c0106917258f9",
    "metadata": {},
    "name": "PaymentMethodsPageSetupQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2d974e4a1cc66bc421ba04a6a29b38e2";

export default node;
