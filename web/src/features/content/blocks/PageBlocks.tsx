import { lazy, Suspense } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PageBlocks_blocks$key } from '../../../__generated__/PageBlocks_blocks.graphql';
import { CountdownBlock } from './CountdownBlock.tsx';
import { FixturesBlock } from './FixturesBlock.tsx';
import { ImageGalleryBlock } from './ImageGalleryBlock.tsx';
import { MatchHeaderBlock } from './MatchHeaderBlock.tsx';
import { NewsOverviewBlock } from './NewsOverviewBlock.tsx';
import { PlayerStatisticsBlock } from './PlayerStatisticsBlock.tsx';
import { RichTextBlock } from './RichTextBlock.tsx';
import { SportGridBlock, SportSliderBlock } from './SportBlocks.tsx';
import { SquadBlock } from './SquadBlock.tsx';
import { VideoOverviewBlock } from './VideoOverviewBlock.tsx';

// The live match centre's code (ticker, table, subscriptions) loads only on the pages that have it.
const LiveTickerBlock = lazy(() => import('../live/LiveTickerBlock.tsx'));

/** A page's blocks in the CMS's order, each drawn by its own component from its own fragment. */
export function PageBlocks({ blocks }: { blocks: PageBlocks_blocks$key }) {
  const data = useFragment(
    graphql`
      fragment PageBlocks_blocks on PageBlock @relay(plural: true) {
        # Each spread is present only on its own block type (@alias makes it a nullable field).
        ...CountdownBlock_block @alias
        ...SportBlocks_grid @alias
        ...SportBlocks_slider @alias
        ...RichTextBlock_block @alias
        ...NewsOverviewBlock_block @alias
        ...MatchHeaderBlock_block @alias
        ...SquadBlock_block @alias
        ...FixturesBlock_block @alias
        ...PlayerStatisticsBlock_block @alias
        ...ImageGalleryBlock_block @alias
        ...VideoOverviewBlock_block @alias
        # Drawn by a component loaded on demand (React.lazy), so the linter cannot see it used here.
        # eslint-disable-next-line relay/must-colocate-fragment-spreads
        ...LiveTickerBlock_block @alias
      }
    `,
    blocks,
  );
  return data.map((block, index) => {
    if (block.CountdownBlock_block) return <CountdownBlock key={index} block={block.CountdownBlock_block} />;
    if (block.SportBlocks_grid) return <SportGridBlock key={index} block={block.SportBlocks_grid} />;
    if (block.SportBlocks_slider) return <SportSliderBlock key={index} block={block.SportBlocks_slider} />;
    if (block.RichTextBlock_block) return <RichTextBlock key={index} block={block.RichTextBlock_block} />;
    if (block.NewsOverviewBlock_block) return <NewsOverviewBlock key={index} block={block.NewsOverviewBlock_block} />;
    if (block.MatchHeaderBlock_block) return <MatchHeaderBlock key={index} block={block.MatchHeaderBlock_block} />;
    if (block.SquadBlock_block) return <SquadBlock key={index} block={block.SquadBlock_block} />;
    if (block.FixturesBlock_block) return <FixturesBlock key={index} block={block.FixturesBlock_block} />;
    if (block.PlayerStatisticsBlock_block)
      return <PlayerStatisticsBlock key={index} block={block.PlayerStatisticsBlock_block} />;
    if (block.ImageGalleryBlock_block) return <ImageGalleryBlock key={index} block={block.ImageGalleryBlock_block} />;
    if (block.VideoOverviewBlock_block)
      return <VideoOverviewBlock key={index} block={block.VideoOverviewBlock_block} />;
    if (block.LiveTickerBlock_block)
      return (
        <Suspense key={index} fallback={<div className="block live-centre-skeleton" aria-busy="true" />}>
          <LiveTickerBlock block={block.LiveTickerBlock_block} />
        </Suspense>
      );
    // A block type newer than this app: left out, the rest of the page stands.
    return null;
  });
}
