/**
 * @generated SignedSource<<9128a71153109f6d30cb5a0c567d4804>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MarketplaceOfferList_paymentMethods$data = ReadonlyArray<{
  readonly " $fragmentSpreads": FragmentRefs<"MarketplaceOfferRow_paymentMethods">;
  readonly " $fragmentType": "MarketplaceOfferList_paymentMethods";
}>;
export type MarketplaceOfferList_paymentMethods$key = ReadonlyArray<{
  readonly " $data"?: MarketplaceOfferList_paymentMethods$data;
  readonly " $fragmentSpreads": FragmentRefs<"MarketplaceOfferList_paymentMethods">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "MarketplaceOfferList_paymentMethods",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MarketplaceOfferRow_paymentMethods"
    }
  ],
  "type": "StoredPaymentMethod",
  "abstractKey": null
};

(node as any).hash = "24448747d20881d77f7462f0823315c0";

export default node;
