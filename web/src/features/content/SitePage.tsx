import { lazy, Suspense } from 'react';
import { graphql } from 'react-relay/hooks';
import { Navigate, useParams } from 'react-router';
import type { SitePageQuery } from '../../__generated__/SitePageQuery.graphql';
import { NotFoundMessage } from '../../app/NotFoundPage.tsx';
import { paths, pathsIn, useLanguage, useT } from '../../app/language.ts';
import type { Language } from '../../app/pages.ts';
import { Shell } from '../../app/Shell.tsx';
import { breadcrumbList, PageMeta } from '../../components/PageMeta.tsx';
import { PageBlocks } from './blocks/PageBlocks.tsx';
import { SiteContext } from './components/SiteContext.ts';
import { SiteNavigation } from '../../components/SiteNavigation.tsx';
import './content.css';
import { useOrigin } from '../../app/origin.ts';
import { usePageQuery } from '../../app/usePageQuery.ts';

// The live-video badge and the club radio, on the sites that have them; their code loads with them.
const LiveVideoCorner = lazy(() => import('./live/LiveVideoCorner.tsx'));

export const sitePageQuery = graphql`
  query SitePageQuery($site: String!, $path: String!, $language: Language!, $signedIn: Boolean!) {
    ...Shell_query
    site(key: $site, language: $language) {
      key
      hasLiveVideo
      name {
        text
      }
      ...SiteNavigation_site
      calendar {
        # For the fixtures block, through SiteContext.
        # eslint-disable-next-line relay/must-colocate-fragment-spreads
        ...CalendarSubscribe_calendar
      }
    }
    page(site: $site, path: $path, language: $language) {
      key
      slug
      title
      description
      language
      alternates {
        language
        slug
      }
      sections {
        key
        slug
        title
      }
      blocks {
        ...PageBlocks_blocks
      }
    }
    # Read by the page's news overview block, which gets it through SiteContext.
    # eslint-disable-next-line relay/must-colocate-fragment-spreads
    ...NewsOverview_query @arguments(site: $site)
    # Drawn by the live-video corner, loaded on demand on the sites that have live video.
    # eslint-disable-next-line relay/must-colocate-fragment-spreads
    ...LiveVideoCorner_query
  }
`;

/**
 * A page of a site area: the site's own navigation, then the page's blocks in the CMS's order. An unknown
 * page of a known site is a 404 within that site; an unknown site is the portal's 404.
 */
export function SitePage() {
  const data = usePageQuery<SitePageQuery>(sitePageQuery);
  const { site: siteKey = '', slug = '' } = useParams();
  const language = useLanguage();
  const origin = useOrigin();
  const t = useT();
  const { site, page } = data;
  if (!site || !page) {
    const unknownPage = pathsIn((other) => paths.site(other, siteKey, slug));
    return (
      <Shell
        query={data}
        alternates={site ? unknownPage : pathsIn(paths.home)}
        navigation={site ? <SiteNavigation site={site} sections={[]} /> : undefined}
      >
        <NotFoundMessage
          text={site ? t('content.pageNotFoundText', { site: site.name.text }) : undefined}
          home={site ? { path: paths.site(language, site.key), label: site.name.text } : undefined}
        />
      </Shell>
    );
  }
  // Each language's slug of this page; a language the site lacks shows the German page in that frame.
  const slugs: Partial<Record<Language, string>> = { [page.language.toLowerCase()]: page.slug };
  for (const alternate of page.alternates) slugs[alternate.language.toLowerCase() as Language] = alternate.slug;
  // Another language's slug (/en/profis/kader) leads to this language's address of the page (/en/profis/squad).
  const canonical = slugs[language];
  if (canonical !== undefined && canonical !== slug)
    return <Navigate to={paths.site(language, site.key, canonical)} replace />;
  const alternates = pathsIn((other) => paths.site(other, site.key, slugs[other] ?? slugs.de ?? page.slug));
  const textLanguage = page.language.toLowerCase() !== language ? page.language.toLowerCase() : undefined;
  const isStartPage = page.key === 'home';
  return (
    <Shell query={data} alternates={alternates} navigation={<SiteNavigation site={site} sections={page.sections} />}>
      <PageMeta
        title={page.title}
        description={page.description}
        alternates={alternates}
        structuredData={
          isStartPage
            ? undefined
            : [
                breadcrumbList(origin, [
                  { name: site.name.text, path: paths.site(language, site.key) },
                  { name: page.title, path: paths.site(language, site.key, page.slug) },
                ]),
              ]
        }
      />
      <SiteContext value={{ key: site.key, name: site.name.text, calendar: site.calendar ?? null, newsQuery: data }}>
        <div lang={textLanguage}>
          <h1 className={isStartPage ? 'visually-hidden' : undefined}>{isStartPage ? site.name.text : page.title}</h1>
          <PageBlocks blocks={page.blocks} />
        </div>
      </SiteContext>
      {site.hasLiveVideo && (
        <Suspense fallback={null}>
          <LiveVideoCorner query={data} />
        </Suspense>
      )}
    </Shell>
  );
}
