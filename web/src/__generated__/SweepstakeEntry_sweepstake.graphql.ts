/**
 * @generated SignedSource<<07f6df9d9d6a789627abc1756394ce81>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type SweepstakeState = "ACTIVE" | "DRAWN" | "ENDED";
import type { FragmentRefs } from "relay-runtime";
export type SweepstakeEntry_sweepstake$data = {
  readonly choices: ReadonlyArray<{
    readonly internalId: string;
    readonly text: string;
  }>;
  readonly description: string;
  readonly draw: {
    readonly seed: string | null | undefined;
    readonly seedHash: string;
  };
  readonly drawAt: string;
  readonly endsAt: string;
  readonly id: string;
  readonly name: string;
  readonly participantCount: number;
  readonly prize: string;
  readonly question: string;
  readonly state: SweepstakeState;
  readonly viewerParticipation: {
    readonly choice: {
      readonly text: string;
    } | null | undefined;
    readonly isWinner: boolean | null | undefined;
    readonly participantId: string;
  } | null | undefined;
  readonly winnerCount: number;
  readonly " $fragmentType": "SweepstakeEntry_sweepstake";
};
export type SweepstakeEntry_sweepstake$key = {
  readonly " $data"?: SweepstakeEntry_sweepstake$data;
  readonly " $fragmentSpreads": FragmentRefs<"SweepstakeEntry_sweepstake">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "kind": "Variable",
    "name": "language",
    "variableName": "language"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "language"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "SweepstakeEntry_sweepstake",
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
      "args": (v0/*:: as any*/),
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "kind": "ScalarField",
      "name": "prize",
      "storageKey": null
    },
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "kind": "ScalarField",
      "name": "question",
      "storageKey": null
    },
    {
      "alias": null,
      "args": (v0/*:: as any*/),
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
        (v1/*:: as any*/)
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
            (v1/*:: as any*/)
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
  "type": "Sweepstake",
  "abstractKey": null
};
})();

(node as any).hash = "ca86f27f89869ca3b6cd2c8e6ee716b6";

export default node;
