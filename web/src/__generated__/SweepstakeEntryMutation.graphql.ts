/**
 * @generated SignedSource<<a15918ed7cb2c6d1a9d9b9c9f4d65221>>
 * @relayHash 49dfd0c03d7f3b70b2604bb974ec22c4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f3e1ee0cb8e2270431488096cf93c510cb05c078429ccce0a7a4f7002bd89646

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Language = "DE" | "EN" | "JA";
export type SweepstakeEnterInput = {
  acceptConditions: boolean;
  choiceId: string;
  newsletterOptIn?: boolean | null | undefined;
  sweepstakeId: string;
};
export type SweepstakeEntryMutation$variables = {
  input: SweepstakeEnterInput;
  language: Language;
};
export type SweepstakeEntryMutation$data = {
  readonly sweepstakeEnter: {
    readonly __typename: string;
    readonly field?: string;
    readonly message?: string;
    readonly sweepstake?: {
      readonly " $fragmentSpreads": FragmentRefs<"SweepstakeEntry_sweepstake">;
    };
  };
};
export type SweepstakeEntryMutation = {
  response: SweepstakeEntryMutation$data;
  variables: SweepstakeEntryMutation$variables;
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
  "concreteType": "Sweepstake",
  "kind": "LinkedField",
  "name": "sweepstake",
  "plural": false,
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SweepstakeEntry_sweepstake"
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
v6 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/)
  ],
  "type": "Error",
  "abstractKey": "__isError"
},
v7 = [
  {
    "kind": "Variable",
    "name": "language",
    "variableName": "language"
  }
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "Sweepstake",
  "kind": "LinkedField",
  "name": "sweepstake",
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
      "args": (v7/*:: as any*/),
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": (v7/*:: as any*/),
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": (v7/*:: as any*/),
      "kind": "ScalarField",
      "name": "prize",
      "storageKey": null
    },
    {
      "alias": null,
      "args": (v7/*:: as any*/),
      "kind": "ScalarField",
      "name": "question",
      "storageKey": null
    },
    {
      "alias": null,
      "args": (v7/*:: as any*/),
      "concreteType": "SweepstakeChoice",
      "kind": "LinkedField",
      "name": "choices",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "internalId",
          "storageKey": null
        },
        (v8/*:: as any*/)
      ],
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
      "name": "endsAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "drawAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "winnerCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "participantCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SweepstakeDraw",
      "kind": "LinkedField",
      "name": "draw",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "seedHash",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "seed",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SweepstakeParticipation",
      "kind": "LinkedField",
      "name": "viewerParticipation",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "participantId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "SweepstakeChoice",
          "kind": "LinkedField",
          "name": "choice",
          "plural": false,
          "selections": [
            (v8/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isWinner",
          "storageKey": null
        }
      ],
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
    "name": "SweepstakeEntryMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "sweepstakeEnter",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/)
            ],
            "type": "SweepstakeEnterSuccess",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "type": "SweepstakeAlreadyParticipatingInfo",
            "abstractKey": null
          },
          (v5/*:: as any*/),
          (v6/*:: as any*/)
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
    "name": "SweepstakeEntryMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "sweepstakeEnter",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v9/*:: as any*/)
            ],
            "type": "SweepstakeEnterSuccess",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              (v9/*:: as any*/)
            ],
            "type": "SweepstakeAlreadyParticipatingInfo",
            "abstractKey": null
          },
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "f3e1ee0cb8e2270431488096cf93c510cb05c078429ccce0a7a4f7002bd89646",
    "metadata": {},
    "name": "SweepstakeEntryMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "cd36fcdd1fa7bed1c3814fd3d83465a1";

export default node;
