/**
 * @generated SignedSource<<9886031e0d40f2234efff8a9abb6d258>>
 * @relayHash a4418216dc203359820ed8651c9556bc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d4d1aa193c77b46402c301e53862706aefa6457f19cfa36fbe07e79756be5601

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Language = "DE" | "EN" | "JA";
export type DailyDrawEnterInput = {
  dailyDrawId: string;
};
export type DailyDrawCardEnterMutation$variables = {
  input: DailyDrawEnterInput;
  language: Language;
};
export type DailyDrawCardEnterMutation$data = {
  readonly dailyDrawEnter: {
    readonly __typename: string;
    readonly dailyDraw?: {
      readonly " $fragmentSpreads": FragmentRefs<"DailyDrawCard_dailyDraw">;
    };
    readonly message?: string;
  };
};
export type DailyDrawCardEnterMutation = {
  response: DailyDrawCardEnterMutation$data;
  variables: DailyDrawCardEnterMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
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
    "name": "input",
    "variableName": "input"
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
  "concreteType": "DailyDraw",
  "kind": "LinkedField",
  "name": "dailyDraw",
  "plural": false,
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DailyDrawCard_dailyDraw"
    }
  ],
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v5 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/)
  ],
  "type": "Error",
  "abstractKey": "__isError"
},
v6 = [
  {
    "kind": "Variable",
    "name": "language",
    "variableName": "language"
  }
],
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "DailyDraw",
  "kind": "LinkedField",
  "name": "dailyDraw",
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
      "args": (v6/*:: as any*/),
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": (v6/*:: as any*/),
      "kind": "ScalarField",
      "name": "prize",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "enteredToday",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "closesOn",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DailyDrawCardEnterMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "dailyDrawEnter",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/)
            ],
            "type": "DailyDrawEnterSuccess",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "type": "DailyDrawAlreadyEnteredError",
            "abstractKey": null
          },
          (v5/*:: as any*/)
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
    "name": "DailyDrawCardEnterMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "dailyDrawEnter",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v7/*:: as any*/)
            ],
            "type": "DailyDrawEnterSuccess",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              (v7/*:: as any*/)
            ],
            "type": "DailyDrawAlreadyEnteredError",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d4d1aa193c77b46402c301e53862706aefa6457f19cfa36fbe07e79756be5601",
    "metadata": {},
    "name": "DailyDrawCardEnterMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3817426a29699c7a7b0feed0c4d1bbb5";

export default node;
