/**
 * Development: the platform (port 4010) and the graph in development mode (port 4000, GraphiQL at
 * /graphql) in this process, and Vite's dev server for the web app (port 5173) with hot reload.
 * After changing a graphql`` tag or the schema, run `pnpm codegen`.
 */
import { spawn } from 'node:child_process';
import { startPlatform } from '@club/platform';
import { startGraph } from '@club/graph';

const platform = await startPlatform({
  url: process.env.DATABASE_URL,
  dataDir: process.env.DATABASE_URL ? undefined : (process.env.PGLITE_DIR ?? '.data/pglite'),
  port: 4010,
  identityPort: 4011,
  // Browsers load media (product pictures, video streams) through Vite's origin, as through the portal's:
  // a paid video's segments go with the viewer's token, which a cross-origin request could not carry.
  publicUrl: 'http://localhost:5173',
  // The live ticker's match simulator: MATCH_SPEED=60 plays the next matches at a minute a second (1: real time).
  matchSpeed: process.env.MATCH_SPEED ? Number(process.env.MATCH_SPEED) : undefined,
});
const graph = await startGraph(
  { mode: 'development', platformUrl: platform.url, oidcIssuer: platform.identity.issuer },
  { port: 4000 },
);
console.log(`Platform ${platform.url}  ·  OpenID ${platform.identity.issuer}  ·  GraphiQL ${graph.url}/graphql`);
const vite = spawn('pnpm', ['--filter', '@club/web', 'dev'], {
  stdio: 'inherit',
  env: { ...process.env, GRAPH_URL: graph.url, PLATFORM_URL: platform.url, OIDC_AUTHORITY: platform.identity.issuer },
});
const stop = () => {
  vite.kill();
  void Promise.all([graph.close(), platform.close()]).then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
