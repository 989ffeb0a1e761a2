import type {
  CmsBlock,
  CmsLanguage,
  CmsMatch,
  CmsNewsCard,
  CmsNewsDetail,
  CmsPage,
  CmsPerson,
  CmsSite,
} from '../../upstreams/cms/types.ts';

/** GraphQL types of the content module and the CMS shapes behind them. */
export type SiteModel = CmsSite;
/** A page, and the language it was asked in (its blocks name sites in that language). */
export type PageModel = CmsPage & { askedLanguage: CmsLanguage };
export type PageBlockModel = CmsBlock & { askedLanguage: CmsLanguage };
export type NewsModel = CmsNewsCard | CmsNewsDetail;
export type TeamMemberModel = CmsPerson;
export type MatchModel = CmsMatch;
export type LocalizedTextModel = { text: string; language: string };
/** The site whose calendar it is, and the origin the request reached the graph at. */
export type SiteCalendarModel = { site: string; origin: URL };
