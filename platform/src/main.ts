import { SettingsError } from '@club/settings';
import { startPlatform } from './index.ts';
import { platformSettingsFromEnv } from './settings.ts';

try {
  // The variables and their rules: src/settings.ts. MATCH_SPEED=60 plays the ticker teams' next matches at a
  // minute a second from the start (1: real time).
  const { options } = platformSettingsFromEnv();
  const platform = await startPlatform({ ...options, logger: true });
  console.log(`Platform listening on ${platform.url}, OpenID provider ${platform.identity.issuer}`);
  if (platform.devMail) console.log(`Development inbox: ${platform.devMail.url}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void platform.close().then(() => process.exit(0)));
  }
} catch (error) {
  if (!(error instanceof SettingsError)) throw error;
  console.error(error.message);
  process.exit(78); // EX_CONFIG
}
