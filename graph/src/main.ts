import { SettingsError } from '@club/settings';
import { standaloneSettingsFromEnv } from './config.ts';
import { startGraph } from './index.ts';

try {
  const { config, listen } = standaloneSettingsFromEnv();
  const graph = await startGraph(config, listen);
  console.log(
    `Graph listening on ${graph.url}/graphql${graph.operatorUrl ? `, metrics on ${graph.operatorUrl}/metrics` : ''}`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void graph.close().then(() => process.exit(0)));
  }
} catch (error) {
  // A wrong setting is the operator's to fix: say which, without a stack trace.
  if (!(error instanceof SettingsError)) throw error;
  console.error(error.message);
  process.exit(78); // EX_CONFIG
}
