import { Link } from 'react-router';
import { paths, useLanguage, useT } from '../../../app/language.ts';
import type { TicketPage } from '../../../app/pages.ts';
import { TICKET_PAGES } from '../../../app/pages.ts';

/**
 * The ticket tabs (spec 2 section 2): day tickets, their archive, season tickets, their archive, the
 * marketplace history, and the transfers. Links, each a page of its own with its own address; the
 * current one is marked.
 */
export function TicketTabs({ current }: { current: TicketPage | null }) {
  const t = useT();
  const language = useLanguage();
  return (
    <nav className="account-tabs" aria-label={t('tickets.tabsLabel')}>
      <ul>
        {TICKET_PAGES.map((page) => (
          <li key={page}>
            <Link to={paths[page](language)} aria-current={page === current ? 'page' : undefined}>
              {t(`tickets.tabs.${page}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
