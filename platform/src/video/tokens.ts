import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The video service's two stateless credentials, both HMAC-SHA256 signed with keys derived from one secret
 * (VIDEO_TOKEN_SECRET, else random per process: a restart voids what was handed out, as it should in
 * development; instances behind one load balancer share the secret):
 *
 * - the stream authorisation code (videos/authentication → videos/initialize): a grant of 60 seconds that
 *   names the video, the viewer (a person's subject, or none for a signed-out visitor) and the access
 *   decided when it was issued. `base64url(JSON).base64url(MAC)`.
 * - the playback token on the playlist and every segment URL: names the session's ticket, the video, the
 *   access and its expiry (issue + the video's duration + 15 minutes). A compact binary payload
 *   (version, 16 ticket bytes, access, 32-bit expiry in seconds, the uid) so the URLs stay short:
 *   `base64url(payload).base64url(MAC)`, about 110 characters.
 *
 * The two use different keys, so neither can stand in for the other.
 */
export type VideoAccess = 'Full' | 'Preview';

export interface CodeGrant {
  videoUid: string;
  /** The viewer's subject, or null for a signed-out visitor. */
  person: string | null;
  access: VideoAccess;
  /** Seconds since the epoch. */
  expiresAt: number;
}

export interface PlaybackGrant {
  ticket: string;
  videoUid: string;
  access: VideoAccess;
  /** Seconds since the epoch. */
  expiresAt: number;
}

export type Verified<T> = { ok: true; grant: T } | { ok: false; reason: 'invalid' | 'expired' };

/** How long a stream authorisation code can start a session. */
export const CODE_LIFETIME_SECONDS = 60;

const TOKEN_VERSION = 1;
const MAC_LENGTH = 32;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const UID = /^[a-z0-9][a-z0-9-]{0,79}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export class VideoTokens {
  private readonly codeKey: Buffer;
  private readonly playbackKey: Buffer;

  /**
   * @param secret the shared secret; random per process when absent.
   * @param now the clock, in milliseconds since the epoch (tests issue codes in the past with one of their own).
   */
  constructor(
    secret: string | Buffer = randomBytes(32),
    private readonly now: () => number = Date.now,
  ) {
    if (secret.length < 16) throw new Error('VIDEO_TOKEN_SECRET must have at least 16 characters');
    const derive = (purpose: string) => createHmac('sha256', secret).update(purpose).digest();
    this.codeKey = derive('club video: stream authorisation code v1');
    this.playbackKey = derive('club video: playback token v1');
  }

  /** Seconds since the epoch, now. */
  nowSeconds(): number {
    return Math.floor(this.now() / 1000);
  }

  issueCode(grant: Omit<CodeGrant, 'expiresAt'>): { code: string; expiresAt: number } {
    const expiresAt = this.nowSeconds() + CODE_LIFETIME_SECONDS;
    const payload = Buffer.from(
      JSON.stringify({ v: grant.videoUid, p: grant.person, a: grant.access === 'Full' ? 'F' : 'P', x: expiresAt }),
    );
    return { code: sign(this.codeKey, payload), expiresAt };
  }

  verifyCode(code: string): Verified<CodeGrant> {
    const payload = open(this.codeKey, code);
    if (!payload) return { ok: false, reason: 'invalid' };
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload.toString('utf8'));
    } catch {
      return { ok: false, reason: 'invalid' };
    }
    const { v, p, a, x } = (parsed ?? {}) as Record<string, unknown>;
    if (
      typeof v !== 'string' ||
      !UID.test(v) ||
      !(p === null || typeof p === 'string') ||
      (a !== 'F' && a !== 'P') ||
      typeof x !== 'number' ||
      !Number.isInteger(x)
    )
      return { ok: false, reason: 'invalid' };
    if (x <= this.nowSeconds()) return { ok: false, reason: 'expired' };
    return { ok: true, grant: { videoUid: v, person: p, access: a === 'F' ? 'Full' : 'Preview', expiresAt: x } };
  }

  issuePlaybackToken(grant: Omit<PlaybackGrant, 'expiresAt'>, lifetimeSeconds: number) {
    const expiresAt = this.nowSeconds() + Math.ceil(lifetimeSeconds);
    const uid = Buffer.from(grant.videoUid, 'utf8');
    const payload = Buffer.alloc(22 + uid.length);
    payload.writeUInt8(TOKEN_VERSION, 0);
    Buffer.from(grant.ticket.replaceAll('-', ''), 'hex').copy(payload, 1);
    payload.writeUInt8(grant.access === 'Full' ? 1 : 0, 17);
    payload.writeUInt32BE(expiresAt, 18);
    uid.copy(payload, 22);
    return { token: sign(this.playbackKey, payload), expiresAt };
  }

  verifyPlaybackToken(token: string): Verified<PlaybackGrant> {
    const payload = open(this.playbackKey, token);
    if (!payload || payload.length < 23 || payload.readUInt8(0) !== TOKEN_VERSION || payload.readUInt8(17) > 1)
      return { ok: false, reason: 'invalid' };
    const hex = payload.subarray(1, 17).toString('hex');
    const ticket = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    const videoUid = payload.subarray(22).toString('utf8');
    if (!UUID.test(ticket) || !UID.test(videoUid)) return { ok: false, reason: 'invalid' };
    const expiresAt = payload.readUInt32BE(18);
    if (expiresAt <= this.nowSeconds()) return { ok: false, reason: 'expired' };
    return {
      ok: true,
      grant: { ticket, videoUid, access: payload.readUInt8(17) === 1 ? 'Full' : 'Preview', expiresAt },
    };
  }
}

function mac(key: Buffer, payloadPart: string): Buffer {
  return createHmac('sha256', key).update(payloadPart).digest();
}

function sign(key: Buffer, payload: Buffer): string {
  const payloadPart = payload.toString('base64url');
  return `${payloadPart}.${mac(key, payloadPart).toString('base64url')}`;
}

/** The payload of a credential whose MAC is right, else undefined (compared in constant time). */
function open(key: Buffer, credential: string): Buffer | undefined {
  const parts = credential.split('.');
  if (parts.length !== 2) return undefined;
  const [payloadPart, macPart] = parts as [string, string];
  if (!BASE64URL.test(payloadPart) || !BASE64URL.test(macPart) || payloadPart.length > 1024) return undefined;
  const given = Buffer.from(macPart, 'base64url');
  // base64url decoding ignores trailing bits: the text must be the one canonical encoding of the MAC.
  if (given.length !== MAC_LENGTH || given.toString('base64url') !== macPart) return undefined;
  if (!timingSafeEqual(given, mac(key, payloadPart))) return undefined;
  return Buffer.from(payloadPart, 'base64url');
}
