/**
 * @generated SignedSource<<90730f299382d0246a6850f5da253a73>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DailyDrawCard_dailyDraw$data = {
  readonly closesOn: string;
  readonly enteredToday: boolean;
  readonly id: string;
  readonly name: string;
  readonly prize: string;
  readonly " $fragmentType": "DailyDrawCard_dailyDraw";
};
export type DailyDrawCard_dailyDraw$key = {
  readonly " $data"?: DailyDrawCard_dailyDraw$data;
  readonly " $fragmentSpreads": FragmentRefs<"DailyDrawCard_dailyDraw">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "kind": "Variable",
    "name": "language",
    "variableName": "language"
  }
];
return {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "language"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "DailyDrawCard_dailyDraw",
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
  "type": "DailyDraw",
  "abstractKey": null
};
})();

(node as any).hash = "bc313ba27d1ff599f9ac41c836bdc8e0";

export default node;
