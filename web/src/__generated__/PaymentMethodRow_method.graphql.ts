/**
 * @generated SignedSource<<18af3d1a0ca8b4fe2be178b87380e436>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type StoredPaymentMethodKind = "CREDIT_CARD" | "PAY_PAL" | "SEPA";
import type { FragmentRefs } from "relay-runtime";
export type PaymentMethodRow_method$data = {
  readonly accountHolder: string | null | undefined;
  readonly cardBrand: string | null | undefined;
  readonly expiryMonth: number | null | undefined;
  readonly expiryYear: number | null | undefined;
  readonly id: string;
  readonly kind: StoredPaymentMethodKind;
  readonly last4: string | null | undefined;
  readonly payPalEmail: string | null | undefined;
  readonly " $fragmentType": "PaymentMethodRow_method";
};
export type PaymentMethodRow_method$key = {
  readonly " $data"?: PaymentMethodRow_method$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentMethodRow_method">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentMethodRow_method",
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
      "name": "expiryMonth",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiryYear",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "accountHolder",
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

(node as any).hash = "054a322041abd6cab43a7c5a04005505";

export default node;
