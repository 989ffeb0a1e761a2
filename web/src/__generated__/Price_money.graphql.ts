/**
 * @generated SignedSource<<b77e908e3bda74d6cea4b078a7aebb9f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CurrencyCode = "EUR";
import type { FragmentRefs } from "relay-runtime";
export type Price_money$data = {
  readonly amount: string;
  readonly currencyCode: CurrencyCode;
  readonly " $fragmentType": "Price_money";
};
export type Price_money$key = {
  readonly " $data"?: Price_money$data;
  readonly " $fragmentSpreads": FragmentRefs<"Price_money">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Price_money",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "amount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currencyCode",
      "storageKey": null
    }
  ],
  "type": "Money",
  "abstractKey": null
};

(node as any).hash = "93b14c2543ddb14bae83d659b34be8a7";

export default node;
