import Provider, { errors, type Adapter, type AdapterPayload, type Configuration } from 'oidc-provider';
import type { AccountRepository } from './accounts.ts';
import type { ChannelRegistry } from '../channels/registry.ts';
import {
  API_AUDIENCE,
  AUTHENTICATION_LEVEL,
  CHANNEL_SCOPE,
  GRAPH_AUDIENCE,
  GRAPH_CLIENT_ID,
  ORGANIZATION_ADMIN_SCOPE,
  RESOURCE_SCOPES,
  TOKEN_EXCHANGE_GRANT,
  WEB_CLIENT_ID,
} from './constants.ts';
import type { Queryable } from '../db/database.ts';
import type { SigningKey } from './keys.ts';
import { DatabaseAdapter } from './store.ts';
import { errorPage, logoutPage, pageLanguage } from './pages.ts';
import { tokenExchangeHandler, tokenExchangeParameters } from './token-exchange.ts';

export interface ProviderOptions {
  issuer: string;
  key: SigningKey;
  accounts: AccountRepository;
  /** Origins of the portal (its /sso/callback… routes are the registered redirect URIs). */
  webOrigins: readonly string[];
  graphClientSecret: string;
  /** Where sessions, grants and refresh tokens are kept (shared by every instance on it). */
  db: Queryable;
  /** The keys session cookies are signed with, the same on every instance. */
  cookieKeys: string[];
  /** The graph's channels, each a confidential client with the client credentials grant (channels/registry.ts). */
  channels: ChannelRegistry;
}

const DAY = 24 * 60 * 60;

/**
 * Panva's oidc-provider configured as the club's development identity provider: authorization code
 * flow with PKCE for the web app, refresh tokens with offline_access, JWT access tokens (RS256) for
 * the REST services, RP-initiated logout, revocation, and token exchange for the graph.
 */
export function createProvider(options: ProviderOptions): Provider {
  const origins = [...new Set(options.webOrigins.map((origin) => origin.replace(/\/$/, '')))];
  const configuration: Configuration = {
    clients: [
      {
        client_id: WEB_CLIENT_ID,
        client_name: 'Club portal',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: origins.flatMap((origin) => [`${origin}/sso/callback`, `${origin}/sso/callback-silent`]),
        post_logout_redirect_uris: origins.map((origin) => `${origin}/sso/callback-logout`),
      },
      {
        client_id: GRAPH_CLIENT_ID,
        client_name: 'Club graph',
        client_secret: options.graphClientSecret,
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: [TOKEN_EXCHANGE_GRANT],
        response_types: [],
        redirect_uris: [],
      },
    ],
    jwks: { keys: [options.key.privateJwk as never] },
    async findAccount(_ctx, id) {
      const account = await options.accounts.findById(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          email: account.email,
          email_verified: true,
          given_name: account.first_name,
          family_name: account.last_name,
          name: `${account.first_name} ${account.last_name}`,
          locale: account.profile_language,
          ...(account.birthday ? { birthdate: new Date(account.birthday).toISOString().slice(0, 10) } : {}),
        }),
      };
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'birthdate', 'locale'],
    },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    acrValues: [AUTHENTICATION_LEVEL],
    pkce: { required: () => true },
    responseTypes: ['code'],
    routes: {
      authorization: '/connect/authorize',
      token: '/connect/token',
      userinfo: '/connect/userinfo',
      jwks: '/.well-known/jwks',
      end_session: '/connect/endsession',
      revocation: '/connect/revocation',
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // Clients other than the two above are the graph's channels, read from the registry at each use: a revoked
    // channel gets no token from the next request on, on every instance.
    adapter: (model: string) =>
      model === 'Client' ? new ChannelClientAdapter(options.channels) : new DatabaseAdapter(options.db, model),
    cookies: { keys: options.cookieKeys },
    ttl: {
      AccessToken: 15 * 60,
      ClientCredentials: 15 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      RefreshToken: 14 * DAY,
      Session: 14 * DAY,
      Grant: 14 * DAY,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      clientCredentials: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage(pageLanguage(ctx.oidc?.params?.ui_locales, ctx.get('accept-language')), form);
        },
      },
      resourceIndicators: {
        enabled: true,
        // A channel's own token is for the graph only; a person's token is for the REST services.
        defaultResource: (_ctx, client) => (isChannelClient(client) ? GRAPH_AUDIENCE : API_AUDIENCE),
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource, client) => {
          if (isChannelClient(client) !== (resource === GRAPH_AUDIENCE))
            throw new errors.InvalidTarget('this client may not obtain a token for that resource');
          return resource === GRAPH_AUDIENCE
            ? {
                scope: CHANNEL_SCOPE,
                audience: GRAPH_AUDIENCE,
                accessTokenTTL: 15 * 60,
                accessTokenFormat: 'jwt',
                jwt: { sign: { alg: 'RS256' } },
              }
            : {
                scope: [...RESOURCE_SCOPES, ORGANIZATION_ADMIN_SCOPE].join(' '),
                audience: API_AUDIENCE,
                accessTokenTTL: 15 * 60,
                accessTokenFormat: 'jwt',
                jwt: { sign: { alg: 'RS256' } },
              };
        },
      },
    },
    // OpenID Connect drops offline_access unless consent is prompted; the portal is first-party and its
    // refresh tokens rotate on every use, so it gets one whenever its client may use the refresh grant.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // The web app calls the token endpoint from its own origin.
    clientBasedCORS: (_ctx, origin) => origins.includes(origin),
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = errorPage(
        pageLanguage(undefined, ctx.get('accept-language')),
        out.error_description as string | undefined,
      );
    },
  };
  const provider = new Provider(options.issuer, configuration);
  provider.registerGrantType(
    TOKEN_EXCHANGE_GRANT,
    tokenExchangeHandler({ issuer: options.issuer, key: options.key, accounts: options.accounts }),
    tokenExchangeParameters,
  );
  return provider;
}

/** The registry's channels are the only clients with the client credentials grant. */
function isChannelClient(client: { grantTypeAllowed(grant: string): boolean } | undefined): boolean {
  return !!client?.grantTypeAllowed('client_credentials');
}

/** oidc-provider's client store: a channel that is not revoked, as a confidential client (HTTP Basic). */
class ChannelClientAdapter implements Adapter {
  constructor(private readonly channels: ChannelRegistry) {}

  async find(id: string): Promise<AdapterPayload | undefined> {
    const client = await this.channels.oauthClient(id);
    if (!client) return undefined;
    return {
      client_id: client.clientId,
      client_secret: client.clientSecret,
      client_name: client.clientId,
      grant_types: ['client_credentials'],
      response_types: [],
      redirect_uris: [],
      token_endpoint_auth_method: 'client_secret_basic',
    };
  }

  // Clients are registered through the registry, never through the provider.
  upsert = refuse;
  findByUid = refuse;
  findByUserCode = refuse;
  consume = refuse;
  destroy = refuse;
  revokeByGrantId = refuse;
}

function refuse(): Promise<never> {
  return Promise.reject(new Error('channels are kept by the channel registry'));
}
