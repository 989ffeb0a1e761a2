import { graphql } from 'react-relay/hooks';
import { Link, useParams } from 'react-router';
import type { PersonPageQuery } from '../../__generated__/PersonPageQuery.graphql';
import { NotFoundMessage } from '../../app/NotFoundPage.tsx';
import { localeOf, paths, pathsIn, useLanguage, useT } from '../../app/language.ts';
import { Shell } from '../../app/Shell.tsx';
import { breadcrumbList, PageMeta } from '../../components/PageMeta.tsx';
import type { Position } from './components/positions.ts';
import { readStatistics, type StatisticColumn } from './components/statistics.ts';
import { SiteNavigation } from '../../components/SiteNavigation.tsx';
import './content.css';
import { useOrigin } from '../../app/origin.ts';
import { usePageQuery } from '../../app/usePageQuery.ts';

export const personPageQuery = graphql`
  query PersonPageQuery($id: Int!, $language: Language!, $signedIn: Boolean!) {
    ...Shell_query
    teamMember(id: $id) {
      internalId
      site
      role
      firstName
      lastName
      title
      knownName
      position
      jerseyNumber
      nationality
      birthday
      heightCm
      statistics(scope: TOTAL) {
        ...statistics_numbers
      }
    }
    sites(language: $language) {
      key
      name {
        text
      }
      ...SiteNavigation_site
    }
  }
`;

/** The season numbers a person's page shows; the statistics page has them all. */
const FACTS = [
  'gamesPlayed',
  'starts',
  'substitutions',
  'minutesPlayed',
  'goals',
  'assists',
  'yellowCards',
  'redCards',
] as const satisfies readonly StatisticColumn[];

/** A player's or an official's page: who they are and, for players, their season in numbers. */
export function PersonPage() {
  const data = usePageQuery<PersonPageQuery>(personPageQuery);
  const { site: siteKey = '', id = '' } = useParams();
  const language = useLanguage();
  const origin = useOrigin();
  const t = useT();
  const person = data.teamMember;
  const site = data.sites?.find((candidate) => candidate.key === siteKey);
  // A person belongs to one site's team: under another site's address they are not found.
  if (!person || !site || person.site !== siteKey) {
    return (
      <Shell query={data} alternates={pathsIn((other) => paths.person(other, siteKey, id))}>
        <NotFoundMessage />
      </Shell>
    );
  }
  const alternates = pathsIn((other) => paths.person(other, site.key, person.internalId));
  const name = `${person.firstName} ${person.lastName}`;
  const locale = localeOf(language);
  const region = alpha2[person.nationality];
  const nationality = region
    ? (new Intl.DisplayNames(locale, { type: 'region' }).of(region) ?? person.nationality)
    : person.nationality;
  const season = person.statistics ? readStatistics(person.statistics) : null;
  const squadSlug = language === 'de' ? 'kader' : 'squad';
  return (
    <Shell query={data} alternates={alternates} navigation={<SiteNavigation site={site} sections={[]} />}>
      <PageMeta
        title={name}
        description={t('content.person.description', { name, site: site.name.text })}
        alternates={alternates}
        structuredData={[
          breadcrumbList(origin, [
            { name: site.name.text, path: paths.site(language, site.key) },
            { name: t('content.sections.squad'), path: paths.site(language, site.key, squadSlug) },
            { name, path: paths.person(language, site.key, person.internalId) },
          ]),
        ]}
      />
      <nav aria-label={t('content.breadcrumb')} className="breadcrumb">
        <Link to={paths.site(language, site.key, squadSlug)}>← {t('content.person.backToSquad')}</Link>
      </nav>
      <article className="person">
        <header className="person-header">
          {person.jerseyNumber != null && (
            <span className="jersey large" aria-hidden="true">
              {person.jerseyNumber}
            </span>
          )}
          <div>
            <h1>
              {name}
              {person.knownName && <span className="known-name"> „{person.knownName}“</span>}
            </h1>
            <p className="lead">
              {person.role === 'OFFICIAL'
                ? person.title
                : t(`content.positions.${person.position as Position}`, { count: 1, defaultValue: person.position })}
            </p>
          </div>
        </header>
        <dl className="facts">
          {person.jerseyNumber != null && (
            <>
              <dt>{t('content.statistics.columns.jerseyNumber')}</dt>
              <dd>{person.jerseyNumber}</dd>
            </>
          )}
          <dt>{t('content.statistics.columns.nationality')}</dt>
          <dd>{nationality}</dd>
          <dt>{t('content.statistics.columns.birthday')}</dt>
          <dd>
            <time dateTime={person.birthday}>
              {new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
                new Date(`${person.birthday}T00:00:00Z`),
              )}
            </time>
          </dd>
          {person.heightCm != null && (
            <>
              <dt>{t('content.statistics.columns.height')}</dt>
              <dd>
                {t('content.person.height', {
                  height: (person.heightCm / 100).toLocaleString(locale, { minimumFractionDigits: 2 }),
                })}
              </dd>
            </>
          )}
        </dl>
        {season && (
          <section aria-labelledby="person-season">
            <h2 id="person-season">{t('content.person.season')}</h2>
            <dl className="facts numbers">
              {FACTS.map((fact) => (
                <div key={fact}>
                  <dt>{t(`content.statistics.columns.${fact}`)}</dt>
                  <dd>{season[fact].toLocaleString(locale)}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}
      </article>
    </Shell>
  );
}

/**
 * ISO 3166-1 alpha-3 (as the CMS keeps it) to the alpha-2 code Intl.DisplayNames knows, for the
 * nationalities of the club's teams; another shows as its code.
 */
const alpha2: Record<string, string> = {
  DEU: 'DE',
  AUT: 'AT',
  TUR: 'TR',
  GHA: 'GH',
  JPN: 'JP',
  DNK: 'DK',
  ESP: 'ES',
  CHE: 'CH',
  NLD: 'NL',
  FRA: 'FR',
  ITA: 'IT',
  POL: 'PL',
  GBR: 'GB',
  USA: 'US',
  BRA: 'BR',
};
