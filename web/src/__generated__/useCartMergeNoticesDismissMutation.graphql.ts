/**
 * @generated SignedSource<<243f057c88f68b43bf9bb05fab857d1b>>
 * @relayHash 3fad1d67dc4030894d4dc54b2bd07bef
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0f8ea44e171c77e43763802a41aa57b38cf30828048d8dc7bebdda3d6a6185da

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CartMergeNoticesDismissInput = {
  countryCode?: string | null | undefined;
};
export type useCartMergeNoticesDismissMutation$variables = {
  input: CartMergeNoticesDismissInput;
};
export type useCartMergeNoticesDismissMutation$data = {
  readonly cartMergeNoticesDismiss: {
    readonly __typename: "CartMergeNoticesDismissSuccess";
    readonly cart: {
      readonly " $fragmentSpreads": FragmentRefs<"CartMergeNotices_cart">;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useCartMergeNoticesDismissMutation = {
  response: useCartMergeNoticesDismissMutation$data;
  variables: useCartMergeNoticesDismissMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = [
  (v3/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCartMergeNoticesDismissMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "cartMergeNoticesDismiss",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Cart",
                "kind": "LinkedField",
                "name": "cart",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "CartMergeNotices_cart"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "CartMergeNoticesDismissSuccess",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCartMergeNoticesDismissMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "cartMergeNoticesDismiss",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Cart",
                "kind": "LinkedField",
                "name": "cart",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "countryCode",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CartMergeNotice",
                    "kind": "LinkedField",
                    "name": "mergeNotices",
                    "plural": true,
                    "selections": (v4/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CartVoucherNotice",
                    "kind": "LinkedField",
                    "name": "voucherNotices",
                    "plural": true,
                    "selections": (v4/*:: as any*/),
                    "storageKey": null
                  },
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "CartMergeNoticesDismissSuccess",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "0f8ea44e171c77e43763802a41aa57b38cf30828048d8dc7bebdda3d6a6185da",
    "metadata": {},
    "name": "useCartMergeNoticesDismissMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e67871b8a4cd2500b780c4636e612c92";

export default node;
