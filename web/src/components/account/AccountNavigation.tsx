import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths, useLanguage, useT } from '../../app/language.ts';
import type { Language } from '../../app/pages.ts';
import { useSessionState } from '../../auth/SessionContext.tsx';

/** The entries of the account's sub-navigation whose screens exist (spec 3 section 2, in its order). */
export type AccountSection =
  | 'account'
  | 'consents'
  | 'addresses'
  | 'contracts'
  | 'developers'
  | 'fanClub'
  | 'membership'
  | 'memberships'
  | 'competitions'
  | 'newsletters'
  | 'orders'
  | 'paymentMethods'
  | 'tickets';

const sections: { key: AccountSection; path: (language: Language) => string; adminOnly?: boolean }[] = [
  { key: 'account', path: paths.account },
  { key: 'consents', path: paths.consents },
  { key: 'addresses', path: paths.addresses },
  { key: 'contracts', path: paths.contracts },
  { key: 'fanClub', path: paths.fanClub, adminOnly: true },
  { key: 'membership', path: paths.membership },
  { key: 'memberships', path: paths.memberships },
  { key: 'newsletters', path: paths.newsletters },
  { key: 'orders', path: paths.orders },
  { key: 'paymentMethods', path: paths.paymentMethods },
  { key: 'competitions', path: paths.accountSweepstakes },
  { key: 'tickets', path: paths.tickets },
  // Any account may register channels of the graph (docs/channels.md): last, as few fans are developers.
  { key: 'developers', path: paths.developers },
];

/**
 * The account area's sub-navigation, in place of the shop's navigation: one row that scrolls sideways on
 * a phone, with the current entry scrolled into view. Fan club management is there only while acting
 * for an organisation, as its administration is (features/organizations/FanClubPage.tsx).
 */
export function AccountNavigation({ current, acting }: { current: AccountSection; acting?: boolean }) {
  const t = useT();
  // Pages without the viewer in their query (orders, fan club) take the session's word.
  const actingFor = useSessionState().actingFor;
  const showAdmin = acting ?? actingFor !== null;
  const language = useLanguage();
  const currentLink = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    currentLink.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, []);
  return (
    <nav className="stores-nav account-nav" aria-label={t('account.navigation')}>
      <ul>
        {sections
          .filter((section) => showAdmin || !section.adminOnly)
          .map((section) => (
            <li key={section.key}>
              <Link
                to={section.path(language)}
                ref={section.key === current ? currentLink : undefined}
                aria-current={section.key === current ? 'page' : undefined}
              >
                {t(`account.sections.${section.key}`)}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
