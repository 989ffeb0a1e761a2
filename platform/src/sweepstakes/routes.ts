import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { personOf, requireBearer, type AccessTokenVerifier } from '../http/auth.ts';
import { Id } from '../http/inputs.ts';
import { Problem } from '../http/problem.ts';
import {
  Group,
  GroupId,
  ParticipationBody,
  Sweepstake,
  SweepstakeDraw,
  SweepstakePage,
  SweepstakeSeries,
  SweepstakeSeriesPage,
} from './schemas.ts';
import type { SweepstakeService } from './service.ts';

const tags = ['sweepstakes'];
const security = [{ bearer: [] }];
/** Sweepstake lists are paged by 10 (spec 2 section 9). */
const Paging = Type.Object({
  Page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  PageSize: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
});
const IdParams = Type.Object({ id: Id() });

/**
 * The public sweepstake routes: the active series, a series with its sweepstakes and a sweepstake as anyone
 * sees them (no participation: that is the /self routes' business), and a drawn sweepstake's published draw.
 */
export const publicSweepstakeRoutes: FastifyPluginAsyncTypebox<{ service: SweepstakeService }> = async (
  app,
  { service },
) => {
  app.get(
    '/sweepstakeseries/active',
    {
      schema: {
        tags,
        summary: 'The active sweepstake series with their running sweepstake (public, paged by 10)',
        querystring: Paging,
        response: { 200: SweepstakeSeriesPage, 400: Problem },
      },
    },
    async (request) => service.activeSeries(request.query.Page, request.query.PageSize),
  );

  app.get(
    '/sweepstakeseries/:id',
    {
      schema: {
        tags,
        summary: 'An active series with its running sweepstake, as anyone sees it (public, no participation)',
        description: '404 when there is no active series of that id. The person’s view is /self/sweepstakeseries/{id}.',
        params: IdParams,
        response: { 200: SweepstakeSeries, 400: Problem, 404: Problem },
      },
    },
    async (request) => service.series(request.params.id, null),
  );

  app.get(
    '/sweepstakeseries/:id/sweepstakes',
    {
      schema: {
        tags,
        summary: 'An active series’ sweepstakes that have opened, newest first, paged by 10 (public, no participation)',
        description:
          'Read until no next page. 404 when there is no active series of that id. The person’s view, with ' +
          'their participation, is /self/sweepstakeseries/{id}/sweepstakes.',
        params: IdParams,
        querystring: Paging,
        response: { 200: SweepstakePage, 400: Problem, 404: Problem },
      },
    },
    async (request) => service.sweepstakesOfSeries(request.params.id, null, request.query.Page, request.query.PageSize),
  );

  app.get(
    '/sweepstakes/:id',
    {
      schema: {
        tags,
        summary: 'A sweepstake that has opened, as anyone sees it (public; `participation` is always null)',
        description:
          '404 before it opens and when its series is not active. The person’s view, with their participation, ' +
          'is /self/sweepstakes/{id}.',
        params: IdParams,
        response: { 200: Sweepstake, 400: Problem, 404: Problem },
      },
    },
    async (request) => service.sweepstake(request.params.id, null),
  );

  app.get(
    '/sweepstakes/:id/draw',
    {
      schema: {
        tags,
        summary:
          'A sweepstake’s draw for anyone to check: the seed’s hash, and once drawn the seed, every participant id and the winners',
        description:
          'Recompute: sha256(seed) equals seedHash; rank participantIds by HMAC-SHA256(seed, participantId) in ' +
          'hex, ascending; the first winnerCount are the winners.',
        params: IdParams,
        response: { 200: SweepstakeDraw, 400: Problem, 404: Problem },
      },
    },
    async (request) => service.publishedDraw(request.params.id),
  );

  // The draw runs by itself once a sweepstake ends (a timer in the platform); tests and demos draw now.
  app.post('/dev/sweepstakes/draws', { schema: { hide: true } }, async () => service.drawDue());
};

/** The person's sweepstakes (spec 2 section 9): series, sweepstakes and participation, bearer token needed. */
export const sweepstakeRoutes: FastifyPluginAsyncTypebox<{
  service: SweepstakeService;
  verify: AccessTokenVerifier;
}> = async (app, { service, verify }) => {
  app.addHook('preHandler', requireBearer(verify));

  app.get(
    '/self/sweepstakeseries/:id',
    {
      schema: {
        tags,
        summary: 'An active series with its running sweepstake and the person’s participation in it',
        security,
        params: IdParams,
        response: { 200: SweepstakeSeries, 400: Problem, 401: Problem, 404: Problem },
      },
    },
    async (request) => service.series(request.params.id, request.principal!.subject),
  );

  app.get(
    '/self/sweepstakeseries/:id/sweepstakes',
    {
      schema: {
        tags,
        summary: 'The series’ sweepstakes that have opened, newest first, paged by 10 (read until no next page)',
        security,
        params: IdParams,
        querystring: Paging,
        response: { 200: SweepstakePage, 400: Problem, 401: Problem, 404: Problem },
      },
    },
    async (request) =>
      service.sweepstakesOfSeries(
        request.params.id,
        request.principal!.subject,
        request.query.Page,
        request.query.PageSize,
      ),
  );

  app.get(
    '/self/sweepstakes/:id',
    {
      schema: {
        tags,
        summary: 'A sweepstake with the person’s participation; 404 before it opens',
        security,
        params: IdParams,
        response: { 200: Sweepstake, 400: Problem, 401: Problem, 404: Problem },
      },
    },
    async (request) => service.sweepstake(request.params.id, request.principal!.subject),
  );

  app.post(
    '/participants/self/sweepstakes/:id',
    {
      schema: {
        tags,
        summary: 'Takes part in a sweepstake with the answer to its question and the conditions accepted',
        description:
          '400 names the field (choiceId not among the choices, acceptConditions not true); 422 ' +
          'SWEEPSTAKE_NOT_ACTIVE once ended or drawn; 409 SWEEPSTAKE_ALREADY_PARTICIPATING with localizedErrors ' +
          '(German first) when the person takes part already; 403 PLATFORM_ACTIONS_ARE_NOT_ALLOWED while acting ' +
          'for an organisation (people take part, not fan clubs).',
        security,
        params: IdParams,
        body: ParticipationBody,
        response: {
          201: Sweepstake,
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
          409: Problem,
          422: Problem,
        },
      },
    },
    async (request, reply) => {
      const subject = personOf(request.principal!);
      const sweepstake = await service.participate(request.params.id, subject, request.body);
      return reply.code(201).send(sweepstake);
    },
  );

  app.post(
    '/self/groups/:id',
    {
      schema: {
        tags,
        summary: 'Enters today’s daily draw (a group "tageslos" and a number): once per person and day (Europe/Berlin)',
        description:
          '404 for a group that is no daily draw; 422 DAILY_DRAW_NOT_OPEN outside its days; 409 ' +
          'ALREADY_PARTICIPATING_IN_TODAYS_DRAW with localizedErrors (German first) for a second entry of the day.',
        security,
        params: Type.Object({ id: GroupId }),
        response: { 201: Group, 400: Problem, 401: Problem, 403: Problem, 404: Problem, 409: Problem, 422: Problem },
      },
    },
    async (request, reply) => {
      const subject = personOf(request.principal!);
      return reply.code(201).send(await service.enterDailyDraw(request.params.id, subject));
    },
  );
};
