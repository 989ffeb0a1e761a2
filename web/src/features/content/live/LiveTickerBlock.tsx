import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { LiveTickerBlock_block$key } from '../../../__generated__/LiveTickerBlock_block.graphql';
import type { LiveTicker_ticker$key } from '../../../__generated__/LiveTicker_ticker.graphql';
import type { StandingsTable_standings$key } from '../../../__generated__/StandingsTable_standings.graphql';
import { useLanguage, useT } from '../../../app/language.ts';
import { LiveTicker } from './components/LiveTicker.tsx';
import { StandingsTable } from './components/StandingsTable.tsx';
import { useMatchUpdates, useStandingsUpdates } from './liveSubscriptions.ts';
import './live.css';

/**
 * A site's live match centre: the ticker of its team's current match and the league table as the page
 * loaded them, then kept current by subscription (matchUpdated, standingsUpdated) without reloading.
 * Its code loads only on the pages that have the block.
 */
export default function LiveTickerBlock({ block }: { block: LiveTickerBlock_block$key }) {
  const data = useFragment(
    graphql`
      fragment LiveTickerBlock_block on LiveTickerBlock {
        teamId
        ticker {
          ...LiveTicker_ticker
        }
        standings {
          ...StandingsTable_standings
        }
      }
    `,
    block,
  );
  const t = useT();
  const language = useLanguage();
  // A ticker or table the page could not load arrives with the first update (the same record when it did).
  const [ticker, setTicker] = useState<LiveTicker_ticker$key | null>(null);
  const [standings, setStandings] = useState<StandingsTable_standings$key | null>(null);
  useMatchUpdates(data.teamId, language, setTicker);
  useStandingsUpdates(data.teamId, language, setStandings);
  const shownTicker = data.ticker ?? ticker;
  const shownStandings = data.standings ?? standings;
  return (
    <section className="block live-centre" aria-label={t('live.title')}>
      {shownTicker ? <LiveTicker ticker={shownTicker} /> : <p className="empty">{t('live.unavailable')}</p>}
      {shownStandings && <StandingsTable standings={shownStandings} />}
    </section>
  );
}
