import { graphql } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { MembershipsPageQuery } from '../../__generated__/MembershipsPageQuery.graphql';
import { localeOf, paths, pathsIn, useLanguage, useT } from '../../app/language.ts';
import { Shell } from '../../app/Shell.tsx';
import { useSession } from '../../auth/SessionContext.tsx';
import { PageMeta } from '../../components/PageMeta.tsx';
import { AccountNavigation } from '../../components/account/AccountNavigation.tsx';
import './organizations.css';
import { usePageQuery } from '../../app/usePageQuery.ts';

export const membershipsPageQuery = graphql`
  query MembershipsPageQuery($language: Language!, $signedIn: Boolean!) {
    ...Shell_query
    viewer {
      person @include(if: $signedIn) {
        displayName
        partnerIdentityNumber
      }
      memberships @include(if: $signedIn) {
        organization {
          internalId
          name
          type
        }
        isAdmin
        confirmed
        entryDate
      }
    }
  }
`;

/**
 * The person's fan club and company memberships as ID cards to show at the fan club's table in the
 * stadium: club, member, EF number, since when; open invitations lead to their page.
 */
export function MembershipsPage() {
  const data = usePageQuery<MembershipsPageQuery>(membershipsPageQuery);
  const t = useT();
  const language = useLanguage();
  const session = useSession();
  const alternates = pathsIn(paths.memberships);
  const { person, memberships } = data.viewer;
  const confirmed = (memberships ?? []).filter((membership) => membership.confirmed);
  const invitations = (memberships ?? []).filter((membership) => !membership.confirmed);
  const since = (date: string) =>
    new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    );
  return (
    <Shell
      query={data}
      alternates={alternates}
      navigation={person ? <AccountNavigation current="memberships" /> : null}
    >
      <PageMeta
        title={t('fanClub.cards.title')}
        description={t('fanClub.cards.title')}
        alternates={alternates}
        noindex
      />
      <h1>{t('fanClub.cards.title')}</h1>
      {!person ? (
        <div className="message-page">
          <p>{t('fanClub.cards.signInFirst')}</p>
          <button type="button" onClick={() => void session.signIn(language)}>
            {t('auth.signIn')}
          </button>
        </div>
      ) : (
        <>
          {confirmed.length === 0 ? (
            <p className="empty">{t('fanClub.cards.none')}</p>
          ) : (
            <ul className="id-cards">
              {confirmed.map((membership) => (
                <li key={membership.organization.internalId} className="id-card">
                  <p className="id-card-kind">
                    {t(membership.organization.type === 'COMPANY' ? 'auth.company' : 'auth.fanClub')}
                    {membership.isAdmin && ` · ${t('fanClub.admin')}`}
                  </p>
                  <h2>{membership.organization.name}</h2>
                  <dl>
                    <dt>{t('fanClub.cards.member')}</dt>
                    <dd>{person.displayName}</dd>
                    {person.partnerIdentityNumber && (
                      <>
                        <dt>{t('fanClub.cards.number')}</dt>
                        <dd>{person.partnerIdentityNumber}</dd>
                      </>
                    )}
                    <dt>{t('fanClub.cards.since')}</dt>
                    <dd>{since(membership.entryDate)}</dd>
                  </dl>
                </li>
              ))}
            </ul>
          )}
          {invitations.length > 0 && (
            <section aria-labelledby="open-invitations">
              <h2 id="open-invitations">{t('fanClub.cards.invitations')}</h2>
              <ul>
                {invitations.map((membership) => (
                  <li key={membership.organization.internalId}>
                    <Link to={paths.invitation(language, membership.organization.internalId)}>
                      {membership.organization.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </Shell>
  );
}
