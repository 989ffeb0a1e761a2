/**
 * @generated SignedSource<<422884c099ab7111f147a0a64551a93e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CurrencyCode = "EUR";
export type OrderState = "CANCELLED" | "COMPLETE_CANCELLATION" | "CREDIT_CREATED" | "INVOICE_CREATED" | "ORDER_ARRIVED" | "ORDER_IN_PROGRESS" | "ORDER_IN_REVIEW" | "ORDER_PLACED" | "ORDER_SHIPPED" | "PARTIAL_CANCELLATION";
export type PaymentMethodKind = "CREDIT_CARD" | "NO_PAYMENT" | "PAYPAL" | "PURCHASE_ON_ACCOUNT" | "SEPA" | "STORED_CARD";
import type { FragmentRefs } from "relay-runtime";
export type OrderDetails_order$data = {
  readonly billingAddress: {
    readonly " $fragmentSpreads": FragmentRefs<"PostalAddressView_address">;
  };
  readonly createdAt: string;
  readonly items: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly options: ReadonlyArray<{
      readonly name: string;
      readonly value: string;
    }>;
    readonly quantity: number;
    readonly totalPrice: {
      readonly " $fragmentSpreads": FragmentRefs<"Price_money">;
    };
    readonly unitPrice: {
      readonly " $fragmentSpreads": FragmentRefs<"Price_money">;
    };
    readonly vatRate: number;
  }>;
  readonly itemsPrice: {
    readonly " $fragmentSpreads": FragmentRefs<"Price_money">;
  };
  readonly number: string;
  readonly payment: {
    readonly accountHolder: string | null | undefined;
    readonly cardBrand: string | null | undefined;
    readonly last4: string | null | undefined;
    readonly method: PaymentMethodKind;
  };
  readonly promotionDiscount: {
    readonly amount: string;
    readonly currencyCode: CurrencyCode;
  };
  readonly shippingAddress: {
    readonly " $fragmentSpreads": FragmentRefs<"PostalAddressView_address">;
  };
  readonly shippingPrice: {
    readonly amount: string;
    readonly " $fragmentSpreads": FragmentRefs<"Price_money">;
  };
  readonly state: OrderState;
  readonly taxPrice: {
    readonly " $fragmentSpreads": FragmentRefs<"Price_money">;
  };
  readonly totalPrice: {
    readonly " $fragmentSpreads": FragmentRefs<"Price_money">;
  };
  readonly voucherDiscount: {
    readonly amount: string;
    readonly currencyCode: CurrencyCode;
  };
  readonly " $fragmentSpreads": FragmentRefs<"OrderDocuments_order">;
  readonly " $fragmentType": "OrderDetails_order";
};
export type OrderDetails_order$key = {
  readonly " $data"?: OrderDetails_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderDetails_order">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "args": null,
  "kind": "FragmentSpread",
  "name": "Price_money"
},
v1 = [
  (v0/*:: as any*/)
],
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "totalPrice",
  "plural": false,
  "selections": (v1/*:: as any*/),
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v4 = [
  (v3/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "currencyCode",
    "storageKey": null
  }
],
v5 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "PostalAddressView_address"
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
  "name": "OrderDetails_order",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "vatRate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CartItemOption",
          "kind": "LinkedField",
          "name": "options",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "value",
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
          "name": "unitPrice",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        (v2/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "itemsPrice",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "promotionDiscount",
      "plural": false,
      "selections": (v4/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "voucherDiscount",
      "plural": false,
      "selections": (v4/*:: as any*/),
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
        (v3/*:: as any*/),
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "taxPrice",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PostalAddress",
      "kind": "LinkedField",
      "name": "shippingAddress",
      "plural": false,
      "selections": (v5/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PostalAddress",
      "kind": "LinkedField",
      "name": "billingAddress",
      "plural": false,
      "selections": (v5/*:: as any*/),
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
          "name": "accountHolder",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderDocuments_order"
    }
  ],
  "type": "Order",
  "abstractKey": null
};
})();

(node as any).hash = "3a674ee30348a93af56150b0e56cfe50";

export default node;
