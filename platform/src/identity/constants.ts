/** The audience of every access token the club's REST services accept. */
export const API_AUDIENCE = 'https://api.club.example';
/** Scopes of the REST services (spec 1 section 7: shop, checkout, account, contact, CMS, wallet). */
export const RESOURCE_SCOPES = ['shop', 'checkout', 'account', 'contact', 'cms', 'wallet'] as const;
/** The extra scope of an organisation-scoped token obtained by token exchange. */
export const ORGANIZATION_ADMIN_SCOPE = 'organization.admin';
export const TOKEN_EXCHANGE_GRANT = 'urn:ietf:params:oauth:grant-type:token-exchange';
export const ACCESS_TOKEN_TYPE = 'urn:ietf:params:oauth:token-type:access_token';
/** The authentication level the club's sign-in requests (acr_values). */
export const AUTHENTICATION_LEVEL = 'Level3';
export const WEB_CLIENT_ID = 'club-web';
export const GRAPH_CLIENT_ID = 'club-graph';
/**
 * The audience of a channel's own token (client credentials, docs/channels.md): the graph accepts it, the REST
 * services do not, so a channel never acts as a person.
 */
export const GRAPH_AUDIENCE = 'https://graph.club.example';
/** The one scope of a channel's token. */
export const CHANNEL_SCOPE = 'graph';
