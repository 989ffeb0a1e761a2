/**
 * @generated SignedSource<<5ea4c9f52d6c71a4212664f1c7379390>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type VideoSubscriptionState = "ACTIVE" | "CANCELLED" | "EXPIRED";
import { FragmentRefs } from "relay-runtime";
export type VideoSubscriptions_viewer$data = {
  readonly videoSubscriptions?: ReadonlyArray<{
    readonly hasAccess: boolean;
    readonly productName: string;
    readonly state: VideoSubscriptionState;
    readonly validUntil: string;
  }> | null | undefined;
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
          "concreteType": "VideoSubscription",
          "kind": "LinkedField",
          "name": "videoSubscriptions",
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
        }
      ]
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "23369ef98d7eeea38571d005ef2846eb";

export default node;
