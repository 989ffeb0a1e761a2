/**
 * @generated SignedSource<<f918960f305e2c5176e796f3d087d456>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type VideoPayment = "FREE" | "PAY";
import { FragmentRefs } from "relay-runtime";
export type LiveVideoBadge_state$data = {
  readonly id: string;
  readonly payment: VideoPayment | null | undefined;
  readonly video: {
    readonly id: string;
    readonly title: string;
    readonly " $fragmentSpreads": FragmentRefs<"VideoPlayer_video">;
  } | null | undefined;
  readonly " $fragmentType": "LiveVideoBadge_state";
};
export type LiveVideoBadge_state$key = {
  readonly " $data"?: LiveVideoBadge_state$data;
  readonly " $fragmentSpreads": FragmentRefs<"LiveVideoBadge_state">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LiveVideoBadge_state",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "payment",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Video",
      "kind": "LinkedField",
      "name": "video",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "VideoPlayer_video"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "LiveVideoState",
  "abstractKey": null
};
})();

(node as any).hash = "dec66264fe3848a015296e52fc97d7ba";

export default node;
