import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Database } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import { AccountRepository } from './accounts.ts';
import { interactionHandler } from './interactions.ts';
import { signingKeyFrom, type SigningKey } from './keys.ts';
import { createProvider } from './provider.ts';
import { isRegistrationPath, registrationHandler } from './registration-routes.ts';
import { RegistrationService, type MailLimits } from './registration.ts';
import { cookieKeys } from './store.ts';
import { ChannelRegistry } from '../channels/registry.ts';

export interface IdentityServerOptions {
  db: Database;
  /** Sends the registration's and the password reset's mails. */
  mailer: Mailer;
  /** How many of those mails an address and a client get in a window (default: registration.ts). */
  mailLimits?: MailLimits | undefined;
  host: string;
  port: number;
  webOrigins: readonly string[];
  graphClientSecret: string;
  /**
   * The issuer its tokens name, when the provider is reached through a public address (a load balancer in
   * front of several instances); default: the address it listens on.
   */
  issuer?: string | undefined;
}

export interface RunningIdentityServer {
  issuer: string;
  /** Where this instance listens (the issuer, unless a public one was named). */
  url: string;
  key: SigningKey;
  close(): Promise<void>;
}

/**
 * The development OpenID provider on its own port: the provider's endpoints, the club's login page, and registration
 * and password reset (registration-routes.ts).
 */
export async function startIdentityServer(options: IdentityServerOptions): Promise<RunningIdentityServer> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port, options.host, resolve));
  // The issuer must name the bound port, so the provider is made once the port is known.
  const url = `http://${options.host}:${(server.address() as AddressInfo).port}`;
  const issuer = options.issuer?.replace(/\/$/, '') ?? url;
  const key = await signingKeyFrom(options.db);
  const accounts = new AccountRepository(options.db);
  const provider = createProvider({
    issuer,
    key,
    accounts,
    webOrigins: options.webOrigins,
    graphClientSecret: options.graphClientSecret,
    db: options.db,
    cookieKeys: await cookieKeys(options.db),
    channels: new ChannelRegistry(options.db),
  });
  const interactions = interactionHandler(provider, accounts);
  const registration = registrationHandler({
    provider,
    service: new RegistrationService(options.db, options.mailer, issuer, options.mailLimits),
    defaultPortal: options.webOrigins[0] ?? issuer,
  });
  const oidc = provider.callback();
  server.on('request', (request, response) => {
    if (isRegistrationPath(request.url)) return void registration(request, response);
    if (request.url?.startsWith('/interaction/')) return void interactions(request, response);
    oidc(request, response);
  });
  return {
    issuer,
    url,
    key,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
