/**
 * @generated SignedSource<<a0a81e76f79540c3ea833484f0c34584>>
 * @relayHash f136d2bbfed518d88fa409f6803ccd7e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 37050a97c48c77b9ef53c8b8f37b963ce1c05bfacce4a651cf5dd2c0136f7d9d

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Language = "DE" | "EN" | "JA";
export type ConsentSwitchGrantMutation$variables = {
  id: string;
  language: Language;
};
export type ConsentSwitchGrantMutation$data = {
  readonly consentGrant: {
    readonly __typename: string;
    readonly consents?: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ConsentSwitch_consent">;
    }>;
    readonly message?: string;
  };
};
export type ConsentSwitchGrantMutation = {
  response: ConsentSwitchGrantMutation$data;
  variables: ConsentSwitchGrantMutation$variables;
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
    "name": "ConsentSwitchGrantMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "consentGrant",
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
    "name": "ConsentSwitchGrantMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "consentGrant",
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
    "id": "37050a97c48c77b9ef53c8b8f37b963ce1c05bfacce4a651cf5dd2c0136f7d9d",
    "metadata": {},
    "name": "ConsentSwitchGrantMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9fed369023f0ac552a70290a65458a7e";

export default node;
