import { Type, type Static } from 'typebox';
import { Id, Text } from '../http/inputs.ts';

/** A text in the language asked for, or in German when there is none; `language` says which it is. */
export const Localized = Type.Object({
  text: Type.String(),
  language: Type.Union([Type.Literal('de'), Type.Literal('en'), Type.Literal('ja')]),
});

export const ContentLanguage = Type.Union([Type.Literal('de'), Type.Literal('en'), Type.Literal('ja')], {
  default: 'de',
  description: 'The language wanted; texts missing in it fall back to German',
});
export type ContentLanguage = Static<typeof ContentLanguage>;

export const SiteKey = Type.String({
  minLength: 1,
  maxLength: 40,
  pattern: '^[a-z0-9][a-z0-9-]*$',
  description: 'A site area, e.g. profis, frauen, museum',
});

export const Site = Type.Object(
  {
    key: Type.String(),
    name: Localized,
    kind: Type.Union([Type.Literal('club'), Type.Literal('football'), Type.Literal('sport'), Type.Literal('service')]),
    languages: Type.Array(Type.String()),
    hasLiveVideo: Type.Boolean({ description: 'The live-video button and the sticky audio player show here' }),
    tickerTeamId: Type.Union([Type.Integer(), Type.Null()], { description: 'The live ticker’s default team' }),
  },
  { $id: 'CmsSite', title: 'CmsSite' },
);

export const Page = Type.Object(
  {
    id: Type.Integer(),
    site: Type.String(),
    pageKey: Type.String({ description: 'The page across languages: home, squad, season …' }),
    slug: Type.String({ description: 'The localised path within the site; empty for the start page' }),
    language: Type.String({ description: 'The language of this page (German when the one asked for is missing)' }),
    template: Type.Union([Type.Literal('blank'), Type.Literal('default'), Type.Literal('news')]),
    title: Type.String(),
    description: Type.String(),
    alternates: Type.Array(Type.Object({ language: Type.String(), slug: Type.String() }), {
      description: 'The same page in the other languages of the site',
    }),
    sections: Type.Array(Type.Object({ pageKey: Type.String(), slug: Type.String(), title: Type.String() }), {
      description: 'The pages of the site in this page’s language (start page first): the site’s navigation',
    }),
    blocks: Type.Array(
      Type.Object(
        { type: Type.String() },
        { additionalProperties: true, description: 'A block; its type says its fields' },
      ),
    ),
  },
  { $id: 'CmsPage', title: 'CmsPage' },
);

export const NewsCard = Type.Object(
  {
    uid: Type.String({ format: 'uuid' }),
    site: Type.String(),
    type: Type.Union([Type.Literal('news'), Type.Literal('magazine'), Type.Literal('fast-lane')]),
    full_slug: Type.String(),
    display_datetime: Type.String({ format: 'date-time' }),
    content: Type.Object({
      headline: Localized,
      teaser: Localized,
      categories: Type.Array(Type.String()),
      images: Type.Array(Type.String(), { description: 'The image, then the hover image' }),
    }),
    frontend: Type.Union([Type.Object({ url: Type.String() }), Type.Null()], {
      description: 'Fast-lane items link here instead of to a page of their own',
    }),
  },
  { $id: 'CmsNewsCard', title: 'CmsNewsCard' },
);

export const NewsDetail = Type.Object(
  { ...NewsCard.properties, body: Localized },
  { $id: 'CmsNewsDetail', title: 'CmsNewsDetail' },
);

export const Person = Type.Object(
  {
    id: Type.Integer(),
    site: Type.String(),
    role: Type.Union([Type.Literal('player'), Type.Literal('official')]),
    first_name: Type.String(),
    last_name: Type.String(),
    title: Type.Union([Type.String(), Type.Null()]),
    short_name: Type.String(),
    known_name: Type.Union([Type.String(), Type.Null()]),
    position: Type.String({ description: 'goalkeeper, defender, midfielder, forward, or official' }),
    jersey_number: Type.Union([Type.Integer(), Type.Null()]),
    nationality: Type.String({ description: 'ISO 3166-1 alpha-3' }),
    birthday: Type.String({ format: 'date' }),
    height_cm: Type.Union([Type.Integer(), Type.Null()]),
    statistics: Type.Record(Type.String(), Type.Record(Type.String(), Type.Integer()), {
      description: 'Season statistics by scope (total, home, away)',
    }),
  },
  { $id: 'CmsPerson', title: 'CmsPerson' },
);

export const Match = Type.Object(
  {
    id: Type.Integer(),
    site: Type.String(),
    season: Type.Integer(),
    competition: Type.String(),
    matchday: Type.Union([Type.Integer(), Type.Null()]),
    homeTeam: Type.String(),
    awayTeam: Type.String(),
    venue: Type.String(),
    kickoff: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description: 'Null while the exact kick-off date and time are still to be determined',
    }),
    kickoffDate: Type.String({ format: 'date' }),
    status: Type.Union([
      Type.Literal('announced'),
      Type.Literal('before'),
      Type.Literal('live'),
      Type.Literal('after'),
    ]),
    period: Type.Union([Type.String(), Type.Null()]),
    homeGoals: Type.Union([Type.Integer(), Type.Null()]),
    awayGoals: Type.Union([Type.Integer(), Type.Null()]),
    afterExtraTime: Type.Boolean(),
    afterPenalties: Type.Boolean(),
  },
  { $id: 'CmsMatch', title: 'CmsMatch' },
);

export const SearchResultType = Type.Union(
  [
    Type.Literal('content'),
    Type.Literal('magazine'),
    Type.Literal('match'),
    Type.Literal('news'),
    Type.Literal('shop-product'),
    Type.Literal('shop-soccercamp'),
    Type.Literal('team'),
    Type.Literal('video'),
    Type.Literal('website'),
  ],
  {
    description:
      'What a result is (spec 3 section 2): a page of a site (content; start pages are websites), a magazine story, a ' +
      'match, a news item, a fan shop product, a place at a football school camp (shop-soccercamp), a player or ' +
      'official (team), a Südstadt TV video, or one of the club’s site areas (website)',
  },
);
export type SearchResultType = Static<typeof SearchResultType>;

/** The types a search may ask for: the result types, and `all` (as when none is named). */
export const SearchFilterType = Type.Union([Type.Literal('all'), ...SearchResultType.anyOf], {
  description: 'A result type to search for; `all`, or no type at all, searches every type',
});
export type SearchFilterType = Static<typeof SearchFilterType>;

export const SearchResult = Type.Object(
  {
    type: SearchResultType,
    id: Type.String({ description: 'The uid of news, the id of anything else' }),
    site: Type.Union([Type.String(), Type.Null()]),
    title: Type.String(),
    teaser: Type.String(),
    path: Type.Union([Type.String(), Type.Null()], {
      description:
        "A page's localised path within its site (empty for a website, a site's start page); null for anything else",
    }),
    rank: Type.Number({
      description:
        'Relevance, best first: 1 and above where the words or their beginnings occur, below 1 where the title ' +
        'only resembles them (a typo)',
    }),
  },
  { $id: 'CmsSearchResult', title: 'CmsSearchResult' },
);

export const Paging = {
  Page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
  PageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
};

export const SearchText = Text({ maxLength: 200, description: 'Words to find; longer texts are refused' });
export const PersonId = Id();
