/**
 * @generated SignedSource<<23216908769727516df03286b303fcf4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderInlineDataFragment } from 'relay-runtime';
export type SearchResultType = "CONTENT" | "MAGAZINE" | "MATCH" | "NEWS" | "SHOP_PRODUCT" | "SHOP_SOCCERCAMP" | "TEAM" | "VIDEO" | "WEBSITE";
import type { FragmentRefs } from "relay-runtime";
export type searchTypes_link$data = {
  readonly site: string | null | undefined;
  readonly target: {
    readonly internalId: string;
    readonly path: string | null | undefined;
  };
  readonly type: SearchResultType;
  readonly " $fragmentType": "searchTypes_link";
};
export type searchTypes_link$key = {
  readonly " $data"?: searchTypes_link$data;
  readonly " $fragmentSpreads": FragmentRefs<"searchTypes_link">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "searchTypes_link"
};

(node as any).hash = "9de496e551b6176000d71928ab102fb7";

export default node;
