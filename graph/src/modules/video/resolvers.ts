import type { Resolvers, VideoAccess } from '../../__generated__/resolvers-types.ts';
import { personScope } from '../../auth/scopes.ts';
import type { GraphContext } from '../../context.ts';
import { isUuid } from '../../shared/input.ts';
import { log } from '../../shared/log.ts';
import { errorMessage } from '../../shared/native-errors.ts';
import { connectionOf, type Edge, fromGlobalId, offsetCursor, pageArguments, toGlobalId } from '../../shared/relay.ts';
import { serviceLanguage } from '../../shared/language.ts';
import { typedError } from '../base/typed-errors.ts';
import { UpstreamError } from '../../upstreams/upstream-error.ts';
import type { PaywallSubscription } from '../../upstreams/video/types.ts';
import { SITE_KEY, sitesByKey } from '../content/sites.ts';
import type { VideoModel } from './video.mappers.ts';
import { videoSubscriptionNodeLoaders, videoSubscriptionResolvers } from './subscription-resolvers.ts';
import { loadVideo, VIDEO_PAGE_SIZE } from './videos.ts';

const notFound = (context: GraphContext) => typedError(context, 'NotFoundError', 'NOT_FOUND');
const invalid = (context: GraphContext, field: string) =>
  typedError(context, 'InvalidInputError', 'INVALID_INPUT', { field });

/** What a viewer without access sees of a paid video (spec 2 section 9); the platform enforces it. */
export const PREVIEW_SECONDS = 10;
/** A video uid as the CMS makes them; anything else is no video. */
const VIDEO_UID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,79}$/;
/** A heartbeat's position: up to a day into a video. */
const MAX_POSITION_SECONDS = 86_400;

/** The uid of a video named by its global id or by the uid itself (as in /video/detail/?id={uid}). */
export function videoUidOf(id: string): string | null {
  const parsed = fromGlobalId(id);
  const uid = parsed?.type === 'Video' ? parsed.internalId : id;
  return VIDEO_UID.test(uid) ? uid : null;
}

/**
 * The level 1 check (spec 3 section 4), as the paywall answers it per subscription (`hasAccess`: level 1 or
 * more, expiresAt ahead by the service's clock); the graph does not decide it again with its own.
 */
const hasPaywallAccess = (subscriptions: readonly PaywallSubscription[]): boolean =>
  subscriptions.some((subscription) => subscription.hasAccess);

const accessOf = (access: 'Full' | 'Preview'): VideoAccess => (access === 'Full' ? 'FULL' : 'PREVIEW');

export const videoResolvers: Resolvers = {
  VideoSubscriptionPlan: videoSubscriptionResolvers.VideoSubscriptionPlan,
  VideoSubscription: videoSubscriptionResolvers.VideoSubscription,
  Query: {
    ...videoSubscriptionResolvers.Query,
    async video(_root, { id, language }, context) {
      const uid = videoUidOf(id);
      return uid ? loadVideo(context, uid, serviceLanguage(language ?? context.language)) : null;
    },
    async videos(_root, args, context) {
      const { first, start } = pageArguments(args, { defaultFirst: 12, max: VIDEO_PAGE_SIZE });
      const language = serviceLanguage(args.language ?? context.language);
      if (!SITE_KEY.test(args.site)) return { ...connectionOf<VideoModel>([], false, false), totalCount: 0 };
      const edges: Edge<VideoModel>[] = [];
      let page = Math.floor(start / VIDEO_PAGE_SIZE) + 1;
      let totalCount = 0;
      // One item beyond `first` tells whether there is a next page.
      for (;;) {
        const answer = await context.loaders.video.videos.load({
          site: args.site,
          language,
          page,
          pageSize: VIDEO_PAGE_SIZE,
        });
        totalCount = answer.total;
        answer.items.forEach((video, index) => {
          const position = (page - 1) * VIDEO_PAGE_SIZE + index;
          if (position >= start)
            edges.push({ cursor: offsetCursor(position), node: { ...video, askedLanguage: language } });
        });
        if (edges.length > first || page * VIDEO_PAGE_SIZE >= totalCount) break;
        page += 1;
      }
      return { ...connectionOf(edges.slice(0, first), edges.length > first, start > 0), totalCount };
    },
  },
  Viewer: {
    paywallSubscriptions: (_viewer, _args, context) => context.loaders.video.paywall.load('self'),
  },
  PaywallSubscriptions: {
    items: (answer) => answer.items,
    error: (answer, _args, context) =>
      answer.failed
        ? { code: 'PAYWALL_UNAVAILABLE', message: errorMessage('PAYWALL_UNAVAILABLE', context.language) }
        : null,
    hasAccess: (answer) => hasPaywallAccess(answer.items),
  },
  Video: {
    id: (video) => toGlobalId('Video', video.videoUID),
    uid: (video) => video.videoUID,
    payment: (video) => (video.payment === 'free' ? 'FREE' : 'PAY'),
    site: async (video, _args, context) => (await sitesByKey(context, video.askedLanguage, [video.website]))[0] ?? null,
    path: (video) => video.link,
    durationSeconds: (video) => Math.round(video.durationSeconds),
    async viewerAccess(video, _args, context) {
      if (video.payment === 'free') return 'FULL';
      // A visitor has no subscriptions: no call. A failing paywall counts as none (the preview plays).
      if (context.viewer.kind !== 'person') return 'PREVIEW';
      const paywall = await context.loaders.video.paywall.load('self');
      return hasPaywallAccess(paywall.items) ? 'FULL' : 'PREVIEW';
    },
    previewSeconds: () => PREVIEW_SECONDS,
  },
  VideoPlaybackStartSuccess: {
    playlistUrl: ({ session }) => session.playlistUrl,
    ticket: ({ session }) => session.ticket,
    heartbeatIntervalSeconds: ({ session }) => session.heartbeatIntervalSeconds,
    access: ({ session }) => accessOf(session.access),
    previewSeconds: ({ session }) => (session.access === 'Full' ? null : session.previewSeconds),
    resumeAtSeconds: ({ setting }) => setting?.resumeAtSeconds ?? null,
    autoplay: ({ setting }) => setting?.autoplay ?? false,
  },
  Mutation: {
    ...videoSubscriptionResolvers.Mutation,
    async videoPlaybackStart(_root, { input }, context) {
      const uid = videoUidOf(input.videoId);
      if (!uid) return invalid(context, 'videoId');
      const language = serviceLanguage(context.language);
      const video = await loadVideo(context, uid, language);
      if (!video) return notFound(context);
      // The person's own token decides the access (a visitor goes without one and gets the preview).
      const scope = personScope(context);
      const service = context.services.video;
      try {
        const authorization = await service.authentication(scope, uid);
        const [session, setting] = await Promise.all([
          service.initialize(scope, authorization.code),
          // Settings only add comfort (resume, autoplay): playback starts without them.
          service.playerSetting(scope, { videoId: uid, language, autoplay: false, progress: true }).catch((error) => {
            log.warn('video player settings unavailable', {
              requestId: context.requestId,
              error: error instanceof Error ? error.message : String(error),
            });
            return null;
          }),
        ]);
        return { __typename: 'VideoPlaybackStartSuccess' as const, video, session, setting };
      } catch (error) {
        if (error instanceof UpstreamError && error.status === 404) return notFound(context);
        throw error;
      }
    },
    async videoHeartbeat(_root, { input }, context) {
      if (!isUuid(input.ticket)) return invalid(context, 'ticket');
      const position = input.positionSeconds ?? undefined;
      if (position !== undefined && !(Number.isFinite(position) && position >= 0 && position <= MAX_POSITION_SECONDS)) {
        return invalid(context, 'positionSeconds');
      }
      try {
        const beat = await context.services.video.heartbeat(personScope(context), input.ticket, position);
        return { __typename: 'VideoHeartbeatSuccess' as const, ...beat };
      } catch (error) {
        if (error instanceof UpstreamError) {
          // Another viewer's session is not found, never forbidden.
          if (error.status === 404 || error.status === 403) return notFound(context);
          if (error.status === 410) return typedError(context, 'VideoSessionEndedError', 'VIDEO_SESSION_ENDED');
        }
        throw error;
      }
    },
  },
};

/** Videos by global id, through the public catalogue. */
export const videoNodeLoaders = {
  ...videoSubscriptionNodeLoaders,
  async Video(internalId: string, context: GraphContext) {
    if (!VIDEO_UID.test(internalId)) return null;
    const video = await loadVideo(context, internalId, serviceLanguage(context.language));
    return video ? { ...video, __typename: 'Video' as const } : null;
  },
};
