import { parseSettings, setting } from '@club/settings';
import { z } from 'zod';

/**
 * The screen's settings as the environment names them (README.md). Unset and empty mean the default; anything
 * that breaks a rule stops the start with the variable named (`SettingsError`).
 */
const variables = z.object({
  /** The graph's base address (the screen posts to /graphql there); by default the portal of `pnpm start`. */
  GRAPH_URL: setting.url('http://127.0.0.1:3000'),
  /** The OpenID provider that grants the channel's token. */
  OIDC_ISSUER: setting.url('http://127.0.0.1:4011'),
  /** The channel's name, which is its client id at the provider. */
  CHANNEL_ID: setting.text('stadium-screen').refine((name) => /^[a-z][a-z0-9-]{1,38}[a-z0-9]$/.test(name), {
    message: 'must be a channel name: 3 to 40 lower-case letters, digits and hyphens',
  }),
  /** The client secret the platform answered when the channel was registered. */
  CHANNEL_SECRET: setting.optionalText().refine((secret) => secret !== undefined, {
    message: 'is required: the client secret the platform answered when the channel was registered',
  }),
  PORT: setting.port(4300),
  HOST: setting.text('127.0.0.1'),
  /** How often the screens load the page anew. */
  REFRESH_SECONDS: setting.wholeNumber({ min: 5, max: 3600, fallback: 30 }),
});

export interface ScreenSettings {
  graphUrl: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  port: number;
  host: string;
  refreshSeconds: number;
}

/** The screen's settings from the environment; a wrong value throws a SettingsError naming the variable. */
export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): ScreenSettings {
  const settings = parseSettings(variables, env, 'stadium screen');
  return {
    graphUrl: settings.GRAPH_URL,
    issuer: settings.OIDC_ISSUER,
    clientId: settings.CHANNEL_ID,
    clientSecret: settings.CHANNEL_SECRET!,
    port: settings.PORT,
    host: settings.HOST,
    refreshSeconds: settings.REFRESH_SECONDS,
  };
}
