import { createContext, use } from 'react';
import type { CalendarSubscribe_calendar$key } from '../../../__generated__/CalendarSubscribe_calendar.graphql';
import type { NewsOverview_query$key } from '../../../__generated__/NewsOverview_query.graphql';

/** What a site page's blocks share: the site, its calendar feed and the page query's news. */
export interface SiteOfPage {
  key: string;
  name: string;
  calendar: CalendarSubscribe_calendar$key | null;
  /** The page query, which carries the first news of the site for its news overview. */
  newsQuery: NewsOverview_query$key;
}

export const SiteContext = createContext<SiteOfPage | null>(null);

export function useSiteOfPage(): SiteOfPage {
  const site = use(SiteContext);
  if (!site) throw new Error('a block is drawn outside a site page');
  return site;
}
