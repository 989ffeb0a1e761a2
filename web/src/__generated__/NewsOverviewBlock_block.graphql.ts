/**
 * @generated SignedSource<<0c1182fbcb1d36cdd70f0ca266f3bd55>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type NewsOverviewBlock_block$data = {
  readonly pageSize: number;
  readonly showFilter: boolean;
  readonly showSearch: boolean;
  readonly " $fragmentType": "NewsOverviewBlock_block";
};
export type NewsOverviewBlock_block$key = {
  readonly " $data"?: NewsOverviewBlock_block$data;
  readonly " $fragmentSpreads": FragmentRefs<"NewsOverviewBlock_block">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NewsOverviewBlock_block",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pageSize",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "showFilter",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "showSearch",
      "storageKey": null
    }
  ],
  "type": "NewsOverviewBlock",
  "abstractKey": null
};

(node as any).hash = "236cd7c591341c0b7297cb8d4f4afbb4";

export default node;
