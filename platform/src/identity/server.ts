import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Queryable } from '../db/database.ts';
import { AccountRepository } from './accounts.ts';
import { interactionHandler } from './interactions.ts';
import { createSigningKey, type SigningKey } from './keys.ts';
import { createProvider } from './provider.ts';

export interface IdentityServerOptions {
  db: Queryable;
  host: string;
  port: number;
  webOrigins: readonly string[];
  graphClientSecret: string;
}

export interface RunningIdentityServer {
  issuer: string;
  key: SigningKey;
  close(): Promise<void>;
}

/** The development OpenID provider on its own port: the provider's endpoints and the club's login page. */
export async function startIdentityServer(options: IdentityServerOptions): Promise<RunningIdentityServer> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port, options.host, resolve));
  // The issuer must name the bound port, so the provider is made once the port is known.
  const issuer = `http://${options.host}:${(server.address() as AddressInfo).port}`;
  const key = await createSigningKey();
  const accounts = new AccountRepository(options.db);
  const provider = createProvider({
    issuer,
    key,
    accounts,
    webOrigins: options.webOrigins,
    graphClientSecret: options.graphClientSecret,
  });
  const interactions = interactionHandler(provider, accounts);
  const oidc = provider.callback();
  server.on('request', (request, response) => {
    if (request.url?.startsWith('/interaction/')) return void interactions(request, response);
    oidc(request, response);
  });
  return {
    issuer,
    key,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
