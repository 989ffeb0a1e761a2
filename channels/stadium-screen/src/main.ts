import { SettingsError } from '@club/settings';
import { jsonLog } from './log.ts';
import { startStadiumScreen } from './server.ts';
import { settingsFromEnv } from './settings.ts';

try {
  const settings = settingsFromEnv();
  const screen = await startStadiumScreen(settings);
  jsonLog('info', `Stadium screen on ${screen.url} (English: ${screen.url}/?lang=en)`, {
    graph: settings.graphUrl,
    channel: settings.clientId,
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.once(signal, () => void screen.close().then(() => process.exit(0)));
} catch (error) {
  // A wrong setting is the operator's to fix: say which, without a stack trace.
  if (!(error instanceof SettingsError)) throw error;
  console.error(error.message);
  process.exit(78); // EX_CONFIG
}
