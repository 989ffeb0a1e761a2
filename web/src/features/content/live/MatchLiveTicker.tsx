import type { LiveTicker_ticker$key } from '../../../__generated__/LiveTicker_ticker.graphql';
import { useLanguage } from '../../../app/language.ts';
import { LiveTicker } from './components/LiveTicker.tsx';
import { useMatchUpdates } from './liveSubscriptions.ts';
import './live.css';

/**
 * The match centre's ticker: a match's own page shows it while the match is its team's ticker match, kept
 * current by subscription like the ticker page. Loaded only on such pages.
 */
export default function MatchLiveTicker({ teamId, ticker }: { teamId: number; ticker: LiveTicker_ticker$key }) {
  useMatchUpdates(teamId, useLanguage());
  return (
    <section className="block live-centre">
      <LiveTicker ticker={ticker} linked={false} />
    </section>
  );
}
