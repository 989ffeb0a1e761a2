import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Form, Link, useNavigation, useSearchParams } from 'react-router';
import type { SearchPage_query$key } from '../../__generated__/SearchPage_query.graphql';
import type { SearchPageQuery } from '../../__generated__/SearchPageQuery.graphql';
import { paths, pathsIn, useLanguage, useT } from '../../app/language.ts';
import type { Language } from '../../app/pages.ts';
import { Shell } from '../../app/Shell.tsx';
import { PageMeta } from '../../components/PageMeta.tsx';
import { SearchCombobox } from './components/SearchCombobox.tsx';
import { SEARCH_TYPES, resultPath, searchTypeOf } from './searchTypes.ts';
import './content.css';
import { usePageQuery } from '../../app/usePageQuery.ts';
import { LoadMore } from '../../components/LoadMore.tsx';

/** The longest text the search sends; the graph cuts longer ones to the same length. */
const MAX_QUERY = 200;

export const searchPageQuery = graphql`
  query SearchPageQuery($query: String!, $types: [SearchResultType!], $language: Language!, $signedIn: Boolean!) {
    ...Shell_query
    ...SearchPage_query
  }
`;

/**
 * The search page (suche): one field that suggests as a fan types, tabs per result type, results ranked by the
 * CMS's search (words, their beginnings, typos), and quick links for what fans look for most. The text and the tab live in the address, so a search can
 * be shared, bookmarked and gone back to.
 */
export function SearchPage() {
  const data = usePageQuery<SearchPageQuery>(searchPageQuery);
  const [search] = useSearchParams();
  const language = useLanguage();
  const t = useT();
  const query = (search.get('q') ?? '').slice(0, MAX_QUERY);
  const type = searchTypeOf(search.get('type'));
  const alternates = pathsIn((other) => paths.search(other, query, type ?? undefined));
  const searching = useNavigation().state === 'loading';
  return (
    <Shell query={data} alternates={alternates} navigation={null}>
      <PageMeta
        title={query ? t('search.titleFor', { query }) : t('search.title')}
        description={t('search.description')}
        alternates={alternates}
        noindex={Boolean(query)}
      />
      <h1>{t('search.title')}</h1>
      <Form method="get" action={paths.search(language)} role="search" className="search-form">
        <SearchCombobox defaultValue={query} key={query} maxLength={MAX_QUERY} />
        {type && <input type="hidden" name="type" value={type} />}
        <button type="submit" disabled={searching}>
          {t('search.submit')}
        </button>
      </Form>
      <QuickLinks language={language} />
      {query.trim() && <SearchResults query={data} text={query} type={type} />}
    </Shell>
  );
}

function QuickLinks({ language }: { language: Language }) {
  const t = useT();
  return (
    <nav aria-label={t('search.quickLinks')} className="quick-links">
      <ul>
        <li>
          <Link to={paths.site(language, 'profis', language === 'de' ? 'kader' : 'squad')}>
            {t('search.quick.squad')}
          </Link>
        </li>
        <li>
          <Link to={paths.site(language, 'stadion')}>{t('search.quick.directions')}</Link>
        </li>
        <li>
          <Link to={paths.site(language, 'sportarten')}>{t('search.quick.sports')}</Link>
        </li>
      </ul>
    </nav>
  );
}

function SearchResults({ query, text, type }: { query: SearchPage_query$key; text: string; type: string | null }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment SearchPage_query on Query
      @refetchable(queryName: "SearchResultsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 12 }, cursor: { type: "String" }) {
        search(query: $query, types: $types, language: $language, first: $count, after: $cursor)
          @connection(key: "SearchPage_search", filters: ["query", "types", "language"]) {
          totalCount
          edges {
            node {
              id
              type
              title
              teaser
              ...searchTypes_link
            }
          }
        }
      }
    `,
    query,
  );
  const t = useT();
  const language = useLanguage();
  const results = data.search;
  return (
    <>
      <nav aria-label={t('search.tabs')} className="search-tabs">
        <ul>
          {[null, ...SEARCH_TYPES].map((tab) => (
            <li key={tab ?? 'all'}>
              <Link
                to={paths.search(language, text, tab ?? undefined)}
                aria-current={tab === type ? 'page' : undefined}
                className={tab === type ? 'active' : undefined}
              >
                {t(`search.types.${tab ?? 'ALL'}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div aria-live="polite">
        {results == null ? (
          <p className="error-state" role="alert">
            {t('search.unavailable')}
          </p>
        ) : results.edges.length === 0 ? (
          <p className="empty">{t('search.nothingFound', { query: text })}</p>
        ) : (
          <>
            <p className="result-count">{t('search.count', { count: results.totalCount, query: text })}</p>
            <ol className="search-results">
              {results.edges.map(({ node }) => (
                <li key={node.id}>
                  <Link to={resultPath(language, node)}>
                    <span className="result-type">{t(`search.kind.${node.type}`, { defaultValue: node.type })}</span>
                    <span className="result-title">{node.title}</span>
                    {node.teaser && <span className="result-teaser">{node.teaser}</span>}
                  </Link>
                </li>
              ))}
            </ol>
          </>
        )}
      </div>
      <LoadMore
        pagination={{ hasNext, isLoadingNext, loadNext }}
        pageSize={12}
        label={t('search.loadMore')}
        loadingLabel={t('search.loadingMore')}
        failedLabel={t('error.loadMoreFailed')}
      />
    </>
  );
}
