import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createLocalJWKSet, importPKCS8, jwtVerify, SignJWT, type JWK } from 'jose';
import type { Queryable } from '../db/database.ts';

/**
 * The barcode a gate scans: a compact JWS (EdDSA over Ed25519) that names the ticket, what it admits to
 * and its holder, and the barcode's version. Gates verify it offline with the published public keys
 * (`GET /tickets/barcodeKeys`), so a gate holds nothing that could make a ticket. Each change of holder
 * issues the ticket a new barcode with the next version: a gate admits only the version it knows as the
 * ticket's current one (synced before the doors open), so a forwarded ticket's old code, a screenshot
 * kept by the sender, stops working. About 280 characters: a QR code of version 10 or so.
 */
export const BARCODE_TYPE = 'ticket+jwt';

export interface BarcodeClaims {
  /** The ticket's id. */
  tid: number;
  /** The match a day ticket admits to. */
  evt?: number;
  /** The season (its first year) whose home matches a season ticket admits to. */
  ssn?: number;
  /** The holder: `a:<account subject>` or `o:<organisation id>` (an opaque reference, no name). */
  hld: string;
  /** The barcode's version: 1 at issue, one more at each change of holder. */
  ver: number;
}

export interface BarcodeKey {
  kid: string;
  privateKey: Awaited<ReturnType<typeof importPKCS8>>;
}

/** A published key, as a JWK: Ed25519 (`kty` OKP, `crv` Ed25519, the public point in `x`). */
export interface PublicBarcodeKey {
  kty: string;
  crv: string;
  x: string;
  kid: string;
  alg: string;
  use: string;
}

/** The holder reference a barcode names for an owner (`account:<subject>` or `organization:<id>`). */
export function holderOf(owner: string): string {
  return owner.replace(/^account:/, 'a:').replace(/^organization:/, 'o:');
}

/**
 * Signs barcodes with the newest key in `barcode_keys`. Start-up makes the first key
 * (`ensureBarcodeKey`), outside any request, so a key is never born in a transaction that might roll back.
 */
export class BarcodeSigner {
  private key: BarcodeKey | undefined;

  async sign(db: Queryable, claims: BarcodeClaims): Promise<string> {
    this.key ??= await newestKey(db);
    if (!this.key) throw new Error('no barcode signing key: the platform starts with ensureBarcodeKey');
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'EdDSA', kid: this.key.kid, typ: BARCODE_TYPE })
      .setIssuedAt()
      .sign(this.key.privateKey);
  }
}

async function newestKey(db: Queryable): Promise<BarcodeKey | undefined> {
  const { rows } = await db.query<{ kid: string; private_key: string }>(
    'SELECT kid, private_key FROM barcode_keys ORDER BY created_at DESC, kid DESC LIMIT 1',
  );
  const row = rows[0];
  return row ? { kid: row.kid, privateKey: await importPKCS8(row.private_key, 'EdDSA') } : undefined;
}

/** Makes a new signing key (the newest signs from now on; the older ones stay published). */
export async function createBarcodeKey(db: Queryable): Promise<BarcodeKey> {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const kid = `tk-${randomBytes(6).toString('base64url')}`;
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
  const publicJwk = { ...(publicKey.export({ format: 'jwk' }) as JWK), kid, alg: 'EdDSA', use: 'sig' };
  await db.query('INSERT INTO barcode_keys (kid, private_key, public_jwk) VALUES ($1, $2, $3)', [
    kid,
    pem,
    JSON.stringify(publicJwk),
  ]);
  return { kid, privateKey: await importPKCS8(pem, 'EdDSA') };
}

/** Makes the first key unless one exists (seeding and start-up, outside any request). */
export async function ensureBarcodeKey(db: Queryable): Promise<void> {
  if (!(await newestKey(db))) await createBarcodeKey(db);
}

/** The public keys, as the gates fetch them (a JWK set). */
export async function barcodeKeySet(db: Queryable): Promise<{ keys: PublicBarcodeKey[] }> {
  const { rows } = await db.query<{ public_jwk: PublicBarcodeKey }>(
    'SELECT public_jwk FROM barcode_keys ORDER BY created_at, kid',
  );
  return { keys: rows.map((row) => row.public_jwk) };
}

/** What a gate does offline: checks the signature against the key set and answers the claims. */
export async function verifyBarcode(token: string, keySet: { keys: readonly JWK[] }): Promise<BarcodeClaims> {
  const { payload } = await jwtVerify(token, createLocalJWKSet({ keys: [...keySet.keys] }), {
    typ: BARCODE_TYPE,
    algorithms: ['EdDSA'],
  });
  return payload as unknown as BarcodeClaims;
}
