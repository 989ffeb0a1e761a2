/**
 * @generated SignedSource<<e09c485485e1166d652ff67fa6e0393f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type OrderState = "CANCELLED" | "COMPLETE_CANCELLATION" | "CREDIT_CREATED" | "INVOICE_CREATED" | "ORDER_ARRIVED" | "ORDER_IN_PROGRESS" | "ORDER_IN_REVIEW" | "ORDER_PLACED" | "ORDER_SHIPPED" | "PARTIAL_CANCELLATION";
export type PaymentMethodKind = "CREDIT_CARD" | "NO_PAYMENT" | "PAYPAL" | "PURCHASE_ON_ACCOUNT" | "SEPA" | "STORED_CARD";
import type { FragmentRefs } from "relay-runtime";
export type OrderRow_order$data = {
  readonly createdAt: string;
  readonly items: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly quantity: number;
  }>;
  readonly number: string;
  readonly payment: {
    readonly method: PaymentMethodKind;
  };
  readonly shippingPrice: {
    readonly amount: string;
    readonly " $fragmentSpreads": FragmentRefs<"Price_money">;
  };
  readonly state: OrderState;
  readonly totalPrice: {
    readonly " $fragmentSpreads": FragmentRefs<"Price_money">;
  };
  readonly " $fragmentType": "OrderRow_order";
};
export type OrderRow_order$key = {
  readonly " $data"?: OrderRow_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderRow_order">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "args": null,
  "kind": "FragmentSpread",
  "name": "Price_money"
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
  "name": "OrderRow_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "number",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
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
      "concreteType": "OrderPayment",
      "kind": "LinkedField",
      "name": "payment",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "method",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "shippingPrice",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amount",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "totalPrice",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderItem",
      "kind": "LinkedField",
      "name": "items",
      "plural": true,
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
          "args": [
            {
              "kind": "Variable",
              "name": "language",
              "variableName": "language"
            }
          ],
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "quantity",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};
})();

(node as any).hash = "2b0b16a755f1a994b9a1aefd1115fe82";

export default node;
