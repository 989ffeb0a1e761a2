import { Type, type Static } from 'typebox';

/** A video's uid: lower-case letters, digits and hyphens (no dots or slashes: it names media paths too). */
export const VideoUid = (options: { description?: string } = {}) =>
  Type.String({ minLength: 1, maxLength: 80, pattern: '^[a-z0-9][a-z0-9-]*$', ...options });

/** A credential handed out by this service (a code, a playback token): printable ASCII, bounded. */
export const Credential = (description: string) =>
  Type.String({ minLength: 1, maxLength: 512, pattern: '^[\\u0021-\\u007E]+$', description });

const AccessSchema = Type.Union([Type.Literal('Full'), Type.Literal('Preview')], {
  description: 'Full: the whole video. Preview: its first previewSeconds only (the platform serves no more).',
});
const PreviewSeconds = Type.Union([Type.Literal(10), Type.Null()], {
  description: 'How much a preview plays; null for Full',
});

/** The video item of spec 2 (videoUID, payment, link, website, url) with what a player and a card show. */
export const Video = Type.Object(
  {
    videoUID: Type.String(),
    payment: Type.Union([Type.Literal('pay'), Type.Literal('free')], {
      description: 'pay: the whole video needs paywall access (level 1); without it the viewer sees the preview',
    }),
    title: Type.String({ description: 'In the language asked for; German when there is none' }),
    description: Type.String(),
    website: Type.String({ description: 'The CMS site area it belongs to, e.g. tv' }),
    link: Type.String({ description: 'The portal path of its detail page, /video/detail/?id={uid}' }),
    url: Type.String({ description: 'The detail page’s absolute URL in the portal' }),
    durationSeconds: Type.Number(),
    posterUrl: Type.String({ description: 'A 16:9 SVG poster' }),
    publishedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'Video', title: 'Video' },
);
export type Video = Static<typeof Video>;

export const VideoPage = Type.Object(
  { items: Type.Array(Video), total: Type.Integer({ description: 'How many videos match, on all pages' }) },
  { $id: 'VideoPage', title: 'VideoPage' },
);

export const VideoAuthorization = Type.Object(
  {
    code: Type.String({ description: 'The stream authorisation code for videos/initialize, valid 60 seconds' }),
    access: AccessSchema,
    previewSeconds: PreviewSeconds,
    expiresAt: Type.String({ format: 'date-time', description: 'Until when the code starts a session' }),
  },
  { $id: 'VideoAuthorization', title: 'VideoAuthorization' },
);

export const VideoSession = Type.Object(
  {
    ticket: Type.String({ format: 'uuid', description: 'Names the session in videos/heartbeat/{ticket}' }),
    playlistUrl: Type.String({
      description: 'The HLS media playlist of this session (for Preview the first previewSeconds only)',
    }),
    heartbeatIntervalSeconds: Type.Integer({
      description: 'Send a heartbeat this often; a session without one for this long and a minute ends',
    }),
    access: AccessSchema,
    previewSeconds: PreviewSeconds,
    durationSeconds: Type.Number({ description: 'The whole video’s length' }),
  },
  { $id: 'VideoSession', title: 'VideoSession' },
);

export const VideoHeartbeat = Type.Object(
  {
    ticket: Type.String({ format: 'uuid' }),
    aliveUntil: Type.String({ format: 'date-time', description: 'The session ends unless a heartbeat comes before' }),
  },
  { $id: 'VideoHeartbeat', title: 'VideoHeartbeat' },
);

export const PlayerSetting = Type.Object(
  {
    videoId: Type.String(),
    autoplay: Type.Boolean(),
    language: Type.Union([Type.Literal('de'), Type.Literal('en'), Type.Literal('ja')]),
    progress: Type.Boolean({ description: 'Whether the player resumes where the viewer left off' }),
    resumeAtSeconds: Type.Union([Type.Number(), Type.Null()], {
      description:
        'Where the signed-in viewer left off (their latest session’s position), when progress is on; null to ' +
        'start at the beginning (signed out, never watched, or within 5 seconds of the end)',
    }),
  },
  { $id: 'PlayerSetting', title: 'PlayerSetting' },
);
