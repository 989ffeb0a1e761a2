/**
 * @generated SignedSource<<b444c23da2878a9b0c222de301dd267c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type VideoSubscriptionState = "ACTIVE" | "CANCELLED" | "EXPIRED";
import type { FragmentRefs } from "relay-runtime";
export type VideoSubscriptions_viewer$data = {
  readonly paywallSubscriptions?: {
    readonly error: {
      readonly message: string;
    } | null | undefined;
    readonly items: ReadonlyArray<{
      readonly hasAccess: boolean;
      readonly productName: string;
      readonly state: VideoSubscriptionState;
      readonly validUntil: string;
    }>;
  };
  readonly " $fragmentType": "VideoSubscriptions_viewer";
};
export type VideoSubscriptions_viewer$key = {
  readonly " $data"?: VideoSubscriptions_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"VideoSubscriptions_viewer">;
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
  "name": "VideoSubscriptions_viewer",
  "selections": [
    {
      "condition": "signedIn",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "PaywallSubscriptions",
          "kind": "LinkedField",
          "name": "paywallSubscriptions",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "VideoSubscription",
              "kind": "LinkedField",
              "name": "items",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "productName",
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
                  "kind": "ScalarField",
                  "name": "validUntil",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "hasAccess",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "PaywallUnavailableError",
              "kind": "LinkedField",
              "name": "error",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "message",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ]
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "c9892844cba9b15bb94399443af00496";

export default node;
