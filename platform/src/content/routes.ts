import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Id, Uuid } from '../http/inputs.ts';
import { notFound, Problem } from '../http/problem.ts';
import type { Queryable } from '../db/database.ts';
import { contentArtwork } from './artwork.ts';
import { cmsLabels, Label, LabelKind } from './labels.ts';
import type { ContentRepository } from './repository.ts';
import {
  ContentLanguage,
  Match,
  NewsCard,
  NewsDetail,
  Page,
  Paging,
  Person,
  SearchFilterType,
  SearchResult,
  SearchText,
  Site,
  SiteKey,
} from './schemas.ts';

const problems = { 400: Problem, 404: Problem };
const paged = <T extends Parameters<typeof Type.Array>[0]>(item: T, id: string) =>
  Type.Object(
    {
      items: Type.Array(item),
      page: Type.Integer(),
      pageSize: Type.Integer(),
      totalCount: Type.Integer(),
      hasNextPage: Type.Boolean(),
    },
    { $id: id, title: id },
  );
/** Public content changes rarely and is the same for everyone: caches may keep it for a minute. */
const PUBLIC = 'public, max-age=60';

/**
 * The CMS (v1): the club's site areas, their pages with typed blocks, news, people and matches, and a
 * search across all of them. Public, no token.
 */
export const cmsRoutes: FastifyPluginAsyncTypebox<{ repository: ContentRepository; db: Queryable }> = async (
  app,
  { repository, db },
) => {
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 200) reply.header('cache-control', PUBLIC);
  });

  app.get(
    '/cms/v1/sites',
    {
      schema: {
        tags: ['cms'],
        summary: 'The club’s site areas (spec 1 section 1)',
        querystring: Type.Object({ language: ContentLanguage }),
        response: { 200: Type.Object({ items: Type.Array(Site) }), 400: Problem },
      },
    },
    async (request) => ({ items: await repository.sites(request.query.language) }),
  );

  app.get(
    '/cms/v1/sites/:site/pages',
    {
      schema: {
        tags: ['cms'],
        summary: 'A page of a site by its localised path; German when the language asked for has none',
        params: Type.Object({ site: SiteKey }),
        querystring: Type.Object({
          path: Type.String({
            default: '',
            maxLength: 200,
            pattern: '^[a-z0-9-]*(/[a-z0-9-]+)*$',
            description: 'The page’s localised path within the site, e.g. kader; empty for the start page',
          }),
          language: ContentLanguage,
        }),
        response: { 200: Page, ...problems },
      },
    },
    async (request) => {
      const { site } = request.params;
      const page = await repository.page(site, request.query.path, request.query.language);
      if (!page) throw notFound(`No page ${request.query.path || '(start)'} on site ${site}`);
      return page;
    },
  );

  app.get(
    '/cms/v1/news',
    {
      schema: {
        tags: ['cms'],
        summary: 'News cards, newest first, or by relevance when searching',
        querystring: Type.Object({
          site: Type.Optional(SiteKey),
          category: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
          q: Type.Optional(SearchText),
          language: ContentLanguage,
          ...Paging,
        }),
        response: { 200: paged(NewsCard, 'CmsNewsPage'), 400: Problem },
      },
    },
    async (request) => {
      const { site, category, q, language, Page: page, PageSize: pageSize } = request.query;
      return repository.newsList({ site, category, query: q, language, page, pageSize });
    },
  );

  app.get(
    '/cms/v1/news/categories',
    {
      schema: {
        tags: ['cms'],
        summary: 'The news categories (of a site), with how many news each has',
        querystring: Type.Object({ site: Type.Optional(SiteKey) }),
        response: {
          200: Type.Object({
            items: Type.Array(Type.Object({ name: Type.String(), newsCount: Type.Integer() })),
          }),
          400: Problem,
        },
      },
    },
    async (request) => ({ items: await repository.newsCategories(request.query.site) }),
  );

  app.get(
    '/cms/v1/news/:uid',
    {
      schema: {
        tags: ['cms'],
        summary: 'A news item with its text',
        params: Type.Object({ uid: Uuid() }),
        querystring: Type.Object({ language: ContentLanguage }),
        response: { 200: NewsDetail, ...problems },
      },
    },
    async (request) => {
      const item = await repository.news(request.params.uid, request.query.language);
      if (!item) throw notFound('No such news');
      return item;
    },
  );

  app.get(
    '/cms/v1/persons',
    {
      schema: {
        tags: ['cms'],
        summary: 'Squads and officials',
        querystring: Type.Object({
          site: Type.Optional(SiteKey),
          role: Type.Optional(Type.Union([Type.Literal('player'), Type.Literal('official')])),
          position: Type.Optional(
            Type.Union([
              Type.Literal('goalkeeper'),
              Type.Literal('defender'),
              Type.Literal('midfielder'),
              Type.Literal('forward'),
              Type.Literal('official'),
            ]),
          ),
        }),
        response: { 200: Type.Object({ items: Type.Array(Person) }), 400: Problem },
      },
    },
    async (request) => ({ items: await repository.persons(request.query) }),
  );

  app.get(
    '/cms/v1/persons/:id',
    {
      schema: {
        tags: ['cms'],
        summary: 'A player or official',
        params: Type.Object({ id: Id() }),
        response: { 200: Person, ...problems },
      },
    },
    async (request) => {
      const person = await repository.person(request.params.id);
      if (!person) throw notFound('No such person');
      return person;
    },
  );

  app.get(
    '/cms/v1/matches',
    {
      schema: {
        tags: ['cms'],
        summary: 'Fixtures and results, by date',
        querystring: Type.Object({
          site: Type.Optional(SiteKey),
          season: Type.Optional(Type.Integer({ minimum: 1900, maximum: 2100 })),
          status: Type.Optional(
            Type.Union([
              Type.Literal('announced'),
              Type.Literal('before'),
              Type.Literal('live'),
              Type.Literal('after'),
            ]),
          ),
        }),
        response: { 200: Type.Object({ items: Type.Array(Match) }), 400: Problem },
      },
    },
    async (request) => ({ items: await repository.matches(request.query) }),
  );

  app.get(
    '/cms/v1/matches/:id',
    {
      schema: {
        tags: ['cms'],
        summary: 'A match',
        params: Type.Object({ id: Id() }),
        response: { 200: Match, ...problems },
      },
    },
    async (request) => {
      const match = await repository.match(request.params.id);
      if (!match) throw notFound('No such match');
      return match;
    },
  );

  app.get(
    '/cms/v1/labels',
    {
      schema: {
        tags: ['cms'],
        summary: 'The names of competitions and news categories in every language (German keys, as stored)',
        querystring: Type.Object({ kind: Type.Optional(LabelKind) }),
        response: { 200: Type.Object({ items: Type.Array(Label) }), 400: Problem },
      },
    },
    async (request) => ({ items: await cmsLabels(db, request.query.kind) }),
  );

  app.get(
    '/media/:collection/:name',
    {
      schema: {
        tags: ['media'],
        summary: 'Pictures of news (/media/news/3.svg) and galleries (/media/gallery-profis/2.svg)',
        params: Type.Object({
          collection: Type.String({ pattern: '^(news|gallery-[a-z0-9-]{1,40})$' }),
          name: Type.String({ pattern: '^[1-9][0-9]{0,2}\\.svg$' }),
        }),
        response: { 200: Type.String({ description: 'image/svg+xml' }), 400: Problem },
      },
    },
    async (request, reply) => {
      const number = Number.parseInt(request.params.name, 10);
      const caption = request.params.collection === 'news' ? 'SC Südstadt 1899' : `Galerie ${number}`;
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400, immutable')
        .send(contentArtwork(number, caption));
    },
  );

  app.get(
    '/cms/v1/search',
    {
      schema: {
        tags: ['cms'],
        summary:
          'Search across pages, news, magazine, matches, people, sites, videos, shop products and camps, ranked ' +
          '(websearch syntax, beginnings of words, typos by trigram similarity)',
        querystring: Type.Object({
          q: SearchText,
          types: Type.Optional(Type.Array(SearchFilterType, { maxItems: 10 })),
          language: ContentLanguage,
          ...Paging,
        }),
        response: { 200: paged(SearchResult, 'CmsSearchPage'), 400: Problem },
      },
    },
    async (request) => {
      const { q, types, language, Page: page, PageSize: pageSize } = request.query;
      return repository.search({ query: q, types: types ?? [], language, page, pageSize });
    },
  );
};
