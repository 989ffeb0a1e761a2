import type {
  ContentBlock,
  ContentLanguage,
  ContentMatch,
  ContentNewsCard,
  ContentNewsDetail,
  ContentPage,
  ContentPerson,
  ContentSite,
} from '../../upstreams/content/types.ts';

/** GraphQL types of the content module and the CMS shapes behind them. */
export type SiteModel = ContentSite;
/** A page, and the language it was asked in (its blocks name sites in that language). */
export type PageModel = ContentPage & { askedLanguage: ContentLanguage };
export type PageBlockModel = ContentBlock & { askedLanguage: ContentLanguage };
export type NewsModel = ContentNewsCard | ContentNewsDetail;
export type TeamMemberModel = ContentPerson;
export type MatchModel = ContentMatch;
export type LocalizedTextModel = { text: string; language: string };
/** The site whose calendar it is, and the origin the request reached the graph at. */
export type SiteCalendarModel = { site: string; origin: URL };
/** A news category as the CMS counts it: the filter's value (its German key) and how many news it has. */
export type NewsCategoryModel = { name: string; newsCount: number };
