import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { SquadBlock_block$key } from '../../../__generated__/SquadBlock_block.graphql';
import { paths, useLanguage, useT } from '../../../app/language.ts';
import { POSITIONS } from '../components/positions.ts';

/** A team's players by position (goalkeepers first), or its coaches and staff, each linking to their page. */
export function SquadBlock({ block }: { block: SquadBlock_block$key }) {
  const data = useFragment(
    graphql`
      fragment SquadBlock_block on SquadBlock {
        role
        people {
          internalId
          site
          firstName
          lastName
          knownName
          title
          position
          jerseyNumber
        }
      }
    `,
    block,
  );
  const t = useT();
  const language = useLanguage();
  const groups =
    data.role === 'OFFICIAL'
      ? [{ key: 'official' as const, people: data.people }]
      : POSITIONS.map((position) => ({
          key: position,
          people: data.people.filter((person) => person.position === position),
        })).filter((group) => group.people.length > 0);
  return (
    <div className="block">
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`squad-${group.key}`}>
          <h2 id={`squad-${group.key}`}>{t(`content.positions.${group.key}`, { count: 2 })}</h2>
          <ul className="people">
            {group.people.map((person) => (
              <li key={person.internalId}>
                <Link to={paths.person(language, person.site, person.internalId)}>
                  <span className="jersey" aria-hidden={person.jerseyNumber == null}>
                    {person.jerseyNumber ?? ''}
                  </span>
                  <span className="person-name">
                    {person.knownName ?? `${person.firstName} ${person.lastName}`}
                    {person.jerseyNumber != null && (
                      <span className="visually-hidden">
                        , {t('content.person.jersey', { number: person.jerseyNumber })}
                      </span>
                    )}
                  </span>
                  {person.title && <span className="person-title">{person.title}</span>}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
