import { graphql, useFragment } from 'react-relay/hooks';
import { Link, NavLink } from 'react-router';
import type { SiteNavigation_site$key } from '../__generated__/SiteNavigation_site.graphql';
import { paths, useLanguage, useT } from '../app/language.ts';

interface SiteNavigationProps {
  site: SiteNavigation_site$key;
  /** The site's pages; none on pages of their own (a person, a match, a news item). */
  sections: readonly { readonly key: string; readonly slug: string; readonly title: string }[];
}

/** The site area's name and its pages, a row that scrolls sideways on phones (where the stores navigation is on shop pages). */
export function SiteNavigation({ site: siteKey, sections }: SiteNavigationProps) {
  const { key: site, name } = useFragment(
    graphql`
      fragment SiteNavigation_site on Site {
        key
        name {
          text
          language
        }
      }
    `,
    siteKey,
  );
  const language = useLanguage();
  const t = useT();
  const nameLanguage = name.language.toLowerCase() !== language ? name.language.toLowerCase() : undefined;
  return (
    <nav className="stores-nav site-nav" aria-label={t('content.siteNavigation', { site: name.text })}>
      <Link to={paths.site(language, site)} className="site-name" lang={nameLanguage}>
        {name.text}
      </Link>
      {sections.length > 1 && (
        <ul>
          {sections.map((section) => (
            <li key={section.key}>
              <NavLink
                to={paths.site(language, site, section.slug)}
                end
                className={({ isActive }) => (isActive ? 'active' : undefined)}
              >
                {t(`content.sections.${section.key}`, { defaultValue: section.title })}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
