/**
 * @generated SignedSource<<c927ee0eb258765022077e7976a62d68>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PostalAddressView_address$data = {
  readonly additionalAddress: string | null | undefined;
  readonly city: string;
  readonly company: string | null | undefined;
  readonly countryCode: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string | null | undefined;
  readonly postalCode: string;
  readonly street: string;
  readonly " $fragmentType": "PostalAddressView_address";
};
export type PostalAddressView_address$key = {
  readonly " $data"?: PostalAddressView_address$data;
  readonly " $fragmentSpreads": FragmentRefs<"PostalAddressView_address">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PostalAddressView_address",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "company",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "firstName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "street",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "additionalAddress",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "postalCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "city",
      "storageKey": null
    },
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
      "kind": "ScalarField",
      "name": "phone",
      "storageKey": null
    }
  ],
  "type": "PostalAddress",
  "abstractKey": null
};

(node as any).hash = "fc36e6967c347ecaae1bd1f4e2057484";

export default node;
