import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link, useRevalidator } from 'react-router';
import type { AccountLayout_query$key } from '../../__generated__/AccountLayout_query.graphql';
import { paths, useLanguage, useT } from '../../app/language.ts';
import type { Language } from '../../app/pages.ts';
import { Shell } from '../../app/Shell.tsx';
import { useSession } from '../../auth/SessionContext.tsx';
import { ErrorState } from '../ErrorState.tsx';
import { PageMeta } from '../PageMeta.tsx';
import './account.css';
import { AccountNavigation, type AccountSection } from './AccountNavigation.tsx';

/** The person's own settings under "Account": personal data, password, e-mail addresses. */
export type PersonalSection = 'account' | 'password' | 'emails';

const personalSections: { key: PersonalSection; path: (language: Language) => string }[] = [
  { key: 'account', path: paths.account },
  { key: 'password', path: paths.password },
  { key: 'emails', path: paths.emails },
];

interface AccountLayoutProps {
  query: AccountLayout_query$key;
  section: AccountSection;
  /** Under "Account": which of the person's own settings this is. */
  personal?: PersonalSection;
  title: string;
  alternates: Record<Language, string>;
  /**
   * The screen belongs to the person (personal data, password, e-mail addresses): while acting for an
   * organisation it shows a note instead, with the way back to the personal account.
   */
  personOnly?: boolean;
  /** What a signed-out visitor reads above the sign-in button (a mailed link's page says what awaits them). */
  signInText?: string;
  /** The screen, rendered only for a signed-in person who may use it. */
  children: (context: { actingFor: string | null }) => ReactNode;
}

/**
 * The frame of every account page: the shell with the account's sub-navigation, the page's title, and
 * the states before the screen itself: "sign in first" for anonymous visitors (as the orders page), a
 * retry when the contact service could not say who is signed in, and the note on person-only screens
 * while acting for an organisation.
 */
export function AccountLayout({
  query,
  section,
  personal,
  title,
  alternates,
  personOnly = false,
  signInText,
  children,
}: AccountLayoutProps) {
  const data = useFragment(
    graphql`
      fragment AccountLayout_query on Query {
        ...Shell_query
        viewer {
          person @include(if: $signedIn) {
            __typename
          }
          actingFor {
            name
          }
        }
      }
    `,
    query,
  );
  const viewer = data.viewer;
  const t = useT();
  const language = useLanguage();
  const session = useSession();
  const revalidator = useRevalidator();
  // Not asked for: nobody is signed in.
  const anonymous = viewer.person === undefined;
  const acting = viewer.actingFor?.name ?? null;

  let content: ReactNode;
  if (anonymous) {
    content = (
      <div className="message-page">
        <p>{signInText ?? t('account.signInFirst')}</p>
        <button type="button" onClick={() => void session.signIn(language)}>
          {t('auth.signIn')}
        </button>
      </div>
    );
  } else if (personOnly && acting !== null) {
    content = (
      <div className="notice account-person-only">
        <p>{t('account.personOnly', { name: acting })}</p>
        <button type="button" className="secondary" onClick={() => session.actAs(null)}>
          {t('account.switchToPersonal')}
        </button>
      </div>
    );
  } else if (personOnly && viewer.person === null) {
    content = (
      <ErrorState
        message={t('account.unavailable')}
        retryLabel={t('error.retry')}
        onRetry={() => void revalidator.revalidate()}
      />
    );
  } else {
    content = (
      <>
        {acting !== null && <p className="lead">{t('account.actingFor', { name: acting })}</p>}
        {children({ actingFor: acting })}
      </>
    );
  }

  return (
    <Shell
      query={data}
      alternates={alternates}
      navigation={anonymous ? null : <AccountNavigation current={section} acting={acting !== null} />}
    >
      <PageMeta title={title} description={t('account.description')} alternates={alternates} noindex />
      <div className="account-page">
        <h1>{title}</h1>
        {personal && !anonymous && !(personOnly && acting !== null) && <PersonalNavigation current={personal} />}
        {content}
      </div>
    </Shell>
  );
}

/** Personal data, password and e-mail addresses: the person's own settings under "Account". */
function PersonalNavigation({ current }: { current: PersonalSection }) {
  const t = useT();
  const language = useLanguage();
  return (
    <nav className="account-tabs" aria-label={t('account.personalNavigation')}>
      <ul>
        {personalSections.map((section) => (
          <li key={section.key}>
            <Link to={section.path(language)} aria-current={section.key === current ? 'page' : undefined}>
              {t(`account.personal.${section.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
