import { graphql } from 'react-relay/hooks';
import type { FanClubPageQuery } from '../../__generated__/FanClubPageQuery.graphql';
import { paths, pathsIn, useLanguage, useT } from '../../app/language.ts';
import { Shell } from '../../app/Shell.tsx';
import { useSession } from '../../auth/SessionContext.tsx';
import { PageMeta } from '../../components/PageMeta.tsx';
import { AccountNavigation } from '../../components/account/AccountNavigation.tsx';
import { InviteForm } from './components/InviteForm.tsx';
import { MemberList } from './components/MemberList.tsx';
import './organizations.css';
import { usePageQuery } from '../../app/usePageQuery.ts';

export const fanClubPageQuery = graphql`
  query FanClubPageQuery($language: Language!, $signedIn: Boolean!) {
    ...Shell_query
    viewer {
      person @include(if: $signedIn) {
        __typename
      }
      actingFor {
        id
        name
        ...MemberList_organization
      }
      organizations @include(if: $signedIn) {
        internalId
        name
        type
      }
    }
  }
`;

/**
 * A fan club's (or company's) administration: its members and open invitations, inviting by e-mail,
 * promoting, demoting and removing. Only for an admin acting for the organisation (the user menu switches);
 * the services refuse anyone else, and the page says how to get there.
 */
export function FanClubPage() {
  const data = usePageQuery<FanClubPageQuery>(fanClubPageQuery);
  const t = useT();
  const language = useLanguage();
  const session = useSession();
  const alternates = pathsIn(paths.fanClub);
  const { person, actingFor, organizations } = data.viewer;
  let content;
  if (!person) {
    content = (
      <div className="message-page">
        <h1>{t('fanClub.title')}</h1>
        <p>{t('fanClub.signInFirst')}</p>
        <button type="button" onClick={() => void session.signIn(language)}>
          {t('auth.signIn')}
        </button>
      </div>
    );
  } else if (!actingFor) {
    content = (
      <div className="message-page">
        <h1>{t('fanClub.title')}</h1>
        {(organizations?.length ?? 0) === 0 ? (
          <p>{t('fanClub.noOrganization')}</p>
        ) : (
          <>
            <p>{t('fanClub.chooseOrganization')}</p>
            <ul className="organization-choice">
              {organizations!.map((organization) => (
                <li key={organization.internalId}>
                  <button
                    type="button"
                    onClick={() =>
                      session.actAs({
                        id: String(organization.internalId),
                        name: organization.name,
                        type: organization.type,
                      })
                    }
                  >
                    {t('fanClub.actFor', { name: organization.name })}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    );
  } else {
    content = (
      <>
        <h1>{t('fanClub.titleOf', { name: actingFor.name })}</h1>
        <InviteForm organizationId={actingFor.id} />
        <MemberList organization={actingFor} organizationId={actingFor.id} />
      </>
    );
  }
  return (
    <Shell
      query={data}
      alternates={alternates}
      navigation={person ? <AccountNavigation current="fanClub" acting={Boolean(actingFor)} /> : null}
    >
      <PageMeta title={t('fanClub.title')} description={t('fanClub.title')} alternates={alternates} noindex />
      {content}
    </Shell>
  );
}
