import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The upload token of a job application: the right to upload documents to that one application (and to
 * submit it) for a short time. Stateless, HMAC-SHA256 signed with a key derived from JOB_UPLOAD_SECRET
 * (random per process by default: a restart voids the drafts' tokens, as it should in development;
 * instances behind one balancer share the secret). `base64url(payload).base64url(MAC)` where the payload is
 * a version byte, the application's 16 uuid bytes and the 32-bit expiry in seconds.
 */
export type UploadTokenCheck = { ok: true; expiresAt: number } | { ok: false; reason: 'invalid' | 'expired' | 'other' };

/** How long a token uploads: long enough for five documents on a slow network, short enough to be useless later. */
export const UPLOAD_TOKEN_LIFETIME_SECONDS = 60 * 60;

const VERSION = 1;
const MAC_LENGTH = 32;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export class UploadTokens {
  private readonly key: Buffer;

  constructor(
    secret: string | Buffer = randomBytes(32),
    private readonly now: () => number = Date.now,
  ) {
    if (secret.length < 16) throw new Error('JOB_UPLOAD_SECRET must have at least 16 characters');
    this.key = createHmac('sha256', secret).update('club jobs: application upload token v1').digest();
  }

  nowSeconds(): number {
    return Math.floor(this.now() / 1000);
  }

  issue(applicationId: string, lifetimeSeconds = UPLOAD_TOKEN_LIFETIME_SECONDS): { token: string; expiresAt: number } {
    if (!UUID.test(applicationId)) throw new Error('an application id is a uuid');
    const expiresAt = this.nowSeconds() + lifetimeSeconds;
    const payload = Buffer.alloc(21);
    payload.writeUInt8(VERSION, 0);
    Buffer.from(applicationId.replaceAll('-', ''), 'hex').copy(payload, 1);
    payload.writeUInt32BE(expiresAt, 17);
    const payloadPart = payload.toString('base64url');
    return { token: `${payloadPart}.${this.mac(payloadPart).toString('base64url')}`, expiresAt };
  }

  /** Whether `token` is ours, for `applicationId` (another application's token is 'other') and not expired. */
  verify(token: string, applicationId: string): UploadTokenCheck {
    const parts = token.split('.');
    if (parts.length !== 2) return { ok: false, reason: 'invalid' };
    const [payloadPart, macPart] = parts as [string, string];
    if (!BASE64URL.test(payloadPart) || !BASE64URL.test(macPart) || payloadPart.length > 64)
      return { ok: false, reason: 'invalid' };
    const given = Buffer.from(macPart, 'base64url');
    if (given.length !== MAC_LENGTH || given.toString('base64url') !== macPart) return { ok: false, reason: 'invalid' };
    if (!timingSafeEqual(given, this.mac(payloadPart))) return { ok: false, reason: 'invalid' };
    const payload = Buffer.from(payloadPart, 'base64url');
    if (payload.length !== 21 || payload.readUInt8(0) !== VERSION) return { ok: false, reason: 'invalid' };
    const hex = payload.subarray(1, 17).toString('hex');
    const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    if (id !== applicationId.toLowerCase()) return { ok: false, reason: 'other' };
    const expiresAt = payload.readUInt32BE(17);
    if (expiresAt <= this.nowSeconds()) return { ok: false, reason: 'expired' };
    return { ok: true, expiresAt };
  }

  private mac(payloadPart: string): Buffer {
    return createHmac('sha256', this.key).update(payloadPart).digest();
  }
}
