import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ContentLanguage, SiteKey } from '../content/schemas.ts';
import { optionalBearer, type AccessTokenVerifier } from '../http/auth.ts';
import { Uuid } from '../http/inputs.ts';
import { badRequest, Problem } from '../http/problem.ts';
import { requireClubTenant, TenantHeaders } from '../http/tenant.ts';
import {
  Credential,
  PlayerSetting,
  VideoAuthorization,
  VideoHeartbeat,
  VideoPage,
  Video,
  VideoSession,
  VideoUid,
} from './schemas.ts';
import type { Viewer, VideoService } from './service.ts';

/** Public content: caches may keep it for a minute (as the CMS v1's). */
const PUBLIC = 'public, max-age=60';
const PERSONAL = 'private, no-store';
const security: { [scheme: string]: string[] }[] = [{}, { bearer: [] }];
const tags = ['video'];

/** The person watching: the bearer's subject (also while acting for an organisation), or a visitor. */
const viewerOf = (request: FastifyRequest): Viewer => request.principal?.subject ?? null;

/**
 * The CMS v2's video routes (spec 2 section 7): every call names tenant 1 in `et-tenant-id`; the bearer
 * token is optional (without one the caller is a signed-out visitor, an invalid one is a 401).
 */
export const videoRoutes: FastifyPluginAsyncTypebox<{ service: VideoService; verify: AccessTokenVerifier }> = async (
  app,
  { service, verify },
) => {
  app.addHook('preHandler', requireClubTenant);
  app.addHook('preHandler', optionalBearer(verify));

  app.get(
    '/cms/v2/videos',
    {
      schema: {
        tags,
        summary: 'The videos of a site, newest first',
        description: 'Public and cacheable; the bearer token plays no part.',
        headers: TenantHeaders,
        querystring: Type.Object({
          site: Type.Optional(SiteKey),
          language: ContentLanguage,
          page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
          pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
        }),
        response: { 200: VideoPage, 400: Problem, 401: Problem },
      },
    },
    async (request, reply) => {
      const { site, language, page, pageSize } = request.query;
      const answer = await service.list({ site, language, page, pageSize });
      // Only an answer may be kept by caches, never a failure.
      reply.header('cache-control', PUBLIC);
      return answer;
    },
  );

  app.get(
    '/cms/v2/videos/authentication',
    {
      schema: {
        tags,
        summary: 'A stream authorisation code for the viewer: the whole video (Full) or its first 10 seconds',
        description:
          'Full for a free video, and for a paid one when the bearer’s person passes the level 1 paywall check ' +
          '(a subscription of the video’s paywall whose expiresAt lies ahead); Preview for everyone else. The ' +
          'code is a signed grant of 60 seconds for this viewer.',
        security,
        headers: TenantHeaders,
        querystring: Type.Object({ videoId: VideoUid() }),
        response: { 200: VideoAuthorization, 400: Problem, 401: Problem, 404: Problem },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PERSONAL);
      return service.authenticate(request.query.videoId, viewerOf(request));
    },
  );

  app.get(
    '/cms/v2/videos/initialize',
    {
      schema: {
        tags,
        summary: 'Starts a playback session with a stream authorisation code',
        description:
          'The caller must be the viewer the code was issued to (403). A code that is not one of ours is 400 ' +
          'VIDEO_AUTHORIZATION_INVALID, an expired one 410 VIDEO_AUTHORIZATION_EXPIRED.',
        security,
        headers: TenantHeaders,
        querystring: Type.Object({ code: Credential('The code of videos/authentication') }),
        response: {
          200: VideoSession,
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
          410: Problem,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PERSONAL);
      return service.initialize(request.query.code, viewerOf(request));
    },
  );

  app.post(
    '/cms/v2/videos/heartbeat/:ticket',
    {
      // The platform's validator coerces null to 0, which would reset a viewer's position: a position is a
      // number or absent.
      preValidation: async (request) => {
        const body = request.body as { positionSeconds?: unknown } | null | undefined;
        if (body && typeof body === 'object' && body.positionSeconds === null)
          throw badRequest('positionSeconds', 'must be a number (or absent)', 'body');
      },
      schema: {
        tags,
        summary: 'Keeps a playback session alive (every 300 s) and records where playback stands',
        description:
          'A session without a heartbeat for 360 seconds (the interval and a minute of grace) has ended: 410 ' +
          'VIDEO_SESSION_ENDED. Another viewer’s session is 403.',
        security,
        headers: TenantHeaders,
        params: Type.Object({ ticket: Uuid() }),
        body: Type.Object(
          {
            positionSeconds: Type.Optional(
              Type.Number({ minimum: 0, maximum: 86_400, description: 'Where playback stands, in seconds' }),
            ),
          },
          { additionalProperties: false },
        ),
        response: { 200: VideoHeartbeat, 400: Problem, 401: Problem, 403: Problem, 404: Problem, 410: Problem },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PERSONAL);
      return service.heartbeat(request.params.ticket, viewerOf(request), request.body?.positionSeconds);
    },
  );

  app.get(
    '/cms/v2/videos/:uid',
    {
      schema: {
        tags,
        summary: 'A video',
        headers: TenantHeaders,
        params: Type.Object({ uid: VideoUid() }),
        querystring: Type.Object({ language: ContentLanguage }),
        response: { 200: Video, 400: Problem, 401: Problem, 404: Problem },
      },
    },
    async (request, reply) => {
      const video = await service.get(request.params.uid, request.query.language);
      reply.header('cache-control', PUBLIC);
      return video;
    },
  );

  app.get(
    '/cms/v2/content/player-setting',
    {
      schema: {
        tags,
        summary: 'The player’s configuration for a video, with where the signed-in viewer left off',
        security,
        headers: TenantHeaders,
        querystring: Type.Object({
          videoId: VideoUid(),
          autoplay: Type.Boolean({ default: false }),
          language: ContentLanguage,
          progress: Type.Boolean({ default: true, description: 'Resume where the viewer left off' }),
        }),
        response: { 200: PlayerSetting, 400: Problem, 401: Problem, 404: Problem },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PERSONAL);
      return service.playerSetting({ ...request.query, viewer: viewerOf(request) });
    },
  );
};

const MediaParams = Type.Object({ uid: VideoUid() });
const TokenQuery = Type.Object({ token: Credential('The playback token of videos/initialize') });
const mediaProblems = { 400: Problem, 401: Problem, 403: Problem, 404: Problem, 410: Problem };

/**
 * The videos' media under /media/videos (the portal proxies /media/* here and forwards the Authorization
 * header). Playlist and segments need the session's playback token and, for a signed-in viewer's session,
 * that viewer's bearer token: a token copied out of the browser plays nowhere else.
 */
export const videoMediaRoutes: FastifyPluginAsyncTypebox<{
  service: VideoService;
  verify: AccessTokenVerifier;
}> = async (app, { service, verify }) => {
  const bearer = optionalBearer(verify);
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 401 && !reply.hasHeader('www-authenticate'))
      reply.header('www-authenticate', 'Bearer realm="club"');
  });

  app.get(
    '/media/videos/:uid/index.m3u8',
    {
      preHandler: bearer,
      schema: {
        tags: ['media'],
        summary: 'The playback session’s HLS media playlist (VOD); a preview lists the first 10 seconds only',
        security,
        params: MediaParams,
        querystring: TokenQuery,
        response: {
          200: Type.String({ description: 'application/vnd.apple.mpegurl' }),
          ...mediaProblems,
        },
      },
    },
    async (request, reply) => {
      const playlist = await service.playlist(request.params.uid, request.query.token, viewerOf(request));
      return reply.type('application/vnd.apple.mpegurl').header('cache-control', 'private, no-store').send(playlist);
    },
  );

  app.get(
    '/media/videos/:uid/poster.svg',
    {
      schema: {
        tags: ['media'],
        summary: 'A video’s poster (16:9 SVG)',
        params: MediaParams,
        response: { 200: Type.String({ description: 'image/svg+xml' }), 400: Problem, 404: Problem },
      },
    },
    async (request, reply) =>
      reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(await service.poster(request.params.uid)),
  );

  app.get(
    '/media/videos/:uid/:segment',
    {
      preHandler: bearer,
      schema: {
        tags: ['media'],
        summary: 'A segment (MPEG-TS, 2 s) of the playback session’s video',
        description:
          'A preview session gets the segments that start before 10 seconds; any other is 403 VIDEO_PREVIEW_ONLY.',
        security,
        params: Type.Object({
          uid: MediaParams.properties.uid,
          segment: Type.String({ pattern: '^seg-[0-9]{3}\\.ts$', description: 'seg-000.ts, seg-001.ts …' }),
        }),
        querystring: TokenQuery,
        response: {
          200: Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'video/mp2t' }),
          ...mediaProblems,
        },
      },
    },
    async (request, reply) => {
      const index = Number.parseInt(request.params.segment.slice(4, 7), 10);
      const bytes = await service.segment(request.params.uid, index, request.query.token, viewerOf(request));
      return reply.type('video/mp2t').header('cache-control', 'private, max-age=3600').send(bytes);
    },
  );
};
