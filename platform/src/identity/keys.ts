import { exportJWK, generateKeyPair, type JWK } from 'jose';

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
 * The development provider's RS256 key, made at start-up: tokens do not outlive a restart of the
 * platform, which is what a development provider should do.
 */
export async function createSigningKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = `club-${Date.now().toString(36)}`;
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { kid, alg: 'RS256', privateJwk, publicJwk, privateKey, publicKey };
}
