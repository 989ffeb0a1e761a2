/**
 * @generated SignedSource<<f433b2cc2b48dfe8eefe1ad81802ff45>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderInlineDataFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type contractData_person$data = {
  readonly firstName: string;
  readonly isViewer: boolean;
  readonly lastName: string;
  readonly " $fragmentType": "contractData_person";
};
export type contractData_person$key = {
  readonly " $data"?: contractData_person$data;
  readonly " $fragmentSpreads": FragmentRefs<"contractData_person">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "contractData_person"
};

(node as any).hash = "d2ec7bd17d1cda5d2dfc98e1e4534339";

export default node;
