/**
 * `pnpm channel`: the graph's channels from the command line (docs/channels.md).
 *
 *   pnpm channel list                              a developer's channels and their deployments
 *   pnpm channel register <name> [display name]    registers a channel; prints its client id and secret, once
 *   pnpm channel revoke <name>                     revokes it: no new token, the graph refuses it within seconds
 *   pnpm channel publish <manifest.json> [version] publishes a deployment (default version: from its content)
 *   pnpm channel retire <version>                  retires one of the channel's deployments
 *   pnpm channel usage                             the channel's requests per operation and uses per field
 *   pnpm channel check [--deployed <file>] [--registry <platform url>] [--usage <graph url>] [<manifest.json> …]
 *                                                  the schema check: the working schema against the deployed one
 *                                                  and every channel's documents; fails on a breaking change
 *
 * Developer commands (list, register, revoke) use a developer's access token: CLUB_TOKEN, at PLATFORM_URL.
 * Channel commands (publish, retire, usage) use the channel's credentials: CHANNEL_ID and CHANNEL_SECRET at OIDC_ISSUER,
 * against GRAPH_URL. `check` needs nothing running: by default it compares graph/src/schema.ts's schema with the
 * committed schema.graphql (git HEAD) over the web app's persisted documents and every channels/<name>/manifest.json;
 * with --registry, over every active deployment in a running registry, and with --usage, each deprecated field in use
 * with its last use by any channel (both read with the graph's GRAPH_CLIENT_SECRET, an operator's).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseSettings, setting, SettingsError } from '@club/settings';
import {
  basicAuthorization,
  channelAccessToken,
  contentVersion,
  graphAt,
  manifestDocuments,
  publishDeployment,
  retireDeployment,
} from '../graph/src/channels/client.ts';
import {
  checkSchema,
  formatSchemaCheck,
  schemaFromSdl,
  type ChannelDeployment,
} from '../graph/src/channels/schema-check.ts';
import { buildSchema } from '../graph/src/schema.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const [command, ...args] = process.argv.slice(2);

const developerSettings = z.object({
  PLATFORM_URL: setting.url('http://127.0.0.1:4010'),
  CLUB_TOKEN: z.string({ error: 'is required: a developer’s access token' }).min(20),
});
const channelSettings = z.object({
  GRAPH_URL: setting.url('http://127.0.0.1:3000'),
  OIDC_ISSUER: setting.url('http://127.0.0.1:4011'),
  CHANNEL_ID: z.string({ error: 'is required: the channel’s client id (its name)' }).min(3),
  CHANNEL_SECRET: z.string({ error: 'is required: the channel’s client secret' }).min(16),
});

async function developerCall(method: string, path: string, body?: unknown): Promise<unknown> {
  const settings = parseSettings(developerSettings, process.env, 'channel');
  const response = await fetch(new URL(path, settings.PLATFORM_URL), {
    method,
    headers: {
      authorization: `Bearer ${settings.CLUB_TOKEN}`,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    signal: AbortSignal.timeout(15_000),
  });
  const answer = (await response.json().catch(() => ({}))) as { detail?: string };
  if (!response.ok) fail(`${response.status}: ${answer.detail ?? JSON.stringify(answer)}`);
  return answer;
}

async function asChannel() {
  const settings = parseSettings(channelSettings, process.env, 'channel');
  const token = await channelAccessToken({
    issuer: settings.OIDC_ISSUER,
    clientId: settings.CHANNEL_ID,
    clientSecret: settings.CHANNEL_SECRET,
  });
  return { graph: graphAt(settings.GRAPH_URL), token };
}

function fail(message: string): never {
  console.error(`channel ${command ?? ''}: ${message}`);
  process.exit(1);
}

function readJson(path: string): unknown {
  if (!existsSync(path)) fail(`no file ${path}`);
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    fail(`${path} is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The repository's channels: the web app's persisted documents and every channels/<name>/manifest.json. */
function repositoryDeployments(): ChannelDeployment[] {
  const deployments: ChannelDeployment[] = [];
  const add = (channel: string, path: string) => {
    const documents = manifestDocuments(readJson(path));
    deployments.push({
      channel,
      version: contentVersion(documents),
      documents: Object.fromEntries(documents.map(({ id, body }) => [id, body])),
    });
  };
  add('web', `${root}persisted-queries.json`);
  const channels = `${root}channels`;
  if (existsSync(channels))
    for (const name of readdirSync(channels).sort())
      if (existsSync(`${channels}/${name}/manifest.json`)) add(name, `${channels}/${name}/manifest.json`);
  return deployments;
}

/** When each schema coordinate was last used by any channel, from the graph's usage (an operator's read). */
async function lastUseOf(graphUrl: string): Promise<Map<string, Date>> {
  const secret = process.env.GRAPH_CLIENT_SECRET ?? fail('GRAPH_CLIENT_SECRET is required with --usage');
  const response = await fetch(new URL('/graphql/usage', graphUrl), {
    headers: { authorization: basicAuthorization('club-graph', secret) },
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) fail(`the graph's usage answered ${response.status}`);
  const { fields } = (await response.json()) as { fields: { coordinate: string; lastUsedAt: string }[] };
  const last = new Map<string, Date>();
  for (const { coordinate, lastUsedAt } of fields) {
    const at = new Date(lastUsedAt);
    const known = last.get(coordinate);
    if (!known || known < at) last.set(coordinate, at);
  }
  return last;
}

/** Every channel's active documents in a running registry, read as a graph instance reads them. */
async function registryDeployments(platformUrl: string): Promise<ChannelDeployment[]> {
  const secret = process.env.GRAPH_CLIENT_SECRET ?? fail('GRAPH_CLIENT_SECRET is required with --registry');
  const response = await fetch(new URL('/channels/v1/registry/snapshot', platformUrl), {
    headers: { authorization: basicAuthorization('club-graph', secret) },
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) fail(`the registry answered ${response.status}`);
  const snapshot = (await response.json()) as {
    channels: { name: string; revokedAt: string | null; activeVersions: string[]; documents: Record<string, string> }[];
  };
  return snapshot.channels
    .filter((channel) => !channel.revokedAt && channel.activeVersions.length)
    .map((channel) => ({
      channel: channel.name,
      version: channel.activeVersions.join('+'),
      documents: channel.documents,
    }));
}

async function main(): Promise<void> {
  switch (command) {
    case 'list': {
      const { channels } = (await developerCall('GET', '/channels/v1/self/channels')) as {
        channels: {
          name: string;
          revokedAt: string | null;
          budget: object;
          deployments: { version: string; retiredAt: string | null; documentCount: number }[];
        }[];
      };
      for (const channel of channels) {
        console.log(
          `${channel.name}${channel.revokedAt ? ' (revoked)' : ''}  budget ${JSON.stringify(channel.budget)}`,
        );
        for (const deployment of channel.deployments)
          console.log(
            `  ${deployment.version}  ${deployment.documentCount} documents${deployment.retiredAt ? '  retired' : ''}`,
          );
      }
      if (!channels.length) console.log('No channels yet: pnpm channel register <name>');
      return;
    }
    case 'register': {
      const [name, ...words] = args;
      if (!name) fail('usage: pnpm channel register <name> [display name]');
      const answer = (await developerCall('POST', '/channels/v1/self/channels', {
        name,
        displayName: words.join(' ') || name,
      })) as { clientId: string; clientSecret: string };
      console.log(`Registered ${answer.clientId}. Keep its secret; it is not shown again:\n`);
      console.log(`  CHANNEL_ID=${answer.clientId}\n  CHANNEL_SECRET=${answer.clientSecret}`);
      return;
    }
    case 'revoke': {
      const [name] = args;
      if (!name) fail('usage: pnpm channel revoke <name>');
      await developerCall('POST', `/channels/v1/self/channels/${encodeURIComponent(name)}/revocation`);
      console.log(`Revoked ${name}.`);
      return;
    }
    case 'publish': {
      const [path, named] = args;
      if (!path) fail('usage: pnpm channel publish <manifest.json> [version]');
      parseSettings(channelSettings, process.env, 'channel'); // a wrong setting is told before anything is read
      const documents = manifestDocuments(readJson(path));
      const version = named ?? contentVersion(documents);
      const { graph, token } = await asChannel();
      const answer = await publishDeployment(graph, token, version, documents);
      if (answer.status >= 300) {
        const problems = (answer.body.problems ?? []) as { documentId: string; message: string }[];
        for (const problem of problems) console.error(`  ${problem.documentId}: ${problem.message}`);
        fail(`${answer.status}: ${String(answer.body.error ?? answer.body.detail ?? JSON.stringify(answer.body))}`);
      }
      console.log(
        `${answer.status === 201 ? 'Published' : 'Already published'}: version ${version}, ${documents.length} documents.`,
      );
      return;
    }
    case 'retire': {
      const [version] = args;
      if (!version) fail('usage: pnpm channel retire <version>');
      const { graph, token } = await asChannel();
      const answer = await retireDeployment(graph, token, version);
      if (answer.status >= 300) fail(`${answer.status}: ${String(answer.body.detail ?? JSON.stringify(answer.body))}`);
      console.log(`Retired ${version}.`);
      return;
    }
    case 'usage': {
      const settings = parseSettings(channelSettings, process.env, 'channel');
      const { token } = await asChannel();
      const response = await fetch(new URL('/graphql/channel/usage', settings.GRAPH_URL), {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) fail(`${response.status}: ${await response.text()}`);
      const usage = (await response.json()) as {
        scope: string;
        operations: { operation: string; requests: number; refused: number; lastUsedAt: string }[];
        fields: { coordinate: string; uses: number; lastUsedAt: string }[];
      };
      console.log(`Usage of ${settings.CHANNEL_ID} (${usage.scope}):\n\noperations`);
      for (const entry of usage.operations)
        console.log(
          `  ${entry.operation}  ${entry.requests} requests, ${entry.refused} refused, last ${entry.lastUsedAt}`,
        );
      console.log('\nfields');
      for (const entry of usage.fields) console.log(`  ${entry.coordinate}  ${entry.uses}, last ${entry.lastUsedAt}`);
      return;
    }
    case 'check': {
      const deployedAt = args.indexOf('--deployed');
      const deployedText =
        deployedAt >= 0
          ? readFileSync(args[deployedAt + 1] ?? fail('--deployed names a schema file'), 'utf8')
          : execFileSync('git', ['show', 'HEAD:schema.graphql'], { cwd: root, encoding: 'utf8' });
      const registryAt = args.indexOf('--registry');
      const usageAt = args.indexOf('--usage');
      const manifests = args.filter(
        (arg, index) =>
          !['--deployed', '--registry', '--usage'].includes(arg) &&
          ![deployedAt, registryAt, usageAt].some((at) => at >= 0 && index === at + 1),
      );
      const lastUse =
        usageAt >= 0 ? await lastUseOf(args[usageAt + 1] ?? fail('--usage names the graph’s address')) : undefined;
      const deployments =
        registryAt >= 0
          ? await registryDeployments(args[registryAt + 1] ?? fail('--registry names the platform’s address'))
          : manifests.length
            ? manifests.map((path) => {
                const documents = manifestDocuments(readJson(path));
                return {
                  channel: path,
                  version: contentVersion(documents),
                  documents: Object.fromEntries(documents.map(({ id, body }) => [id, body])),
                };
              })
            : repositoryDeployments();
      const report = checkSchema({
        deployed: schemaFromSdl(deployedText),
        working: buildSchema(),
        deployments,
        ...(lastUse ? { lastUse } : {}),
      });
      console.log(formatSchemaCheck(report));
      console.log(
        `\nChecked ${deployments.reduce((total, deployment) => total + Object.keys(deployment.documents).length, 0)} documents of ${deployments.length} deployments.`,
      );
      if (!report.passed) process.exit(1);
      return;
    }
    default:
      console.log(
        readFileSync(fileURLToPath(import.meta.url), 'utf8')
          .split('*/')[0]!
          .replace(/^\/\*\*\n/, ''),
      );
      if (command && command !== 'help') process.exit(1);
  }
}

main().catch((error: unknown) => {
  if (error instanceof SettingsError) fail(error.message);
  fail(error instanceof Error ? error.message : String(error));
});
