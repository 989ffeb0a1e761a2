import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { createYoga, maskError as defaultMaskError } from 'graphql-yoga';
import { useAccessRules } from './auth/access.ts';
import type { GraphConfig } from './config.ts';
import { createContextFactory, type RequestContext } from './context.ts';
import { loadPersistedDocuments } from './persisted-documents.ts';
import { buildSchema } from './schema.ts';
import { createServices, type Services } from './services.ts';
import { maskError } from './shared/errors.ts';
import { useResponseCookies } from './shared/response-cookies.ts';

export interface GraphOptions {
  config: GraphConfig;
  /** Tests may pass their own services; by default they are built from the config. */
  services?: Services;
}

/** The graph as a fetch-API handler: mount it on any HTTP server (see main.ts), or call `fetch` in tests. */
export function createGraph({ config, services = createServices(config) }: GraphOptions) {
  const persisted = loadPersistedDocuments(config.persistedDocumentsPath);
  const development = config.mode === 'development';
  return createYoga<Record<string, unknown>, RequestContext>({
    schema: buildSchema(),
    context: createContextFactory(services),
    graphqlEndpoint: '/graphql',
    healthCheckEndpoint: '/health',
    landingPage: false,
    graphiql: development ? { title: 'Club graph' } : false,
    maskedErrors: { maskError: (error, message) => maskError(error, (e) => defaultMaskError(e, message, development)) },
    plugins: [
      // The graph owns the anonymous shopping cookie (graph/src/modules/cart/shopper.ts).
      useResponseCookies(),
      useAccessRules(),
      usePersistedOperations({
        // Relay sends { documentId, variables }; GraphiQL in development may still send query text.
        extractPersistedOperationId: (params) =>
          'documentId' in params && typeof params.documentId === 'string' ? params.documentId : null,
        getPersistedOperation: (id) => persisted.get(id) ?? null,
        allowArbitraryOperations: development,
        skipDocumentValidation: false,
      }),
    ],
  });
}

export type Graph = ReturnType<typeof createGraph>;
