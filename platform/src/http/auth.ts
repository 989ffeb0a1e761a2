import type { FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify } from 'jose';
import { API_AUDIENCE } from '../identity/constants.ts';
import type { SigningKey } from '../identity/keys.ts';
import { nativeError, sendProblem } from './problem.ts';

/** Who a verified access token speaks for. */
export interface Principal {
  subject: string;
  /** Set when the token was exchanged to act for an organisation. */
  organizationId?: number;
  scopes: ReadonlySet<string>;
}

export type AccessTokenVerifier = (token: string) => Promise<Principal>;

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

/** Verifies the provider's JWT access tokens: signature, issuer, audience, expiry, subject. */
export function accessTokenVerifier(options: {
  issuer: string;
  key: Pick<SigningKey, 'publicKey'>;
}): AccessTokenVerifier {
  return async (token) => {
    const { payload } = await jwtVerify(token, options.key.publicKey, {
      issuer: options.issuer,
      audience: API_AUDIENCE,
      algorithms: ['RS256'],
      requiredClaims: ['sub', 'exp', 'iat'],
      // The same clock skew the portal and the graph allow (spec 1 section 9).
      clockTolerance: 300,
      // Access tokens live 15 minutes: one issued over an hour ago, or in the future, is forged or leaked.
      maxTokenAge: 3600,
    });
    return {
      subject: payload.sub!,
      ...(typeof payload.org_id === 'number' ? { organizationId: payload.org_id } : {}),
      scopes: new Set(
        String(payload.scope ?? '')
          .split(' ')
          .filter(Boolean),
      ),
    };
  };
}

/** A preHandler for `/self` routes: 401 problem+json with WWW-Authenticate unless a valid bearer token is sent. */
export function requireBearer(verify: AccessTokenVerifier) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.authorization ?? '';
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    const challenge = token ? 'Bearer realm="club", error="invalid_token"' : 'Bearer realm="club"';
    if (token) {
      try {
        request.principal = await verify(token);
        return;
      } catch {
        // falls through to the 401 below
      }
    }
    reply.header('www-authenticate', challenge);
    return sendProblem(reply, {
      type: 'about:blank',
      title: 'Unauthorized',
      status: 401,
      detail: token ? 'The access token is invalid or expired.' : 'Sign-in is required.',
    });
  };
}

/**
 * A preHandler for routes open to visitors too (the video player): without an Authorization header the
 * caller is a signed-out visitor (`principal` null); a header with a valid bearer token names the person;
 * any other header is the 401 that `requireBearer` answers.
 */
export function optionalBearer(verify: AccessTokenVerifier) {
  const bearer = requireBearer(verify);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    request.principal = null;
    if (request.headers.authorization === undefined) return;
    return bearer(request, reply);
  };
}

/**
 * Whose data a token reaches: the organisation it acts for (its admin manages the organisation's
 * addresses, payment methods and consents), otherwise the person, as `organization:<id>` or `account:<subject>`.
 */
export function ownerOf(principal: Principal): string {
  return principal.organizationId !== undefined
    ? `organization:${principal.organizationId}`
    : `account:${principal.subject}`;
}

/**
 * For what only the person can do (profile, e-mails, password, deletion): a token acting for an
 * organisation is refused with the native code, so an admin cannot change themselves by accident.
 */
export function personOf(principal: Principal): string {
  if (principal.organizationId !== undefined) {
    throw nativeError('PLATFORM_ACTIONS_ARE_NOT_ALLOWED', 'This is not possible while acting for an organisation.', {
      status: 403,
    });
  }
  return principal.subject;
}
