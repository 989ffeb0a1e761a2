/**
 * @generated SignedSource<<8640698d12615f86bf4b8f4d2b1ac9cb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ConsentSwitch_consent$data = {
  readonly granted: boolean;
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "ConsentSwitch_consent";
};
export type ConsentSwitch_consent$key = {
  readonly " $data"?: ConsentSwitch_consent$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConsentSwitch_consent">;
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
  "name": "ConsentSwitch_consent",
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
      "args": [
        {
          "kind": "Variable",
          "name": "language",
          "variableName": "language"
        }
      ],
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "granted",
      "storageKey": null
    }
  ],
  "type": "Consent",
  "abstractKey": null
};

(node as any).hash = "3acc9d2cefda0d5a8924601909c652b1";

export default node;
