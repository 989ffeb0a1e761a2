/**
 * @generated SignedSource<<ad4e5e289b90baae43d1d72af343dd8e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type StoredPaymentMethodKind = "CREDIT_CARD" | "PAY_PAL" | "SEPA";
import type { FragmentRefs } from "relay-runtime";
export type MarketplaceOfferRow_paymentMethods$data = ReadonlyArray<{
  readonly cardBrand: string | null | undefined;
  readonly id: string;
  readonly kind: StoredPaymentMethodKind;
  readonly last4: string | null | undefined;
  readonly payPalEmail: string | null | undefined;
  readonly " $fragmentType": "MarketplaceOfferRow_paymentMethods";
}>;
export type MarketplaceOfferRow_paymentMethods$key = ReadonlyArray<{
  readonly " $data"?: MarketplaceOfferRow_paymentMethods$data;
  readonly " $fragmentSpreads": FragmentRefs<"MarketplaceOfferRow_paymentMethods">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "MarketplaceOfferRow_paymentMethods",
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
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cardBrand",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "last4",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "payPalEmail",
      "storageKey": null
    }
  ],
  "type": "StoredPaymentMethod",
  "abstractKey": null
};

(node as any).hash = "4756c83bfe25061fb001d6dd6a0ee67e";

export default node;
