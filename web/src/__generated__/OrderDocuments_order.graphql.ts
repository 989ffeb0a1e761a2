/**
 * @generated SignedSource<<295a3e017fdfd5bf209c75f184480d29>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type OrderDocumentKind = "DELIVERY_NOTE" | "INVOICE";
import type { FragmentRefs } from "relay-runtime";
export type OrderDocuments_order$data = {
  readonly documents: ReadonlyArray<{
    readonly downloadPath: string;
    readonly kind: OrderDocumentKind;
  }>;
  readonly number: string;
  readonly " $fragmentType": "OrderDocuments_order";
};
export type OrderDocuments_order$key = {
  readonly " $data"?: OrderDocuments_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderDocuments_order">;
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
  "name": "OrderDocuments_order",
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
      "concreteType": "OrderDocument",
      "kind": "LinkedField",
      "name": "documents",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
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
          "name": "downloadPath",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "445e8acae0e1f40956c8491db1a06ce5";

export default node;
