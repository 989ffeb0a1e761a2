/**
 * @generated SignedSource<<a4059227a4d72ac361d08b17d7b7df52>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AddToCart_product$data = {
  readonly inStock: boolean;
  readonly maximumQuantity: number;
  readonly name: string;
  readonly options: ReadonlyArray<{
    readonly name: string;
    readonly values: ReadonlyArray<string>;
  }>;
  readonly sku: string;
  readonly " $fragmentType": "AddToCart_product";
};
export type AddToCart_product$key = {
  readonly " $data"?: AddToCart_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"AddToCart_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "language"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "AddToCart_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sku",
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
      "name": "inStock",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maximumQuantity",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProductOption",
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
          "name": "values",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};

(node as any).hash = "0b564fcfbbea73d23b8b440ea8e04030";

export default node;
