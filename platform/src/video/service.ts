import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import type { ContentLanguage } from '../content/schemas.ts';
import { forbidden, nativeError, notFound, ProblemError } from '../http/problem.ts';
import { hasPaywallAccess } from '../shop/paywall.ts';
import type { Clip } from './clips.ts';
import { videoPoster } from './poster.ts';
import type { Video } from './schemas.ts';
import type { VideoAccess, VideoTokens } from './tokens.ts';

/** Business constants of paid video (spec 2 section 9). */
export const PREVIEW_SECONDS = 10;
export const HEARTBEAT_INTERVAL_SECONDS = 300;
/** A session lives this long after its start or last heartbeat: the interval and a minute of grace. */
export const SESSION_LIFETIME_SECONDS = HEARTBEAT_INTERVAL_SECONDS + 60;
/** A playback token outlives the video's duration by this much (pauses, seeking, a slow network). */
export const PLAYBACK_TOKEN_MARGIN_SECONDS = 15 * 60;
/** Closer than this to the end, the player starts from the beginning instead of resuming. */
export const RESUME_END_MARGIN_SECONDS = 5;

const previewSecondsOf = (access: VideoAccess): typeof PREVIEW_SECONDS | null =>
  access === 'Preview' ? PREVIEW_SECONDS : null;

/** The portal's path of a video's detail page (spec 3 section 2). */
export const videoPath = (uid: string) => `/video/detail/?id=${encodeURIComponent(uid)}`;

interface VideoRow {
  uid: string;
  title_de: string;
  title_en: string | null;
  description_de: string;
  description_en: string | null;
  payment: 'pay' | 'free';
  site_key: string;
  media_key: string;
  paywall_id: number | null;
  published_at: Date | string;
}

interface SessionRow {
  ticket: string;
  video_uid: string;
  account_id: string | null;
  access: VideoAccess;
  media_key: string;
  ended_at: Date | string | null;
  alive: boolean;
  alive_until: Date | string;
}

/** Whose call it is: a person's subject, or null for a signed-out visitor. */
export type Viewer = string | null;

const PUBLISHED = 'published_at <= now()';
/** Whether a session (`s`) still lives by the database's clock. */
const ALIVE = `(s.ended_at IS NULL AND s.last_heartbeat_at + interval '${SESSION_LIFETIME_SECONDS} seconds' > now())`;
const ALIVE_UNTIL = `(s.last_heartbeat_at + interval '${SESSION_LIFETIME_SECONDS} seconds')`;

const sessionEnded = () =>
  nativeError('VIDEO_SESSION_ENDED', 'The playback session has ended; start the video again.', { status: 410 });
const tokenInvalid = (detail = 'The playback token is invalid.') =>
  nativeError('VIDEO_TOKEN_INVALID', detail, { status: 403 });

/**
 * The CMS's videos (v2) and their playback: the catalogue, the stream authorisation (the level 1 paywall
 * check), playback sessions with heartbeats, the player's settings, and the media (HLS playlist and
 * segments) each viewer may fetch. The preview is enforced here: a preview session's playlist ends at 10
 * seconds and later segments are refused, whatever the player does.
 */
export class VideoService {
  constructor(
    private readonly options: {
      db: Queryable;
      clips: ReadonlyMap<string, Clip>;
      tokens: VideoTokens;
      /** The portal's origin (the video's detail page). */
      portalOrigin: () => string;
      /** The origin under which browsers reach the platform's media. */
      mediaOrigin: () => string;
    },
  ) {}

  private get db() {
    return this.options.db;
  }

  private mediaUrl(path: string): string {
    return `${this.options.mediaOrigin().replace(/\/$/, '')}${path}`;
  }

  private durationOf(row: VideoRow): number {
    return this.options.clips.get(row.media_key)?.durationSeconds ?? 0;
  }

  private toVideo(row: VideoRow, language: ContentLanguage): Video {
    const english = language === 'en';
    const link = videoPath(row.uid);
    return {
      videoUID: row.uid,
      payment: row.payment,
      title: (english && row.title_en) || row.title_de,
      description: (english && row.description_en) || row.description_de,
      website: row.site_key,
      link,
      url: `${this.options.portalOrigin().replace(/\/$/, '')}${link}`,
      durationSeconds: this.durationOf(row),
      posterUrl: this.mediaUrl(`/media/videos/${encodeURIComponent(row.uid)}/poster.svg`),
      publishedAt: new Date(row.published_at).toISOString(),
    };
  }

  private async row(uid: string): Promise<VideoRow | undefined> {
    const { rows } = await this.db.query<VideoRow>(`SELECT * FROM videos WHERE uid = $1 AND ${PUBLISHED}`, [uid]);
    return rows[0];
  }

  private async existing(uid: string): Promise<VideoRow> {
    const row = await this.row(uid);
    if (!row) throw notFound(`No video ${uid}`);
    return row;
  }

  async list(options: { site: string | undefined; language: ContentLanguage; page: number; pageSize: number }) {
    const { rows } = await this.db.query<VideoRow & { total: string }>(
      `SELECT *, count(*) OVER () AS total FROM videos
       WHERE ($1::text IS NULL OR site_key = $1) AND ${PUBLISHED}
       ORDER BY published_at DESC, uid LIMIT $2 OFFSET $3`,
      [options.site ?? null, options.pageSize, (options.page - 1) * options.pageSize],
    );
    let total = Number(rows[0]?.total ?? 0);
    if (rows.length === 0 && options.page > 1) {
      // Beyond the last page: no rows to carry the count.
      const { rows: counted } = await this.db.query<{ total: string }>(
        `SELECT count(*) AS total FROM videos WHERE ($1::text IS NULL OR site_key = $1) AND ${PUBLISHED}`,
        [options.site ?? null],
      );
      total = Number(counted[0]?.total ?? 0);
    }
    return { items: rows.map((row) => this.toVideo(row, options.language)), total };
  }

  async get(uid: string, language: ContentLanguage): Promise<Video> {
    return this.toVideo(await this.existing(uid), language);
  }

  /** What the viewer may watch: a free video whole, a paid one whole with paywall access, else the preview. */
  private async accessOf(row: VideoRow, viewer: Viewer): Promise<VideoAccess> {
    if (row.payment === 'free') return 'Full';
    if (viewer === null || row.paywall_id === null) return 'Preview';
    return (await hasPaywallAccess(this.db, viewer, row.paywall_id, 1)) ? 'Full' : 'Preview';
  }

  async authenticate(uid: string, viewer: Viewer) {
    const row = await this.existing(uid);
    const access = await this.accessOf(row, viewer);
    const { code, expiresAt } = this.options.tokens.issueCode({ videoUid: row.uid, person: viewer, access });
    return {
      code,
      access,
      previewSeconds: previewSecondsOf(access),
      expiresAt: new Date(expiresAt * 1000).toISOString(),
    };
  }

  /** Starts a session with a stream authorisation code issued to the same viewer. */
  async initialize(code: string, viewer: Viewer) {
    const verified = this.options.tokens.verifyCode(code);
    if (!verified.ok) {
      throw verified.reason === 'expired'
        ? nativeError('VIDEO_AUTHORIZATION_EXPIRED', 'The stream authorisation code has expired.', { status: 410 })
        : nativeError('VIDEO_AUTHORIZATION_INVALID', 'The stream authorisation code is invalid.');
    }
    const grant = verified.grant;
    if (grant.person !== viewer) throw forbidden('The stream authorisation code was issued to another viewer.');
    const row = await this.existing(grant.videoUid);
    const ticket = randomUUID();
    await this.db.query('INSERT INTO video_sessions (ticket, video_uid, account_id, access) VALUES ($1, $2, $3, $4)', [
      ticket,
      row.uid,
      viewer,
      grant.access,
    ]);
    const durationSeconds = this.durationOf(row);
    const { token } = this.options.tokens.issuePlaybackToken(
      { ticket, videoUid: row.uid, access: grant.access },
      durationSeconds + PLAYBACK_TOKEN_MARGIN_SECONDS,
    );
    return {
      ticket,
      playlistUrl: this.mediaUrl(`/media/videos/${encodeURIComponent(row.uid)}/index.m3u8?token=${token}`),
      heartbeatIntervalSeconds: HEARTBEAT_INTERVAL_SECONDS,
      access: grant.access,
      previewSeconds: previewSecondsOf(grant.access),
      durationSeconds,
    };
  }

  private async session(ticket: string): Promise<SessionRow | undefined> {
    const { rows } = await this.db.query<SessionRow>(
      `SELECT s.ticket, s.video_uid, s.account_id, s.access, v.media_key, s.ended_at, ${ALIVE} AS alive,
              ${ALIVE_UNTIL} AS alive_until
       FROM video_sessions s JOIN videos v ON v.uid = s.video_uid WHERE s.ticket = $1`,
      [ticket],
    );
    return rows[0];
  }

  /** Records that a lapsed session has ended (when its last sign of life ran out), and answers 410. */
  private async ended(session: SessionRow): Promise<ProblemError> {
    if (session.ended_at === null) {
      await this.db.query(
        `UPDATE video_sessions s SET ended_at = ${ALIVE_UNTIL} WHERE s.ticket = $1 AND s.ended_at IS NULL AND NOT ${ALIVE}`,
        [session.ticket],
      );
    }
    return sessionEnded();
  }

  async heartbeat(ticket: string, viewer: Viewer, positionSeconds: number | undefined) {
    const session = await this.session(ticket);
    if (!session) throw notFound('No such playback session');
    if (session.account_id !== null && session.account_id !== viewer)
      throw forbidden('The playback session is another viewer’s.');
    if (!session.alive) throw await this.ended(session);
    // A position beyond what the session plays (the video's end, or the preview's) means its end.
    const playable =
      session.access === 'Preview'
        ? PREVIEW_SECONDS
        : (this.options.clips.get(session.media_key)?.durationSeconds ?? Number.POSITIVE_INFINITY);
    const position = positionSeconds === undefined ? null : Math.min(positionSeconds, playable);
    const { rows } = await this.db.query<{ alive_until: Date | string }>(
      `UPDATE video_sessions s SET last_heartbeat_at = now(), position_seconds = COALESCE($2, s.position_seconds)
       WHERE s.ticket = $1 AND ${ALIVE}
       RETURNING ${ALIVE_UNTIL} AS alive_until`,
      [ticket, position],
    );
    if (!rows[0]) {
      // Lapsed (or gone with its account) between the two statements.
      const lapsed = await this.session(ticket);
      throw lapsed ? await this.ended(lapsed) : sessionEnded();
    }
    return { ticket, aliveUntil: new Date(rows[0].alive_until).toISOString() };
  }

  async playerSetting(options: {
    videoId: string;
    autoplay: boolean;
    language: ContentLanguage;
    progress: boolean;
    viewer: Viewer;
  }) {
    const row = await this.existing(options.videoId);
    let resumeAtSeconds: number | null = null;
    if (options.progress && options.viewer !== null) {
      const { rows } = await this.db.query<{ position_seconds: string | number }>(
        `SELECT position_seconds FROM video_sessions
         WHERE account_id = $1 AND video_uid = $2 AND position_seconds IS NOT NULL
         ORDER BY last_heartbeat_at DESC, started_at DESC LIMIT 1`,
        [options.viewer, row.uid],
      );
      const position = rows[0] ? Number(rows[0].position_seconds) : null;
      if (position !== null && position < this.durationOf(row) - RESUME_END_MARGIN_SECONDS) resumeAtSeconds = position;
    }
    return {
      videoId: row.uid,
      autoplay: options.autoplay,
      language: options.language,
      progress: options.progress,
      resumeAtSeconds,
    };
  }

  /**
   * Checks a media request: the token's signature and expiry, that it is this video's, the session's viewer
   * (a person's session plays only with that person's bearer) and that the session lives. Answers the access
   * and the video's clip.
   */
  private async authorizeMedia(
    uid: string,
    token: string,
    viewer: Viewer,
    segmentIndex?: number,
  ): Promise<{ access: VideoAccess; clip: Clip }> {
    const verified = this.options.tokens.verifyPlaybackToken(token);
    if (!verified.ok) {
      throw verified.reason === 'expired'
        ? nativeError('VIDEO_TOKEN_EXPIRED', 'The playback token has expired; start the video again.', {
            status: 410,
          })
        : tokenInvalid();
    }
    const grant = verified.grant;
    if (grant.videoUid !== uid) throw tokenInvalid('The playback token is for another video.');
    // One statement per media request: the session with its video's media.
    const session = await this.session(grant.ticket);
    if (!session) throw sessionEnded();
    const clip = this.options.clips.get(session.media_key);
    if (!clip) throw notFound('No media for this video');
    // The token and the session agree (one made the other); should they not, the preview wins.
    const access: VideoAccess = grant.access === 'Full' && session.access === 'Full' ? 'Full' : 'Preview';
    if (segmentIndex !== undefined) {
      const segment = clip.segments[segmentIndex];
      if (!segment) throw notFound('No such segment');
      if (access === 'Preview' && segment.start >= PREVIEW_SECONDS) {
        throw nativeError(
          'VIDEO_PREVIEW_ONLY',
          `This session plays the first ${PREVIEW_SECONDS} seconds only; a paywall subscription plays the whole video.`,
          { status: 403 },
        );
      }
    }
    if (session.account_id !== null) {
      if (viewer === null) {
        throw new ProblemError({
          type: 'about:blank',
          title: 'Unauthorized',
          status: 401,
          detail: 'This playback session is a signed-in viewer’s: send their bearer token.',
        });
      }
      if (viewer !== session.account_id) throw forbidden('The playback session is another viewer’s.');
    }
    if (!session.alive) throw await this.ended(session);
    return { access, clip };
  }

  /** The session's HLS media playlist: every segment, or for a preview those that start before 10 seconds. */
  async playlist(uid: string, token: string, viewer: Viewer): Promise<string> {
    const { access, clip } = await this.authorizeMedia(uid, token, viewer);
    const segments =
      access === 'Full' ? clip.segments : clip.segments.filter((segment) => segment.start < PREVIEW_SECONDS);
    const target = Math.ceil(Math.max(...segments.map((segment) => segment.duration)));
    return [
      '#EXTM3U',
      '#EXT-X-VERSION:3',
      `#EXT-X-TARGETDURATION:${target}`,
      '#EXT-X-MEDIA-SEQUENCE:0',
      '#EXT-X-PLAYLIST-TYPE:VOD',
      ...segments.flatMap((segment) => [
        `#EXTINF:${segment.duration.toFixed(6)},`,
        `${segment.name}?token=${encodeURIComponent(token)}`,
      ]),
      '#EXT-X-ENDLIST',
      '',
    ].join('\n');
  }

  async segment(uid: string, index: number, token: string, viewer: Viewer): Promise<Buffer> {
    const { clip } = await this.authorizeMedia(uid, token, viewer, index);
    return clip.segment(index);
  }

  async poster(uid: string): Promise<string> {
    const row = await this.existing(uid);
    return videoPoster(row.title_de, row.payment, this.durationOf(row));
  }
}
