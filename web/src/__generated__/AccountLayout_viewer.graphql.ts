/**
 * @generated SignedSource<<eacaebc2087e1d480d520ab7528696cd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountLayout_viewer$data = {
  readonly actingFor: {
    readonly name: string;
  } | null | undefined;
  readonly person?: {
    readonly displayName: string;
  } | null | undefined;
  readonly " $fragmentType": "AccountLayout_viewer";
};
export type AccountLayout_viewer$key = {
  readonly " $data"?: AccountLayout_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountLayout_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "signedIn"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountLayout_viewer",
  "selections": [
    {
      "condition": "signedIn",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Person",
          "kind": "LinkedField",
          "name": "person",
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
        }
      ]
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Organization",
      "kind": "LinkedField",
      "name": "actingFor",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "89fdef5729304afbcf41f1aa4d2254d1";

export default node;
