import { graphql, useFragment } from 'react-relay/hooks';
import type { StandingsTable_standings$key } from '../../../../__generated__/StandingsTable_standings.graphql';
import { useT } from '../../../../app/language.ts';

/** A league table, the club's row marked, the teams playing now flagged live (their row counts the running score). */
export function StandingsTable({ standings }: { standings: StandingsTable_standings$key }) {
  const data = useFragment(
    graphql`
      fragment StandingsTable_standings on Standings {
        id
        competition(language: $language)
        rows {
          rank
          team
          own
          live
          played
          won
          drawn
          lost
          goalsFor
          goalsAgainst
          goalDifference
          points
        }
      }
    `,
    standings,
  );
  const t = useT();
  return (
    <section className="block standings" aria-labelledby={`standings-${data.id}`}>
      <h2 id={`standings-${data.id}`}>{t('live.standings.title', { competition: data.competition })}</h2>
      <div className="table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col" title={t('live.standings.rank')}>
                #
              </th>
              <th scope="col" className="team">
                {t('live.standings.team')}
              </th>
              <th scope="col" title={t('live.standings.played')}>
                {t('live.standings.playedShort')}
              </th>
              <th scope="col" className="wide" title={t('live.standings.won')}>
                {t('live.standings.wonShort')}
              </th>
              <th scope="col" className="wide" title={t('live.standings.drawn')}>
                {t('live.standings.drawnShort')}
              </th>
              <th scope="col" className="wide" title={t('live.standings.lost')}>
                {t('live.standings.lostShort')}
              </th>
              <th scope="col" className="wide">
                {t('live.standings.goals')}
              </th>
              <th scope="col" title={t('live.standings.goalDifference')}>
                {t('live.standings.goalDifferenceShort')}
              </th>
              <th scope="col" title={t('live.standings.points')}>
                {t('live.standings.pointsShort')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <tr
                key={row.team}
                className={[row.own ? 'own' : '', row.live ? 'live' : ''].join(' ').trim() || undefined}
              >
                <td>{row.rank}</td>
                <th scope="row" className="team">
                  {row.team}
                  {row.live && <span className="live-dot">{t('content.match.live')}</span>}
                </th>
                <td>{row.played}</td>
                <td className="wide">{row.won}</td>
                <td className="wide">{row.drawn}</td>
                <td className="wide">{row.lost}</td>
                <td className="wide">{`${row.goalsFor}:${row.goalsAgainst}`}</td>
                <td>{row.goalDifference > 0 ? `+${row.goalDifference}` : row.goalDifference}</td>
                <td>
                  <strong>{row.points}</strong>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
