import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Queryable } from '../db/database.ts';
import { sharedSecret } from './store.ts';

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;

export interface SigningKey {
  kid: string;
  alg: 'RS256';
  privateJwk: JWK;
  publicJwk: JWK;
  privateKey: KeyPair['privateKey'];
  publicKey: KeyPair['publicKey'];
}

/**
 * The provider's RS256 key: made by the first platform instance that starts on a database and kept there
 * (migration 019), so every instance signs and publishes the same key and a restart invalidates no token.
 */
export async function signingKeyFrom(db: Queryable): Promise<SigningKey> {
  const privateJwk = await sharedSecret<JWK>(db, 'signing-key', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const kid = `club-${Date.now().toString(36)}`;
    return { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  });
  // The public half: the key type, modulus and exponent, and how the key is named and used.
  const publicJwk: JWK = {
    kty: privateJwk.kty,
    n: privateJwk.n,
    e: privateJwk.e,
    kid: privateJwk.kid,
    alg: privateJwk.alg,
    use: privateJwk.use,
  };
  return {
    kid: privateJwk.kid!,
    alg: 'RS256',
    privateJwk,
    publicJwk,
    privateKey: (await importJWK(privateJwk, 'RS256')) as KeyPair['privateKey'],
    publicKey: (await importJWK(publicJwk, 'RS256')) as KeyPair['publicKey'],
  };
}
