/**
 * @generated SignedSource<<fbe2c20b5e1065de956b77d2701a755e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CurrencyCode = "EUR";
export type TicketBlockState = "AVAILABLE" | "FEW" | "HELD_BY_OTHERS" | "SOLD_OUT";
export type TicketPriceClass = "ADULT" | "CHILD" | "MEMBER" | "REDUCED";
import type { FragmentRefs } from "relay-runtime";
export type TicketOffer_offer$data = {
  readonly blocks: ReadonlyArray<{
    readonly area: string;
    readonly available: number;
    readonly category: number;
    readonly name: string;
    readonly prices: ReadonlyArray<{
      readonly label: string;
      readonly price: {
        readonly amount: string;
        readonly currencyCode: CurrencyCode;
      };
      readonly priceClass: TicketPriceClass;
      readonly proof: string | null | undefined;
    }>;
    readonly seated: boolean;
    readonly state: TicketBlockState;
  }>;
  readonly categories: ReadonlyArray<{
    readonly areas: ReadonlyArray<string>;
    readonly available: number;
    readonly fromPrice: {
      readonly amount: string;
      readonly currencyCode: CurrencyCode;
    };
    readonly number: number;
  }>;
  readonly onSale: boolean;
  readonly perPersonLimit: number | null | undefined;
  readonly reservationMinutes: number;
  readonly " $fragmentType": "TicketOffer_offer";
};
export type TicketOffer_offer$key = {
  readonly " $data"?: TicketOffer_offer$data;
  readonly " $fragmentSpreads": FragmentRefs<"TicketOffer_offer">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "kind": "Variable",
    "name": "language",
    "variableName": "language"
  }
],
v1 = [
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "available",
  "storageKey": null
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
  "name": "TicketOffer_offer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "onSale",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "perPersonLimit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reservationMinutes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TicketCategory",
      "kind": "LinkedField",
      "name": "categories",
      "plural": true,
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
          "args": (v0/*:: as any*/),
          "kind": "ScalarField",
          "name": "areas",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "fromPrice",
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
      "concreteType": "TicketBlock",
      "kind": "LinkedField",
      "name": "blocks",
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
          "args": (v0/*:: as any*/),
          "kind": "ScalarField",
          "name": "area",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "category",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "seated",
          "storageKey": null
        },
        (v2/*:: as any*/),
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
          "concreteType": "TicketPrice",
          "kind": "LinkedField",
          "name": "prices",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "priceClass",
              "storageKey": null
            },
            {
              "alias": null,
              "args": (v0/*:: as any*/),
              "kind": "ScalarField",
              "name": "label",
              "storageKey": null
            },
            {
              "alias": null,
              "args": (v0/*:: as any*/),
              "kind": "ScalarField",
              "name": "proof",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Money",
              "kind": "LinkedField",
              "name": "price",
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
  "type": "MatchTicketOffer",
  "abstractKey": null
};
})();

(node as any).hash = "5cd5666b901fb8c5b40978584f3981dc";

export default node;
