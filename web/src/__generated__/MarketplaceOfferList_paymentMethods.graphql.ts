/**
 * @generated SignedSource<<98668573b94862d3f4fd65c84db8635c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
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
