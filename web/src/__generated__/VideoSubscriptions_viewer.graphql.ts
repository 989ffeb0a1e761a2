/**
 * @generated SignedSource<<a10235d13764c4f775fdd719d662997c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type VideoSubscriptionState = "ACTIVE" | "CANCELLED" | "EXPIRED" | "RENEWAL_FAILED";
import type { FragmentRefs } from "relay-runtime";
export type VideoSubscriptions_viewer$data = {
  readonly paywallSubscriptions?: {
    readonly error: {
      readonly message: string;
    } | null | undefined;
    readonly items: ReadonlyArray<{
      readonly cancellable: boolean;
      readonly hasAccess: boolean;
      readonly id: string;
      readonly nextBillingOn: string | null | undefined;
      readonly plan: {
        readonly name: string;
      } | null | undefined;
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
                  "name": "id",
                  "storageKey": null
                },
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
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "nextBillingOn",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "cancellable",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "VideoSubscriptionPlan",
                  "kind": "LinkedField",
                  "name": "plan",
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

(node as any).hash = "c1cd7dd698709abda11e6a33c929a643";

export default node;
