import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { upperCase } from '../../shared/enums.ts';
import { isPlainText, isUuid, parseDatabaseId } from '../../shared/input.ts';
import { serviceLanguage, type Language } from '../../shared/language.ts';
import { memoize } from '../../shared/memoize.ts';
import { connectionOf, type Edge, offsetCursor, toGlobalId } from '../../shared/relay.ts';
import { sanitizeDescription } from '../../shared/sanitize.ts';
import type { ContentBlock, ContentPerson } from '../../upstreams/content/types.ts';
import { newestVideos } from '../video/videos.ts';
import type { NodeLoaders } from '../base/nodes.ts';
import { calendarLinks, hasCalendar } from './calendar.ts';
import { countdownMatch, matchOfHeader } from './matches.ts';
import { SITE_KEY, sitesByKey } from './sites.ts';
import { cmsLabel } from './labels.ts';
import type { NewsModel, PageBlockModel } from './content.mappers.ts';
import { MAX_NEWS_PER_PAGE, NEWS_PAGE_SIZE, newsArguments } from './search.ts';

/** A page's localised path within its site. */
const PAGE_PATH = /^[a-z0-9-]{0,60}(\/[a-z0-9-]{1,60}){0,3}$/;

const graphLanguage = (language: string): Language => (language === 'en' ? 'EN' : language === 'ja' ? 'JA' : 'DE');

/** The CMS's block types and the GraphQL types they become; a block type the graph does not know is left out. */
const blockTypes = {
  countdown: 'CountdownBlock',
  sportGrid: 'SportGridBlock',
  sportSlider: 'SportSliderBlock',
  richText: 'RichTextBlock',
  newsOverview: 'NewsOverviewBlock',
  matchHeader: 'MatchHeaderBlock',
  squad: 'SquadBlock',
  fixtures: 'FixturesBlock',
  playerStatistics: 'PlayerStatisticsBlock',
  imageGallery: 'ImageGalleryBlock',
  videoOverview: 'VideoOverviewBlock',
  liveTicker: 'LiveTickerBlock',
} as const;

type BlockTypename = (typeof blockTypes)[keyof typeof blockTypes];

const isKnownBlock = (block: ContentBlock): boolean => block.type in blockTypes;

/** Rich text is public and pure to sanitise: results are shared across requests. */
const sanitizeCached = memoize(sanitizeDescription, 500);

const text = (block: PageBlockModel, field: string) =>
  typeof block[field] === 'string' ? (block[field] as string) : '';

export const contentResolvers: Resolvers = {
  Query: {
    sites: (_root, args, context) =>
      context.loaders.content.sites.load(serviceLanguage(args.language ?? context.language)),
    async site(_root, { key, language }, context) {
      if (!SITE_KEY.test(key)) return null;
      const sites = await context.loaders.content.sites.load(serviceLanguage(language ?? context.language));
      return sites.find((site) => site.key === key) ?? null;
    },
    async page(_root, { site, path, language }, context) {
      const slug = (path ?? '').replace(/^\/+|\/+$/g, '');
      if (!SITE_KEY.test(site) || !PAGE_PATH.test(slug)) return null;
      const askedLanguage = serviceLanguage(language ?? context.language);
      const page = await context.loaders.content.page.load({ site, path: slug, language: askedLanguage });
      return page ? { ...page, askedLanguage } : null;
    },
    async news(_root, args, context) {
      const { first, start, search } = newsArguments(args);
      const nothing = { ...connectionOf<NewsModel>([], false, false), totalCount: 0 };
      if (args.site != null && !SITE_KEY.test(args.site)) return nothing;
      if (args.category != null && !isPlainText(args.category, 60)) return nothing;
      const language = serviceLanguage(args.language ?? context.language);
      const edges: Edge<NewsModel>[] = [];
      let page = Math.floor(start / NEWS_PAGE_SIZE) + 1;
      let hasMore = true;
      let totalCount = 0;
      // One item beyond `first` tells whether there is a next page.
      while (edges.length <= first && hasMore) {
        const answer = await context.loaders.content.newsList.load({
          ...(args.site != null ? { site: args.site } : {}),
          ...(args.category != null ? { category: args.category } : {}),
          ...(search ? { search } : {}),
          language,
          page,
          pageSize: NEWS_PAGE_SIZE,
        });
        totalCount = answer.totalCount;
        answer.items.forEach((item, index) => {
          const position = (page - 1) * NEWS_PAGE_SIZE + index;
          if (position >= start) edges.push({ cursor: offsetCursor(position), node: item });
        });
        hasMore = answer.hasNextPage;
        page += 1;
      }
      return { ...connectionOf(edges.slice(0, first), edges.length > first, start > 0), totalCount };
    },
    async newsCategories(_root, { site }, context) {
      if (site != null && !SITE_KEY.test(site)) return [];
      return context.loaders.content.newsCategories.load(site ?? '');
    },
    async newsItem(_root, { uid, language }, context) {
      if (!isUuid(uid)) return null;
      return context.loaders.content.newsItem.load({ uid, language: serviceLanguage(language ?? context.language) });
    },
    async teamMembers(_root, { site, role }, context) {
      if (!SITE_KEY.test(site)) return [];
      const people = await context.loaders.content.persons.load(site);
      return role ? people.filter((person) => person.role === role.toLowerCase()) : people;
    },
    async teamMember(_root, { id }, context) {
      return id > 0 ? context.loaders.content.person.load(id) : null; // ids are positive; Int! bounds the rest
    },
    async match(_root, { id }, context) {
      return id > 0 ? context.loaders.content.match.load(id) : null;
    },
    async matches(_root, { site, season }, context) {
      if (!SITE_KEY.test(site)) return [];
      const matches = await context.loaders.content.matches.load(site);
      return season == null ? matches : matches.filter((match) => match.season === season);
    },
  },
  Site: {
    id: (site) => toGlobalId('Site', site.key),
    name: (site) => site.name,
    kind: (site) => upperCase(site.kind),
    languages: (site) => site.languages.map(graphLanguage),
    calendar: (site, _args, context) =>
      hasCalendar(site) ? { site: site.key, origin: new URL(context.request.url) } : null,
  },
  SiteCalendar: {
    icsUrl: (calendar) => calendarLinks(calendar.site, calendar.origin).icsUrl,
    googleUrl: (calendar) => calendarLinks(calendar.site, calendar.origin).googleUrl,
    webcalUrl: (calendar) => calendarLinks(calendar.site, calendar.origin).webcalUrl,
  },
  LocalizedText: {
    language: (localized) => graphLanguage(localized.language),
  },
  Page: {
    id: (page) => toGlobalId('Page', page.id),
    async site(page, _args, context) {
      const sites = await context.loaders.content.sites.load(page.askedLanguage);
      const site = sites.find((candidate) => candidate.key === page.site);
      if (!site) throw new Error(`page ${page.id} names an unknown site ${page.site}`);
      return site;
    },
    key: (page) => page.pageKey,
    language: (page) => graphLanguage(page.language),
    template: (page) => upperCase(page.template),
    alternates: (page) =>
      page.alternates.map((alternate) => ({ ...alternate, language: graphLanguage(alternate.language) })),
    sections: (page) =>
      page.sections.map((section) => ({ key: section.pageKey, slug: section.slug, title: section.title })),
    blocks: (page) =>
      page.blocks
        .filter((block) => isKnownBlock(block as ContentBlock))
        .map((block) => ({ ...(block as ContentBlock), askedLanguage: page.askedLanguage })),
  },
  PageBlock: {
    __resolveType: (block) => blockTypes[block.type as keyof typeof blockTypes] as BlockTypename,
  },
  CountdownBlock: {
    headline: (block) => text(block, 'headline'),
    target: async (block, _args, context) =>
      block.until === 'nextHomeMatch'
        ? ((await countdownMatch(block, context))?.kickoff ?? null)
        : text(block, 'target') || null,
    match: (block, _args, context) => countdownMatch(block, context),
  },
  SportGridBlock: {
    headline: (block) => text(block, 'headline'),
    sites: (block, _args, context) => sitesByKey(context, block.askedLanguage, block.sites),
  },
  SportSliderBlock: {
    headline: (block) => text(block, 'headline'),
    sites: (block, _args, context) => sitesByKey(context, block.askedLanguage, block.sites),
    allSports: async (block, _args, context) =>
      (await sitesByKey(context, block.askedLanguage, [block.allSportsSite]))[0] ?? null,
  },
  RichTextBlock: {
    html: (block) => sanitizeCached(text(block, 'html')),
  },
  NewsOverviewBlock: {
    async site(block, _args, context) {
      const [site] = await sitesByKey(context, block.askedLanguage, [block.site]);
      if (!site) throw new Error(`news overview of an unknown site ${String(block.site)}`);
      return site;
    },
    pageSize: (block) => (typeof block.pageSize === 'number' ? Math.min(block.pageSize, MAX_NEWS_PER_PAGE) : 12),
    showFilter: (block) => block.showFilter === true,
    showSearch: (block) => block.showSearch === true,
  },
  MatchHeaderBlock: {
    match: async (block, _args, context) =>
      matchOfHeader(await context.loaders.content.matches.load(text(block, 'site')), block.which),
  },
  SquadBlock: {
    role: (block) => (block.role === 'official' ? 'OFFICIAL' : 'PLAYER'),
    people: async (block, _args, context) =>
      (await context.loaders.content.persons.load(text(block, 'site'))).filter(
        (person) => person.role === (block.role === 'official' ? 'official' : 'player'),
      ),
  },
  FixturesBlock: {
    season: (block) => (typeof block.season === 'number' ? block.season : 0),
    matches: async (block, _args, context) =>
      (await context.loaders.content.matches.load(text(block, 'site'))).filter(
        (match) => match.season === block.season,
      ),
  },
  PlayerStatisticsBlock: {
    season: (block) => (typeof block.season === 'number' ? block.season : 0),
    players: async (block, _args, context) =>
      (await context.loaders.content.persons.load(text(block, 'site'))).filter((person) => person.role === 'player'),
  },
  VideoOverviewBlock: {
    headline: (block) => text(block, 'headline'),
    async site(block, _args, context) {
      const [site] = await sitesByKey(context, block.askedLanguage, [block.site]);
      if (!site) throw new Error(`video overview of an unknown site ${String(block.site)}`);
      return site;
    },
    // The catalogue failing empties this block only, not the page.
    videos: (block, _args, context) =>
      newestVideos(
        context,
        text(block, 'site'),
        block.askedLanguage,
        typeof block.count === 'number' ? block.count : 12,
      ).catch(() => null),
  },
  ImageGalleryBlock: {
    images: (block, _args, context) =>
      (Array.isArray(block.images) ? (block.images as { url: string; alt: string }[]) : []).map((image) => ({
        // Gallery paths are the CMS's media; they become absolute under the platform's origin.
        url: new URL(image.url, context.services.content.config.baseUrl).toString(),
        alt: image.alt,
      })),
  },
  TeamMember: {
    id: (person) => toGlobalId('TeamMember', person.id),
    internalId: (person) => person.id,
    role: (person) => (person.role === 'official' ? 'OFFICIAL' : 'PLAYER'),
    firstName: (person) => person.first_name,
    lastName: (person) => person.last_name,
    shortName: (person) => person.short_name,
    knownName: (person) => person.known_name,
    jerseyNumber: (person) => person.jersey_number,
    heightCm: (person) => person.height_cm,
    statistics: (person, { scope }) => statisticsOf(person, scope ?? 'TOTAL'),
  },
  Match: {
    id: (match) => toGlobalId('Match', match.id),
    internalId: (match) => match.id,
    round: (match) => match.matchday,
    competition: (match, { language }, context) => cmsLabel(context, 'competition', match.competition, language),
    status: (match) => upperCase(match.status),
  },
  NewsCategory: {
    label: (category, { language }, context) => cmsLabel(context, 'newsCategory', category.name, language),
  },
  News: {
    id: (news) => toGlobalId('News', news.uid),
    kind: (news) => (news.type === 'fast-lane' ? 'FAST_LANE' : news.type === 'magazine' ? 'MAGAZINE' : 'NEWS'),
    fullSlug: (news) => news.full_slug,
    displayDateTime: (news) => news.display_datetime,
    headline: (news) => news.content.headline,
    teaser: (news) => news.content.teaser,
    categories: (news, { language }, context) =>
      Promise.all(news.content.categories.map((category) => cmsLabel(context, 'newsCategory', category, language))),
    image: (news) => news.content.images[0] ?? '',
    hoverImage: (news) => news.content.images[1] ?? null,
    externalUrl: (news) => news.frontend?.url ?? null,
    body: (news) => ('body' in news ? news.body : null),
  },
};

const statisticKeys = [
  'gamesPlayed',
  'starts',
  'substitutions',
  'minutesPlayed',
  'goals',
  'assists',
  'penaltyGoals',
  'duels',
  'yellowCards',
  'yellowRedCards',
  'redCards',
  'shots',
  'passes',
  'touches',
  'fouls',
  'corners',
] as const;

function statisticsOf(person: ContentPerson, scope: 'TOTAL' | 'HOME' | 'AWAY') {
  const figures = person.statistics[scope.toLowerCase()];
  if (person.role !== 'player' || !figures) return null;
  return Object.fromEntries(statisticKeys.map((key) => [key, figures[key] ?? 0])) as Record<
    (typeof statisticKeys)[number],
    number
  >;
}

/** Sites, team members, matches and news of the CMS by global ID. */
export const contentNodeLoaders: NodeLoaders = {
  async Site(internalId, context) {
    const sites = await context.loaders.content.sites.load(
      context.language === 'EN' ? 'en' : context.language === 'JA' ? 'ja' : 'de',
    );
    const site = sites.find((candidate) => candidate.key === internalId);
    return site ? { ...site, __typename: 'Site' } : null;
  },
  async TeamMember(internalId, context) {
    const id = parseDatabaseId(internalId);
    const person = id === null ? null : await context.loaders.content.person.load(id);
    return person ? { ...person, __typename: 'TeamMember' } : null;
  },
  async Match(internalId, context) {
    const id = parseDatabaseId(internalId);
    const match = id === null ? null : await context.loaders.content.match.load(id);
    return match ? { ...match, __typename: 'Match' } : null;
  },
  async News(internalId, context) {
    if (!isUuid(internalId)) return null;
    const news = await context.loaders.content.newsItem.load({
      uid: internalId,
      language: serviceLanguage(context.language),
    });
    return news ? { ...news, __typename: 'News' } : null;
  },
};
