import { SettingsError } from '@club/settings';
import { standaloneSettingsFromEnv } from './config.ts';
import { startGraph } from './index.ts';

try {
  const { config, listen } = standaloneSettingsFromEnv();
  const graph = await startGraph(config, listen);
  console.log(
    `Graph listening on ${graph.url}/graphql${graph.operatorUrl ? `, metrics on ${graph.operatorUrl}/metrics` : ''}`,
  );
  // SIGTERM (an orchestrator, a deploy) drains: not ready at once, streams ended so their fans reconnect
  // elsewhere, requests in flight finished (graph/src/lifecycle.ts). SIGINT (a developer's Ctrl-C) stops at once.
  process.once(
    'SIGTERM',
    () =>
      void graph.drain().then(({ cut }) => {
        console.log(`Graph drained${cut ? `; ${cut} requests cut at the deadline` : ''}`);
        process.exit(0);
      }),
  );
  process.once('SIGINT', () => void graph.close().then(() => process.exit(0)));
} catch (error) {
  // A wrong setting is the operator's to fix: say which, without a stack trace.
  if (!(error instanceof SettingsError)) throw error;
  console.error(error.message);
  process.exit(78); // EX_CONFIG
}
