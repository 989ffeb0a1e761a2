/**
 * @generated SignedSource<<8743cf954f8547d9e11f71c69878e2d5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ContractTransferDirection = "RECEIVED" | "SENT";
import type { FragmentRefs } from "relay-runtime";
export type TransferOffer_transfer$data = {
  readonly contractName: string;
  readonly direction: ContractTransferDirection;
  readonly email: string;
  readonly person: {
    readonly firstName: string;
    readonly lastName: string;
  } | null | undefined;
  readonly pricingClass: string | null | undefined;
  readonly seat: {
    readonly " $fragmentSpreads": FragmentRefs<"contractData_seat">;
  } | null | undefined;
  readonly subscriber: {
    readonly email: string;
    readonly firstName: string;
    readonly lastName: string;
  };
  readonly upcomingSeason: number;
  readonly " $fragmentType": "TransferOffer_transfer";
};
export type TransferOffer_transfer$key = {
  readonly " $data"?: TransferOffer_transfer$data;
  readonly " $fragmentSpreads": FragmentRefs<"TransferOffer_transfer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastName",
  "storageKey": null
},
v3 = [
  {
    "kind": "Variable",
    "name": "language",
    "variableName": "language"
  }
];
return {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "language"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "TransferOffer_transfer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "direction",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "ContractTransferSubscriber",
      "kind": "LinkedField",
      "name": "subscriber",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ContractTransferPerson",
      "kind": "LinkedField",
      "name": "person",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
        (v2/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": (v3/*:: as any*/),
      "kind": "ScalarField",
      "name": "contractName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "upcomingSeason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ContractSeat",
      "kind": "LinkedField",
      "name": "seat",
      "plural": false,
      "selections": [
        {
          "kind": "InlineDataFragmentSpread",
          "name": "contractData_seat",
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "block",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "row",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "seat",
              "storageKey": null
            }
          ],
          "args": null,
          "argumentDefinitions": []
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": (v3/*:: as any*/),
      "kind": "ScalarField",
      "name": "pricingClass",
      "storageKey": null
    }
  ],
  "type": "ContractTransfer",
  "abstractKey": null
};
})();

(node as any).hash = "a64231595ae96f1bfc9a110892f5086e";

export default node;
