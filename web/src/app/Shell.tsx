import { useFocusRescue } from './useFocusRescue.ts';
import { useEffect, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link, NavLink, useLocation } from 'react-router';
import type { Shell_query$key } from '../__generated__/Shell_query.graphql';
import { UserMenu } from '../auth/UserMenu.tsx';
import { CartBadge } from '../components/cart/CartBadge.tsx';
import { paths, useLanguage, useT } from './language.ts';
import { LANGUAGES, type Language } from './pages.ts';
import { PrivacySettingsButton } from './PrivacyConsent.tsx';

/** Each language in its own words, as the language switch shows it. */
const languageNames: Record<Language, string> = { de: 'Deutsch', en: 'English', ja: '日本語' };

interface ShellProps {
  query: Shell_query$key | null;
  /** The same page in each language; the language switch leads there. */
  alternates: Record<Language, string>;
  /** The page's own navigation (a site area's pages) instead of the shop's; null for none. */
  navigation?: ReactNode;
  children: ReactNode;
}

/** The frame of every page: header with the stores navigation and language switch, main, footer. */
export function Shell({ query, alternates, navigation, children }: ShellProps) {
  const data = useFragment(
    graphql`
      fragment Shell_query on Query {
        viewer {
          ...UserMenu_viewer
          cart(countryCode: "DE") {
            ...CartBadge_cart @alias
          }
        }
        storesNavigation(language: $language) {
          title
          path
          suppressActiveClass
          children {
            title
            path
            suppressActiveClass
          }
        }
      }
    `,
    query,
  );
  const storesNavigation = data?.storesNavigation ?? [];
  return (
    <ShellFrame
      alternates={alternates}
      userMenu={
        <>
          <CartBadge cart={data?.viewer.cart?.CartBadge_cart ?? null} />
          <UserMenu viewer={data?.viewer ?? null} />
        </>
      }
    >
      {navigation !== undefined
        ? navigation
        : storesNavigation.length > 0 && <StoresNavigation items={storesNavigation} />}
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </ShellFrame>
  );
}

type Item = { title: string; path: string; suppressActiveClass: boolean };

function StoresNavigation({ items }: { items: readonly (Item & { children: readonly Item[] })[] }) {
  const t = useT();
  // The tree is flattened into one row: the root entry, then its children (swipeable on phones).
  const entries = items.flatMap((item) => [item, ...item.children]);
  return (
    <nav className="stores-nav" aria-label={t('shell.mainNavigation')}>
      <ul>
        {entries.map((entry) => (
          <li key={entry.path}>
            <NavLink
              to={entry.path}
              end
              className={({ isActive }) => (isActive && !entry.suppressActiveClass ? 'active' : undefined)}
            >
              {entry.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Header and footer without data, also used while a page loads and on the error page. */
export function ShellFrame({
  alternates,
  userMenu,
  children,
}: {
  alternates: Record<Language, string> | null;
  /** The sign-in button or user menu; absent while loading and on error pages. */
  userMenu?: ReactNode;
  children: ReactNode;
}) {
  const language = useLanguage();
  const t = useT();
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  useFocusOnPageChange();
  useFocusRescue();
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <header className="site-header">
        {/* The accessible names begin with the visible text, so voice control finds them ("click SC Südstadt"). */}
        <Link to={paths.home(language)} className="brand">
          <img src="/favicon.svg" alt="" width={36} height={36} />
          <span>{t('shell.brand')}</span>
          <span className="visually-hidden"> – {t('shell.home')}</span>
        </Link>
        <div className="header-actions">
          {alternates !== null &&
            LANGUAGES.filter((other) => other !== language).map((other) => (
              // Each language by its own name (its code on narrow phones), then what the link does.
              <Link key={other} to={alternates[other]} className="language-switch" hrefLang={other}>
                <span lang={other} className="language-name">
                  {languageNames[other]}
                </span>
                <span lang={other} className="language-code">
                  {other.toUpperCase()}
                </span>
                <span className="visually-hidden">
                  {' '}
                  – {t('shell.languageSwitch')}: {t(`shell.languageNames.${other}`)}
                </span>
              </Link>
            ))}
          {/* Search in one tap on a phone, where the club's row of areas scrolls it out of sight. */}
          <Link to={paths.search(language)} className="search-link" aria-label={t('shell.search')}>
            <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
              <circle cx="10.5" cy="10.5" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M15 15l5.5 5.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Link>
          {userMenu}
        </div>
      </header>
      <ClubNavigation />
      {children}
      <footer className="site-footer">
        <p>{t('shell.supportHours')}</p>
        <p>
          <a href={`mailto:${t('shell.contact')}`}>{t('shell.contact')}</a> · {t('shell.returns')}
        </p>
        <p>
          <Link to={paths.marketplace(language)}>{t('shell.marketplace')}</Link>
        </p>
        <p>
          {t('shell.copyright', { year: new Date().getFullYear() })} · <PrivacySettingsButton />
        </p>
      </footer>
    </div>
  );
}

/** The club's main site areas, on every page: the way from the shop to the teams and back. */
const clubAreas = ['profis', 'frauen', 'nachwuchs', 'sportarten', 'tickets', 'museum'] as const;

function ClubNavigation() {
  const language = useLanguage();
  const t = useT();
  return (
    <nav className="club-nav" aria-label={t('shell.clubNavigation')}>
      <ul>
        {clubAreas.map((site) => (
          <li key={site}>
            <NavLink to={paths.site(language, site)}>{t(`shell.clubAreas.${site}`)}</NavLink>
          </li>
        ))}
        <li>
          <NavLink to={paths.home(language)} end>
            {t('shell.shop')}
          </NavLink>
        </li>
        <li className="club-nav-search">
          <NavLink to={paths.search(language)}>
            <SearchIcon />
            {t('shell.search')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}

function SearchIcon() {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
    >
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.5 15.5 5 5" strokeLinecap="round" />
    </svg>
  );
}

/** The path whose page last had focus placed (at first the one the browser loaded). */
let focusedPath: string | null = null;
let navigated = false;

/**
 * After a page change focus moves to the new page's main content, as a screen reader expects after
 * following a link (otherwise it drops to <body> and reading starts at the top of the document). The
 * page the browser loaded keeps the browser's own focus. A page built anew at the same path (its
 * skeleton replaced, or the portal rebuilt after switching account) takes focus only if it was lost.
 */
function useFocusOnPageChange() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (focusedPath === null) {
      focusedPath = pathname;
      return;
    }
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (pathname === focusedPath && !(navigated && lost)) return;
    navigated = true;
    focusedPath = pathname;
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
}
