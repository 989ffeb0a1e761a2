/**
 * @generated SignedSource<<4fd908f706a15c8ef2a7e1388f89ab24>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CartOrderKind = "MERCHANDISE" | "TICKETS";
import type { FragmentRefs } from "relay-runtime";
export type CartTotals_cart$data = {
  readonly orders: ReadonlyArray<{
    readonly id: string;
    readonly itemsPrice: {
      readonly " $fragmentSpreads": FragmentRefs<"Price_money">;
    };
    readonly kind: CartOrderKind;
    readonly promotionCodes: ReadonlyArray<{
      readonly code: string;
      readonly discount: {
        readonly " $fragmentSpreads": FragmentRefs<"Price_money">;
      };
      readonly id: string;
      readonly partner: {
        readonly displayName: string;
      } | null | undefined;
    }>;
    readonly shippingPrice: {
      readonly amount: string;
      readonly " $fragmentSpreads": FragmentRefs<"Price_money">;
    };
    readonly vouchers: ReadonlyArray<{
      readonly amount: {
        readonly " $fragmentSpreads": FragmentRefs<"Price_money">;
      };
      readonly code: string;
      readonly id: string;
    }>;
  }>;
  readonly totalPrice: {
    readonly " $fragmentSpreads": FragmentRefs<"Price_money">;
  };
  readonly " $fragmentType": "CartTotals_cart";
};
export type CartTotals_cart$key = {
  readonly " $data"?: CartTotals_cart$data;
  readonly " $fragmentSpreads": FragmentRefs<"CartTotals_cart">;
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
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CartTotals_cart",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "totalPrice",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CartOrder",
      "kind": "LinkedField",
      "name": "orders",
      "plural": true,
      "selections": [
        (v2/*:: as any*/),
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
          "concreteType": "CartVoucher",
          "kind": "LinkedField",
          "name": "vouchers",
          "plural": true,
          "selections": [
            (v2/*:: as any*/),
            (v3/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "Money",
              "kind": "LinkedField",
              "name": "amount",
              "plural": false,
              "selections": (v1/*:: as any*/),
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CartPromotionCode",
          "kind": "LinkedField",
          "name": "promotionCodes",
          "plural": true,
          "selections": [
            (v2/*:: as any*/),
            (v3/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "Partner",
              "kind": "LinkedField",
              "name": "partner",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "displayName",
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
              "name": "discount",
              "plural": false,
              "selections": (v1/*:: as any*/),
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Cart",
  "abstractKey": null
};
})();

(node as any).hash = "82860e543c77a125eaedd43b472b4894";

export default node;
