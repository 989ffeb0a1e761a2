/**
 * @generated SignedSource<<b270c5cc37ad3a40dcc6cbf9e66bba59>>
 * @relayHash d094e2b51ba52aec5f060fba79bc70cb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a10ba2b1e0f3171fe803c16b3adecbdcd0d7f42a8bb12e31a813d8dbd4106ab0

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Language = "DE" | "EN" | "JA";
export type ConsentSwitchWithdrawMutation$variables = {
  id: string;
  language: Language;
};
export type ConsentSwitchWithdrawMutation$data = {
  readonly consentWithdraw: {
    readonly __typename: string;
    readonly consents?: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ConsentSwitch_consent">;
    }>;
    readonly message?: string;
  };
};
export type ConsentSwitchWithdrawMutation = {
  response: ConsentSwitchWithdrawMutation$data;
  variables: ConsentSwitchWithdrawMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "language"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ConsentSwitchWithdrawMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "consentWithdraw",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                  (v3/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ConsentSwitch_consent"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "ConsentsChanged",
            "abstractKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ConsentSwitchWithdrawMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "consentWithdraw",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": [
                      {
                        "kind": "Variable",
                        "name": "language",
                        "variableName": "language"
                      }
                    ],
                    "kind": "ScalarField",
                    "name": "name",
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
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "a10ba2b1e0f3171fe803c16b3adecbdcd0d7f42a8bb12e31a813d8dbd4106ab0",
    "metadata": {},
    "name": "ConsentSwitchWithdrawMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "44b7f1ee810d8d39fe68d79745a29d64";

export default node;
