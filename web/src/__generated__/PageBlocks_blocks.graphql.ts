/**
 * @generated SignedSource<<0f5459b5d76a37cf0bbf35830b99f16c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PageBlocks_blocks$data = ReadonlyArray<{
  readonly CountdownBlock_block: {
    readonly " $fragmentSpreads": FragmentRefs<"CountdownBlock_block">;
  } | null | undefined;
  readonly FixturesBlock_block: {
    readonly " $fragmentSpreads": FragmentRefs<"FixturesBlock_block">;
  } | null | undefined;
  readonly ImageGalleryBlock_block: {
    readonly " $fragmentSpreads": FragmentRefs<"ImageGalleryBlock_block">;
  } | null | undefined;
  readonly LiveTickerBlock_block: {
    readonly " $fragmentSpreads": FragmentRefs<"LiveTickerBlock_block">;
  } | null | undefined;
  readonly MatchHeaderBlock_block: {
    readonly " $fragmentSpreads": FragmentRefs<"MatchHeaderBlock_block">;
  } | null | undefined;
  readonly NewsOverviewBlock_block: {
    readonly " $fragmentSpreads": FragmentRefs<"NewsOverviewBlock_block">;
  } | null | undefined;
  readonly PlayerStatisticsBlock_block: {
    readonly " $fragmentSpreads": FragmentRefs<"PlayerStatisticsBlock_block">;
  } | null | undefined;
  readonly RichTextBlock_block: {
    readonly " $fragmentSpreads": FragmentRefs<"RichTextBlock_block">;
  } | null | undefined;
  readonly SportBlocks_grid: {
    readonly " $fragmentSpreads": FragmentRefs<"SportBlocks_grid">;
  } | null | undefined;
  readonly SportBlocks_slider: {
    readonly " $fragmentSpreads": FragmentRefs<"SportBlocks_slider">;
  } | null | undefined;
  readonly SquadBlock_block: {
    readonly " $fragmentSpreads": FragmentRefs<"SquadBlock_block">;
  } | null | undefined;
  readonly VideoOverviewBlock_block: {
    readonly " $fragmentSpreads": FragmentRefs<"VideoOverviewBlock_block">;
  } | null | undefined;
  readonly " $fragmentType": "PageBlocks_blocks";
}>;
export type PageBlocks_blocks$key = ReadonlyArray<{
  readonly " $data"?: PageBlocks_blocks$data;
  readonly " $fragmentSpreads": FragmentRefs<"PageBlocks_blocks">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "PageBlocks_blocks",
  "selections": [
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CountdownBlock_block"
          }
        ],
        "type": "CountdownBlock",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "CountdownBlock_block"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SportBlocks_grid"
          }
        ],
        "type": "SportGridBlock",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "SportBlocks_grid"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SportBlocks_slider"
          }
        ],
        "type": "SportSliderBlock",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "SportBlocks_slider"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RichTextBlock_block"
          }
        ],
        "type": "RichTextBlock",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "RichTextBlock_block"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "NewsOverviewBlock_block"
          }
        ],
        "type": "NewsOverviewBlock",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "NewsOverviewBlock_block"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MatchHeaderBlock_block"
          }
        ],
        "type": "MatchHeaderBlock",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "MatchHeaderBlock_block"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SquadBlock_block"
          }
        ],
        "type": "SquadBlock",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "SquadBlock_block"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "FixturesBlock_block"
          }
        ],
        "type": "FixturesBlock",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "FixturesBlock_block"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PlayerStatisticsBlock_block"
          }
        ],
        "type": "PlayerStatisticsBlock",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "PlayerStatisticsBlock_block"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ImageGalleryBlock_block"
          }
        ],
        "type": "ImageGalleryBlock",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "ImageGalleryBlock_block"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "VideoOverviewBlock_block"
          }
        ],
        "type": "VideoOverviewBlock",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "VideoOverviewBlock_block"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "LiveTickerBlock_block"
          }
        ],
        "type": "LiveTickerBlock",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "LiveTickerBlock_block"
    }
  ],
  "type": "PageBlock",
  "abstractKey": "__isPageBlock"
};

(node as any).hash = "33c77d011bc576c4bccc4df59a55f81f";

export default node;
