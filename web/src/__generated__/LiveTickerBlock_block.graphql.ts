/**
 * @generated SignedSource<<4e902d174315f87b12856c28d6487b02>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LiveTickerBlock_block$data = {
  readonly standings: {
    readonly " $fragmentSpreads": FragmentRefs<"StandingsTable_standings">;
  } | null | undefined;
  readonly teamId: number;
  readonly ticker: {
    readonly " $fragmentSpreads": FragmentRefs<"LiveTicker_ticker">;
  } | null | undefined;
  readonly " $fragmentType": "LiveTickerBlock_block";
};
export type LiveTickerBlock_block$key = {
  readonly " $data"?: LiveTickerBlock_block$data;
  readonly " $fragmentSpreads": FragmentRefs<"LiveTickerBlock_block">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LiveTickerBlock_block",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "teamId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LiveTicker",
      "kind": "LinkedField",
      "name": "ticker",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "LiveTicker_ticker"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Standings",
      "kind": "LinkedField",
      "name": "standings",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "StandingsTable_standings"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "LiveTickerBlock",
  "abstractKey": null
};

(node as any).hash = "6ccdee2cd6a95ab9cc21897687e308d6";

export default node;
