import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Id } from '../http/inputs.ts';
import { notFound, Problem } from '../http/problem.ts';
import type { LiveFeeds } from './feeds.ts';
import { LiveTickerFeed, LiveVideoFeed, ScenarioSchema, StandingsFeed } from './schemas.ts';
import type { MatchSimulator } from './simulator.ts';

/**
 * The files change at most every few seconds and are the same for everyone: a CDN (and the graph's poller)
 * may keep one for 5 seconds, the ticker's fastest refresh (spec 3 section 9).
 */
const STATIC = 'public, max-age=5';
const tags = ['live'];
const TeamId = Id({ description: 'A live ticker team: 159 (first team), 16953 (women), 17193 (academy)' });

/**
 * The static storage host of spec 3 section 7 and spec 1's live video: public files, no token. They are
 * served from the simulation's timeline at the instant of the request, never from a clock of their own,
 * so a body changes only when the match does.
 */
export const liveFeedRoutes: FastifyPluginAsyncTypebox<{ feeds: LiveFeeds }> = async (app, { feeds }) => {
  app.addHook('onSend', async (_request, reply) => {
    // Only an answer may be kept by caches, never a failure.
    if (reply.statusCode === 200) reply.header('cache-control', STATIC);
  });

  app.get(
    '/static/liveticker/:language/:teamId.json',
    {
      schema: {
        tags,
        summary: 'The live ticker of a team’s current match: period, clock, score, shoot-out and commentary',
        description:
          'The current match is the simulated one while the team has a simulation, else the next match still to ' +
          'come, else the last one played. A match no simulation plays has no events and liveticker_active false.',
        params: Type.Object({
          language: Type.Union([Type.Literal('de'), Type.Literal('en')], {
            description: 'The commentary’s language',
          }),
          teamId: TeamId,
        }),
        response: { 200: LiveTickerFeed, 400: Problem, 404: Problem },
      },
    },
    async (request) => {
      const { language, teamId } = request.params;
      const feed = await feeds.ticker(language, teamId);
      if (!feed) throw notFound(`No live ticker for team ${teamId}`);
      return feed;
    },
  );

  app.get(
    '/static/standings/:season/:teamId.json',
    {
      schema: {
        tags,
        summary: 'The league table of a team’s league, live while a simulated league match runs',
        description:
          'Served for the current season and for 2025 (the season spec 3 names), which show the same table; any ' +
          'other season has none (404). A running or finished simulated league match counts with its current ' +
          'score; its two teams are marked live while it runs.',
        params: Type.Object({
          season: Type.Integer({ minimum: 1900, maximum: 2100, description: 'The season by the year it starts' }),
          teamId: TeamId,
        }),
        response: { 200: StandingsFeed, 400: Problem, 404: Problem },
      },
    },
    async (request) => {
      const { season, teamId } = request.params;
      const table = await feeds.standings(season, teamId);
      if (!table) throw notFound(`No table for team ${teamId} in season ${season}`);
      return table;
    },
  );

  app.get(
    '/static/live-video.json',
    {
      schema: {
        tags,
        summary: 'The club’s live video: {} while nothing is live (spec 1: payment, video_uid)',
        description:
          'While the first team’s simulated match is on air (from its kick-off until 15 match minutes after the ' +
          'end), the stadium’s stream: a paid video of the CMS v2.',
        response: { 200: LiveVideoFeed },
      },
    },
    async () => feeds.liveVideo(),
  );
};

/**
 * The match simulator's controls for development, tests and benchmarks (not part of the services' contract:
 * hidden from the OpenAPI document). The platform is the club's sandbox, so they are served in every mode,
 * like the development inbox: the end-to-end tests run the portal in production mode and steer the match.
 */
export const matchSimulatorRoutes: FastifyPluginAsyncTypebox<{ simulator: MatchSimulator }> = async (
  app,
  { simulator },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/dev/match-simulator', { schema: { hide: true } }, async () => ({ items: await simulator.list() }));

  app.put(
    '/dev/match-simulator/:teamId',
    {
      schema: {
        hide: true,
        params: Type.Object({ teamId: TeamId }),
        body: Type.Object(
          {
            speed: Type.Number({
              minimum: 0,
              maximum: 3600,
              description: 'Match seconds per real second; 0 holds the match at atSecond (tests)',
            }),
            atSecond: Type.Optional(
              Type.Integer({ minimum: 0, maximum: 20_000, description: 'The match second to start at (0: PreMatch)' }),
            ),
            scenario: Type.Optional(ScenarioSchema),
          },
          { additionalProperties: false },
        ),
      },
    },
    async (request) => simulator.start(request.params.teamId, request.body),
  );

  app.delete(
    '/dev/match-simulator/:teamId',
    { schema: { hide: true, params: Type.Object({ teamId: TeamId }) } },
    async (request, reply) => {
      await simulator.stop(request.params.teamId);
      return reply.code(204).send();
    },
  );
};

const RADIO_STREAM = fileURLToPath(new URL('../../media/radio/live.m4a', import.meta.url));

/**
 * The club radio's sandbox stream for the sites' sticky audio player (spec 1): one short AAC loop made by
 * platform/media/radio/make.sh, read once. The player loops it.
 */
export const radioRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const stream = await readFile(RADIO_STREAM);
  app.get(
    '/media/radio/live.m4a',
    { schema: { tags, summary: 'The club radio’s live stream (sandbox: a loop)', hide: true } },
    async (_request, reply) =>
      reply.header('content-type', 'audio/mp4').header('cache-control', 'public, max-age=3600').send(stream),
  );
};
