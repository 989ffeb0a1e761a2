/**
 * @generated SignedSource<<66887157c25147cb5c83f251cc6f8815>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CurrencyCode = "EUR";
import { FragmentRefs } from "relay-runtime";
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
