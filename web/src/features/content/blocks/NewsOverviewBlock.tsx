import { useId, useRef, useState, useTransition } from 'react';
import { graphql, useFragment, usePaginationFragment } from 'react-relay/hooks';
import type { NewsOverviewBlock_block$key } from '../../../__generated__/NewsOverviewBlock_block.graphql';
import type { NewsOverview_query$key } from '../../../__generated__/NewsOverview_query.graphql';
import { useT } from '../../../app/language.ts';
import { NewsCard } from '../components/NewsCard.tsx';
import { useSiteOfPage } from '../components/SiteContext.ts';
import { LoadMore } from '../../../components/LoadMore.tsx';

/** The most characters a news search sends; the graph would cut a longer text anyway. */
const MAX_SEARCH = 200;

/**
 * The site's news, newest first, with a category filter and a search field. The first page comes with the
 * page's query; filtering, searching and "more" ask the graph for the overview alone.
 */
export function NewsOverviewBlock({ block }: { block: NewsOverviewBlock_block$key }) {
  const settings = useFragment(
    graphql`
      fragment NewsOverviewBlock_block on NewsOverviewBlock {
        pageSize
        showFilter
        showSearch
      }
    `,
    block,
  );
  const site = useSiteOfPage();
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment NewsOverview_query on Query
      @refetchable(queryName: "NewsOverviewRefetchQuery")
      @argumentDefinitions(
        site: { type: "String!" }
        category: { type: "String" }
        search: { type: "String" }
        count: { type: "Int", defaultValue: 12 }
        cursor: { type: "String" }
      ) {
        newsCategories(site: $site) {
          name
          label(language: $language)
          newsCount
        }
        news(site: $site, category: $category, search: $search, language: $language, first: $count, after: $cursor)
          @connection(key: "NewsOverview_news", filters: ["site", "category", "search", "language"]) {
          totalCount
          edges {
            node {
              id
              ...NewsCard_news
            }
          }
        }
      }
    `,
    site.newsQuery as NewsOverview_query$key,
  );
  const t = useT();
  const id = useId();
  const [isFiltering, startFiltering] = useTransition();
  const [category, setCategory] = useState('');
  const [search, setSearch] = useState('');
  const searchField = useRef<HTMLInputElement>(null);
  const apply = (next: { category: string; search: string }) => {
    setCategory(next.category);
    setSearch(next.search);
    startFiltering(() => {
      refetch(
        { site: site.key, category: next.category || null, search: next.search || null },
        { fetchPolicy: 'store-or-network' },
      );
    });
  };
  const news = data.news;
  return (
    <section className="block news-overview" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('content.news.title')}</h2>
      {(settings.showFilter || settings.showSearch) && (
        <form
          className="filters"
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            apply({ category, search: (searchField.current?.value ?? '').trim().slice(0, MAX_SEARCH) });
          }}
        >
          {settings.showFilter && (data.newsCategories?.length ?? 0) > 0 && (
            <label>
              {t('content.news.category')}
              <select value={category} onChange={(event) => apply({ category: event.target.value, search })}>
                <option value="">{t('content.news.allCategories')}</option>
                {data.newsCategories?.map((option) => (
                  <option key={option.name} value={option.name}>
                    {option.label} ({option.newsCount})
                  </option>
                ))}
              </select>
            </label>
          )}
          {settings.showSearch && (
            <label>
              {t('content.news.search')}
              <span className="search-field">
                <input ref={searchField} type="search" name="q" maxLength={MAX_SEARCH} defaultValue={search} />
                <button type="submit">{t('content.news.searchButton')}</button>
              </span>
            </label>
          )}
        </form>
      )}
      <div aria-live="polite" aria-busy={isFiltering}>
        {news == null ? (
          <p className="error-state" role="alert">
            {t('content.news.unavailable')}
          </p>
        ) : news.edges.length === 0 ? (
          <p className="empty">{search ? t('content.news.nothingFound', { search }) : t('content.news.none')}</p>
        ) : (
          <>
            <p className="visually-hidden">{t('content.news.count', { count: news.totalCount })}</p>
            <ul className="news-grid">
              {news.edges.map((edge) => (
                <NewsCard key={edge.node.id} news={edge.node} />
              ))}
            </ul>
          </>
        )}
      </div>
      <LoadMore
        pagination={{ hasNext, isLoadingNext, loadNext }}
        pageSize={settings.pageSize}
        label={t('content.news.loadMore')}
        loadingLabel={t('content.news.loadingMore')}
        failedLabel={t('error.loadMoreFailed')}
      />
    </section>
  );
}
