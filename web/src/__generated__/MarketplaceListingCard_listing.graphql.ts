/**
 * @generated SignedSource<<9f0a5c54572200779f6bf9f41924fb87>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CurrencyCode = "EUR";
import type { FragmentRefs } from "relay-runtime";
export type MarketplaceListingCard_listing$data = {
  readonly block: string;
  readonly event: {
    readonly competition: string;
    readonly kickoff: string | null | undefined;
    readonly kickoffDate: string;
    readonly name: string;
  } | null | undefined;
  readonly id: string;
  readonly isOwn: boolean;
  readonly price: {
    readonly amount: string;
    readonly currencyCode: CurrencyCode;
  };
  readonly pricingClass: string;
  readonly row: string | null | undefined;
  readonly season: number | null | undefined;
  readonly seat: string | null | undefined;
  readonly sku: string;
  readonly " $fragmentType": "MarketplaceListingCard_listing";
};
export type MarketplaceListingCard_listing$key = {
  readonly " $data"?: MarketplaceListingCard_listing$data;
  readonly " $fragmentSpreads": FragmentRefs<"MarketplaceListingCard_listing">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "kind": "Variable",
    "name": "language",
    "variableName": "language"
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
  "name": "MarketplaceListingCard_listing",
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
      "name": "sku",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TicketEvent",
      "kind": "LinkedField",
      "name": "event",
      "plural": false,
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
          "name": "competition",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kickoff",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kickoffDate",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "season",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "block",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "row",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "seat",
      "storageKey": null
    },
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "kind": "ScalarField",
      "name": "pricingClass",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "price",
      "plural": false,
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
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isOwn",
      "storageKey": null
    }
  ],
  "type": "MarketplaceListing",
  "abstractKey": null
};
})();

(node as any).hash = "d89c4c8077543c6e66e10442fd2431cc";

export default node;
