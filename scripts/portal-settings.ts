/**
 * The portal's settings (scripts/portal.ts): its own variables, and those of the platform and the graph it
 * starts, each read by that deployable's own schema, all parsed before anything starts. A wrong value stops
 * the start with every wrong variable named.
 */
import { randomBytes } from 'node:crypto';
import { configFromEnv, type GraphConfig } from '@club/graph';
import { platformSettingsFromEnv, type StartPlatformOptions } from '@club/platform';
import { parseSettings, setting, SettingsError } from '@club/settings';
import { z } from 'zod';

const portalEnvironment = z.object({
  HOST: setting.text('127.0.0.1'),
  PORT: setting.port(3000),
  /** The portal's public origin for canonical addresses in robots.txt and sitemap.xml. */
  PUBLIC_URL: setting.optionalUrl(['http:', 'https:']),
  /**
   * A graph of its own (behind a load balancer, say): the portal then serves only the web app and starts
   * neither graph nor platform, reaching the platform at PLATFORM_URL and the provider at OIDC_ISSUER.
   */
  GRAPH_URL: setting.optionalUrl(['http:', 'https:']),
  /**
   * The built web app it serves: default web/dist, with its server rendering beside it (web/dist-server). Its
   * test serves a template of its own, as the unit tests run before any build.
   */
  WEB_DIST_DIR: setting.optionalText(),
  /** An OpenTelemetry collector's base address (OTLP/HTTP): the portal's server traces its requests there. */
  OTEL_EXPORTER_OTLP_ENDPOINT: setting.optionalUrl(['http:', 'https:']),
  /** The portal server's name in traces; the graph and the platform it starts inside keep their own. */
  OTEL_SERVICE_NAME: setting.text('club-portal'),
});

/**
 * The variables the portal's own schema reads. The portal also reads the graph's and the platform's, so the
 * deployment files may give it any of the three (scripts/deploy.test.ts).
 */
export const portalSettingNames: readonly string[] = Object.keys(portalEnvironment.shape);

export interface PortalSettings {
  host: string;
  port: number;
  /** Where the portal itself is reached on this machine. */
  portalUrl: string;
  /** Its public origin, without a trailing slash. */
  publicUrl: string;
  /** The graph it reaches over the network, when it starts none itself (GRAPH_URL). */
  graphUrl: string | undefined;
  /** The built web app, when not the repository's web/dist. */
  webDistDir: string | undefined;
  /** Its traces: exported when an endpoint is set, none made otherwise. */
  tracing: { serviceName: string; endpoint: string | undefined };
  /**
   * The graph's secret at the embedded OpenID provider: GRAPH_CLIENT_SECRET, else a random one per start, which
   * the platform and every graph instance get (a production graph refuses the public development secret).
   */
  graphClientSecret: string;
  /**
   * The web channel's secret, when this server publishes the web app's documents at its start: WEB_CHANNEL_SECRET,
   * else (embedded) a random one per start that the platform in this process registers. A server in front of a
   * graph of its own (GRAPH_URL) without one leaves publishing to the deploy.
   */
  webChannelSecret: string | undefined;
  platform: StartPlatformOptions;
  /** The graph's configuration but for where the platform and the provider are, known once they listen. */
  graph: GraphConfig;
}

/** Reads all settings; `root` is the repository's directory (the default data lives in its .data/). */
export function portalSettingsFromEnv(env: NodeJS.ProcessEnv, root: string): PortalSettings {
  const graphClientSecret = env.GRAPH_CLIENT_SECRET || randomBytes(32).toString('base64url');
  const webChannelSecret = env.WEB_CHANNEL_SECRET || randomBytes(32).toString('base64url');
  // The graph runs its production profile (trusted documents only) unless NODE_ENV says otherwise.
  // OTEL_SERVICE_NAME names the portal's server: the graph and the platform in its process keep their own names, or
  // one name would merge three services' spans in a trace view.
  const deployablesEnv = { ...env, OTEL_SERVICE_NAME: undefined };
  const graphEnvironment = {
    ...deployablesEnv,
    NODE_ENV: env.NODE_ENV || 'production',
    GRAPH_CLIENT_SECRET: graphClientSecret,
  };
  // Every deployable's wrong variables are told at once, not one start at a time.
  const problems: SettingsError['problems'][number][] = [];
  const attempt = <T>(read: () => T): T | undefined => {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof SettingsError)) throw error;
      problems.push(...error.problems);
      return undefined;
    }
  };
  const portal = attempt(() => parseSettings(portalEnvironment, env, 'portal'));
  const platform = attempt(() =>
    platformSettingsFromEnv({
      ...deployablesEnv,
      PGLITE_DIR: env.PGLITE_DIR || `${root}.data/pglite`,
      GRAPH_CLIENT_SECRET: graphClientSecret,
      WEB_CHANNEL_SECRET: webChannelSecret,
    }),
  );
  const graph = attempt(() => configFromEnv(graphEnvironment));
  if (!portal || !platform || !graph) throw new SettingsError('portal', problems);
  const portalUrl = `http://${portal.HOST === '0.0.0.0' ? '127.0.0.1' : portal.HOST}:${portal.PORT}`;
  return {
    host: portal.HOST,
    port: portal.PORT,
    portalUrl,
    publicUrl: portal.PUBLIC_URL ?? portalUrl,
    graphUrl: portal.GRAPH_URL,
    webDistDir: portal.WEB_DIST_DIR,
    tracing: { serviceName: portal.OTEL_SERVICE_NAME, endpoint: portal.OTEL_EXPORTER_OTLP_ENDPOINT },
    graphClientSecret,
    webChannelSecret: portal.GRAPH_URL && !env.WEB_CHANNEL_SECRET ? undefined : webChannelSecret,
    platform: {
      ...platform.options,
      // Browsers load product media through the portal's own origin, and sign in and out from there.
      publicUrl: portalUrl,
      webOrigins: [portalUrl],
      logger: false,
    },
    graph,
  };
}
