/**
 * @generated SignedSource<<19bc2d6d406715f45a92dc4855662186>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Shell_query$data = {
  readonly storesNavigation: ReadonlyArray<{
    readonly children: ReadonlyArray<{
      readonly path: string;
      readonly suppressActiveClass: boolean;
      readonly title: string;
    }>;
    readonly path: string;
    readonly suppressActiveClass: boolean;
    readonly title: string;
  }> | null | undefined;
  readonly viewer: {
    readonly cart: {
      readonly CartBadge_cart: {
        readonly " $fragmentSpreads": FragmentRefs<"CartBadge_cart">;
      } | null | undefined;
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"UserMenu_viewer">;
  };
  readonly " $fragmentType": "Shell_query";
};
export type Shell_query$key = {
  readonly " $data"?: Shell_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"Shell_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "path",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "suppressActiveClass",
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
  "name": "Shell_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Viewer",
      "kind": "LinkedField",
      "name": "viewer",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "UserMenu_viewer"
        },
        {
          "alias": null,
          "args": [
            {
              "kind": "Literal",
              "name": "countryCode",
              "value": "DE"
            }
          ],
          "concreteType": null,
          "kind": "LinkedField",
          "name": "cart",
          "plural": false,
          "selections": [
            {
              "fragment": {
                "kind": "InlineFragment",
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "CartBadge_cart"
                  }
                ],
                "type": "Cart",
                "abstractKey": null
              },
              "kind": "AliasedInlineFragmentSpread",
              "name": "CartBadge_cart"
            }
          ],
          "storageKey": "cart(countryCode:\"DE\")"
        }
      ],
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
      "concreteType": "NavigationItem",
      "kind": "LinkedField",
      "name": "storesNavigation",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "NavigationItem",
          "kind": "LinkedField",
          "name": "children",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            (v2/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "33faf37b8822a177ebfec03970831420";

export default node;
