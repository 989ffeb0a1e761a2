/**
 * @generated SignedSource<<0fdc1f2030ba4be096716751904775fa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type OrganizationType = "COMPANY" | "FAN_CLUB";
import type { FragmentRefs } from "relay-runtime";
export type AccountMenu_viewer$data = {
  readonly actingFor: {
    readonly internalId: number;
    readonly name: string;
  } | null | undefined;
  readonly organizations?: ReadonlyArray<{
    readonly internalId: number;
    readonly name: string;
    readonly type: OrganizationType;
  }> | null | undefined;
  readonly person: {
    readonly displayName: string;
  } | null | undefined;
  readonly " $fragmentType": "AccountMenu_viewer";
};
export type AccountMenu_viewer$key = {
  readonly " $data"?: AccountMenu_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountMenu_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "signedIn"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountMenu_viewer",
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Organization",
      "kind": "LinkedField",
      "name": "actingFor",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "condition": "signedIn",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Organization",
          "kind": "LinkedField",
          "name": "organizations",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "type",
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
})();

(node as any).hash = "62cb86a6ade4dbba748aab03bd364885";

export default node;
