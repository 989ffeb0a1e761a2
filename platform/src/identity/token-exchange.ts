import { randomUUID } from 'node:crypto';
import { errors, type KoaContextWithOIDC } from 'oidc-provider';
import { jwtVerify, SignJWT } from 'jose';
import type { AccountRepository } from './accounts.ts';
import { ACCESS_TOKEN_TYPE, API_AUDIENCE, GRAPH_CLIENT_ID, ORGANIZATION_ADMIN_SCOPE } from './constants.ts';
import type { SigningKey } from './keys.ts';

export const tokenExchangeParameters = [
  'subject_token',
  'subject_token_type',
  // The club's clients send the subject token as `token` (spec 1 section 7); RFC 8693 names it subject_token.
  'token',
  'organization_id',
  'scope',
  'requested_token_type',
];

/**
 * RFC 8693 token exchange for acting on behalf of an organisation: the graph (a confidential client)
 * trades a person's access token for one scoped to an organisation the person administers. The new
 * token carries the organisation-admin scope and the organisation id, and expires no later than the
 * subject token.
 */
export function tokenExchangeHandler(options: { issuer: string; key: SigningKey; accounts: AccountRepository }) {
  return async (ctx: KoaContextWithOIDC): Promise<void> => {
    const { client, params } = ctx.oidc;
    if (client?.clientId !== GRAPH_CLIENT_ID)
      throw new errors.UnauthorizedClient('token exchange is for the graph only');
    const subjectToken = String(params?.subject_token ?? params?.token ?? '');
    if (!subjectToken) throw new errors.InvalidRequest('missing subject_token');
    if (params?.subject_token_type !== ACCESS_TOKEN_TYPE) {
      throw new errors.InvalidRequest('subject_token_type must be an access token');
    }
    const organizationId = Number(params.organization_id);
    if (!Number.isInteger(organizationId) || organizationId <= 0) {
      throw new errors.InvalidRequest('organization_id must be an organisation id');
    }
    let subject: { sub: string; exp: number; scope: string };
    try {
      const { payload } = await jwtVerify(subjectToken, options.key.publicKey, {
        issuer: options.issuer,
        audience: API_AUDIENCE,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      if (payload.org_id !== undefined) throw new Error('already organisation-scoped');
      subject = { sub: payload.sub!, exp: payload.exp!, scope: String(payload.scope ?? '') };
    } catch {
      throw new errors.InvalidGrant('subject token is invalid or expired');
    }
    if (!(await options.accounts.isAdminOf(subject.sub, organizationId))) {
      throw new errors.InvalidGrant('the subject does not administer this organisation');
    }
    const requested = String(params.scope ?? '')
      .split(' ')
      .filter(Boolean);
    if (!requested.includes(ORGANIZATION_ADMIN_SCOPE)) {
      throw new errors.InvalidScope(`scope must include ${ORGANIZATION_ADMIN_SCOPE}`, ORGANIZATION_ADMIN_SCOPE);
    }
    // Never more than the subject token had, plus the organisation-admin scope.
    const held = new Set(subject.scope.split(' '));
    const scope = requested.filter((item) => item === ORGANIZATION_ADMIN_SCOPE || held.has(item)).join(' ');
    const now = Math.floor(Date.now() / 1000);
    const accessToken = await new SignJWT({
      scope,
      client_id: GRAPH_CLIENT_ID,
      org_id: organizationId,
      act: { sub: GRAPH_CLIENT_ID },
    })
      .setProtectedHeader({ alg: options.key.alg, kid: options.key.kid, typ: 'at+jwt' })
      .setIssuer(options.issuer)
      .setAudience(API_AUDIENCE)
      .setSubject(subject.sub)
      .setIssuedAt(now)
      .setExpirationTime(subject.exp)
      .setJti(randomUUID())
      .sign(options.key.privateKey);
    ctx.body = {
      access_token: accessToken,
      issued_token_type: ACCESS_TOKEN_TYPE,
      token_type: 'Bearer',
      expires_in: Math.max(0, subject.exp - now),
      scope,
    };
  };
}
