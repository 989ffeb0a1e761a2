import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { PlayerStatisticsBlock_block$key } from '../../../__generated__/PlayerStatisticsBlock_block.graphql';
import { paths, useLanguage, useT } from '../../../app/language.ts';
import { POSITIONS } from '../components/positions.ts';
import { readStatistics, STATISTIC_COLUMNS as COLUMNS } from '../components/statistics.ts';

const SCOPES = ['total', 'home', 'away'] as const;
type Scope = (typeof SCOPES)[number];

/** The season's player statistics: total, home or away, all players or one position, sorted by a column. */
export function PlayerStatisticsBlock({ block }: { block: PlayerStatisticsBlock_block$key }) {
  const data = useFragment(
    graphql`
      fragment PlayerStatisticsBlock_block on PlayerStatisticsBlock {
        season
        players {
          internalId
          site
          firstName
          lastName
          knownName
          position
          jerseyNumber
          total: statistics(scope: TOTAL) {
            ...statistics_numbers
          }
          home: statistics(scope: HOME) {
            ...statistics_numbers
          }
          away: statistics(scope: AWAY) {
            ...statistics_numbers
          }
        }
      }
    `,
    block,
  );
  const t = useT();
  const language = useLanguage();
  const id = useId();
  const [scope, setScope] = useState<Scope>('total');
  const [position, setPosition] = useState<string>('');
  const [sortBy, setSortBy] = useState<(typeof COLUMNS)[number]>('gamesPlayed');
  const rows = data.players
    .filter((player) => !position || player.position === position)
    .map((player) => {
      const numbers = scope === 'home' ? player.home : scope === 'away' ? player.away : player.total;
      return { player, numbers: numbers ? readStatistics(numbers) : null };
    })
    .sort((a, b) => (b.numbers?.[sortBy] ?? -1) - (a.numbers?.[sortBy] ?? -1));
  return (
    <section className="block statistics" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {t('content.statistics.title', { season: `${data.season}/${(data.season + 1) % 100}` })}
      </h2>
      <div className="filters">
        <label>
          {t('content.statistics.scope')}
          <select value={scope} onChange={(event) => setScope(event.target.value as Scope)}>
            {SCOPES.map((option) => (
              <option key={option} value={option}>
                {t(`content.statistics.scopes.${option}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('content.statistics.position')}
          <select value={position} onChange={(event) => setPosition(event.target.value)}>
            <option value="">{t('content.statistics.allPlayers')}</option>
            {POSITIONS.map((option) => (
              <option key={option} value={option}>
                {t(`content.positions.${option}`, { count: 2 })}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="table-scroll" tabIndex={0} role="region" aria-labelledby={`${id}-title`}>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('content.statistics.columns.jerseyNumber')}</th>
              <th scope="col">{t('content.statistics.columns.name')}</th>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" aria-sort={sortBy === column ? 'descending' : undefined}>
                  <button type="button" onClick={() => setSortBy(column)}>
                    {t(`content.statistics.columns.${column}`)}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ player, numbers }) => (
              <tr key={player.internalId}>
                <td>{player.jerseyNumber ?? ''}</td>
                <th scope="row">
                  <Link to={paths.person(language, player.site, player.internalId)}>
                    {player.knownName ?? `${player.firstName} ${player.lastName}`}
                  </Link>
                </th>
                {COLUMNS.map((column) => (
                  <td key={column}>{numbers?.[column] ?? '–'}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
