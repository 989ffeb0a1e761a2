/**
 * The deployment files (deploy/) against the code they run, so that neither drifts from the other. Nothing is
 * started: the Kubernetes base is rendered (kubectl kustomize, or its files read as they are where kubectl is
 * missing), the compose file and HAProxy's configuration are parsed, and each deployable's variables go through
 * that deployable's own settings parser. What a change to the code or to the files must keep true:
 *
 * - every variable given to a deployable is one its settings schema reads, and its value passes that schema;
 * - what several instances must share (secrets, the database, the issuer, the mail relay and payment provider) is
 *   set, from the operator's secrets rather than written into the files;
 * - containers, Services, probes, HAProxy's servers and the addresses in URLs name the ports and paths the code
 *   serves, and every Deployment has a disruption budget (the graph and the portal an autoscaler);
 * - each image holds every file its entry imports or reads, its packages' production dependencies, and runs it
 *   as a user other than root with Node's own TypeScript support.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DRAIN_DEADLINE_MS } from '@club/graph';
import { parseSettings, setting } from '@club/settings';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml, parseAllDocuments } from 'yaml';
import { z } from 'zod';
import { graphSettingNames, standaloneSettingsFromEnv } from '../graph/src/config.ts';
import { platformEnvironment, platformSettingsFromEnv } from '../platform/src/settings.ts';
import { haproxyConfig } from './ha/haproxy.ts';
import { portalSettingNames, portalSettingsFromEnv } from './portal-settings.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const exists = (path: string) => existsSync(join(root, path));

type Env = Record<string, string>;
type DeployableName = 'graph' | 'platform' | 'portal' | 'third-parties';

/** The secrets an operator provides to Kubernetes (the Secret `club-secrets`) and to compose (deploy/.env). */
const clubSecretKeys = [
  'GRAPH_CLIENT_SECRET',
  'WEB_CHANNEL_SECRET',
  'VIDEO_TOKEN_SECRET',
  'JOB_UPLOAD_SECRET',
  'PAYMENTS_API_KEY',
  'PAYMENT_WEBHOOK_SECRET',
  'DATABASE_URL',
] as const;
const CLUB_SECRETS = 'club-secrets';
/** What a rendered secret stands for while the values are checked; long enough for every rule on secrets. */
const secretPlaceholder = (key: string) =>
  key === 'DATABASE_URL' ? 'postgres://club:placeholder@postgres.club.example:5432/club' : `placeholder-for-${key}`;
/** Node's own variables, which no schema reads. */
const nodeVariables = ['NODE_OPTIONS'];

interface Listening {
  /** Each port the process listens on, by the variable that sets it. */
  ports: Record<string, number>;
  /** Each address it listens on, by variable. */
  hosts: Record<string, string>;
}

interface Deployable {
  entry: string;
  /** The variables its settings schema reads. */
  names: ReadonlySet<string>;
  /** Parses the variables with the deployable's own parser (a wrong one throws its SettingsError). */
  listening(env: Env): Listening;
  /** Set in every deployment of many instances (the defaults serve one process on a developer's machine). */
  required: readonly string[];
  /** Secrets among them: from the operator, never written into the files. */
  secrets: readonly string[];
  /** Its health endpoints: the port's variable, and where the code answers the path. */
  readiness: { path: string; port: string };
  liveness: { path: string; port: string };
  servedIn: readonly string[];
}

const thirdParties = thirdPartiesSchema();

const deployables: Record<DeployableName, Deployable> = {
  graph: {
    entry: 'graph/src/main.ts',
    names: new Set([...graphSettingNames, ...nodeVariables]),
    listening(env) {
      const { config, listen } = standaloneSettingsFromEnv(env);
      // A graph outside production runs any operation sent to it, not only the web app's trusted documents.
      expect(config.mode, 'NODE_ENV of the graph').toBe('production');
      return {
        ports: { PORT: listen.port, ...(config.metrics ? { METRICS_PORT: config.metricsPort } : {}) },
        hosts: { HOST: listen.host, ...(config.metrics ? { METRICS_HOST: config.metricsHost } : {}) },
      };
    },
    // Instances share live feeds, public answers and the poller's lease through Redis.
    required: ['NODE_ENV', 'PLATFORM_URL', 'OIDC_ISSUER', 'REDIS_URL', 'GRAPH_CLIENT_SECRET'],
    secrets: ['GRAPH_CLIENT_SECRET'],
    readiness: { path: '/health/ready', port: 'PORT' },
    liveness: { path: '/health', port: 'PORT' },
    servedIn: ['graph/src/lifecycle.ts', 'graph/src/yoga.ts'],
  },
  platform: {
    entry: 'platform/src/main.ts',
    names: new Set([...Object.keys(platformEnvironment.shape), ...nodeVariables]),
    listening(env) {
      const { settings, options } = platformSettingsFromEnv(env);
      return {
        ports: {
          PLATFORM_PORT: options.port!,
          IDENTITY_PORT: options.identityPort!,
          // Without a provider and a relay of its own, an instance starts a sandbox and an inbox of its own.
          ...(settings.PAYMENTS_URL ? {} : { PAYMENTS_PORT: settings.PAYMENTS_PORT }),
          ...(settings.SMTP_URL ? {} : { MAIL_PORT: settings.MAIL_PORT }),
        },
        hosts: { PLATFORM_HOST: options.host! },
      };
    },
    // Each default is made per process or per machine: instances behind one address must agree on them.
    required: [
      'DATABASE_URL',
      'DOCUMENTS_DIR',
      'IDENTITY_ISSUER',
      'PLATFORM_PUBLIC_URL',
      'PLATFORM_INTERNAL_URL',
      'WEB_ORIGINS',
      'SMTP_URL',
      'PAYMENTS_URL',
      ...clubSecretKeys,
    ],
    secrets: clubSecretKeys,
    readiness: { path: '/health', port: 'PLATFORM_PORT' },
    liveness: { path: '/health', port: 'PLATFORM_PORT' },
    servedIn: ['platform/src/app.ts'],
  },
  portal: {
    entry: 'scripts/portal.ts',
    // The portal checks the graph's and the platform's variables too (scripts/portal-settings.ts).
    names: new Set([
      ...portalSettingNames,
      ...graphSettingNames,
      ...Object.keys(platformEnvironment.shape),
      ...nodeVariables,
    ]),
    listening(env) {
      const settings = portalSettingsFromEnv(env, root);
      return { ports: { PORT: settings.port }, hosts: { HOST: settings.host } };
    },
    // Without GRAPH_URL the portal starts a graph and a platform inside itself, on PGlite.
    required: ['GRAPH_URL', 'PLATFORM_URL', 'OIDC_ISSUER', 'PUBLIC_URL'],
    // The web channel's: each portal server publishes the web app's documents at its start (docs/channels.md).
    secrets: ['WEB_CHANNEL_SECRET'],
    readiness: { path: '/health', port: 'PORT' },
    liveness: { path: '/health', port: 'PORT' },
    servedIn: ['scripts/portal.ts'],
  },
  'third-parties': {
    entry: 'platform/src/third-parties.ts',
    names: new Set([...thirdParties.names, ...nodeVariables]),
    listening(env) {
      const settings = parseSettings(thirdParties.schema, env, 'third parties');
      return {
        ports: {
          MAIL_PORT: settings.MAIL_PORT,
          INBOX_PORT: settings.INBOX_PORT,
          PAYMENTS_PORT: settings.PAYMENTS_PORT,
        },
        hosts: { HOST: settings.HOST },
      };
    },
    required: ['PAYMENTS_API_KEY', 'PAYMENT_WEBHOOK_SECRET'],
    secrets: ['PAYMENTS_API_KEY', 'PAYMENT_WEBHOOK_SECRET'],
    readiness: { path: '/dev/mail/messages', port: 'INBOX_PORT' },
    liveness: { path: '/dev/mail/messages', port: 'INBOX_PORT' },
    servedIn: ['platform/src/mail/routes.ts'],
  },
};

/**
 * The third parties' schema lives in the script that starts them, which cannot be imported without starting
 * servers: it is rebuilt here from the same rules, read from that script's source.
 */
function thirdPartiesSchema() {
  const source = read('platform/src/third-parties.ts');
  const body = /const thirdPartiesEnvironment = z\s*\.object\(\{([\s\S]*?)\n\s*\}\)/.exec(source)?.[1];
  if (!body) throw new Error('platform/src/third-parties.ts: thirdPartiesEnvironment not found');
  const rules = [...body.matchAll(/^\s*([A-Z][A-Z0-9_]*): setting\.(\w+)\(([^)]*)\),?$/gm)].map(
    ([, name, rule, args]) => {
      const make = setting[rule as keyof typeof setting] as ((...args: unknown[]) => z.ZodType) | undefined;
      if (!make) throw new Error(`platform/src/third-parties.ts: ${name} uses setting.${rule}, unknown here`);
      return [name!, make(...(JSON.parse(`[${args!.replace(/'/g, '"')}]`) as unknown[]))] as const;
    },
  );
  const names = [...body.matchAll(/^\s*([A-Z][A-Z0-9_]*):/gm)].map(([, name]) => name!);
  if (names.length !== rules.length) throw new Error('platform/src/third-parties.ts: a variable this test cannot read');
  const schema = z.object(Object.fromEntries(rules)) as unknown as z.ZodType<{
    HOST: string;
    MAIL_PORT: number;
    INBOX_PORT: number;
    PAYMENTS_PORT: number;
  }>;
  return { names, schema };
}

/** Checks one deployable's variables as a process of it would read them, and tells where it listens. */
function checkVariables(name: DeployableName, env: Env, where: string): Listening {
  const deployable = deployables[name];
  const unknown = Object.keys(env).filter((variable) => !deployable.names.has(variable));
  expect(unknown, `${where}: variables the ${name}'s settings schema does not read`).toEqual([]);
  const missing = deployable.required.filter((variable) => !env[variable]);
  expect(missing, `${where}: variables every deployment of many ${name} instances needs`).toEqual([]);
  const listening = deployable.listening(env);
  for (const [variable, host] of Object.entries(listening.hosts))
    expect(['0.0.0.0', '::'], `${where}: ${variable} must take connections from other hosts`).toContain(host);
  for (const [variable, port] of Object.entries(listening.ports))
    expect(port, `${where}: ${variable} must be a fixed port`).toBeGreaterThan(0);
  return listening;
}

const probePort = (name: DeployableName, listening: Listening, probe: 'readiness' | 'liveness') =>
  listening.ports[deployables[name][probe].port]!;

describe('the health endpoints the deployment files probe', () => {
  it.each(Object.entries(deployables))('are served by the %s', (_name, deployable) => {
    const sources = deployable.servedIn.map(read).join('\n');
    for (const { path } of [deployable.readiness, deployable.liveness]) expect(sources).toContain(`'${path}'`);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Images

interface Instruction {
  keyword: string;
  args: string;
}
interface Stage {
  base: string;
  name: string | undefined;
  instructions: Instruction[];
}
interface Copy {
  from: string | undefined;
  sources: string[];
  destination: string;
}

function parseDockerfile(path: string): Stage[] {
  const lines = read(path)
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of lines) {
    const [keyword, ...rest] = line.split(/\s+/);
    const instruction = { keyword: keyword!.toUpperCase(), args: rest.join(' ') };
    if (instruction.keyword === 'FROM') {
      const [base, as, name] = rest;
      stages.push({ base: base!, name: as?.toUpperCase() === 'AS' ? name : undefined, instructions: [] });
    } else stages.at(-1)?.instructions.push(instruction);
  }
  return stages;
}

const instructionsOf = (stage: Stage, keyword: string) =>
  stage.instructions.filter((instruction) => instruction.keyword === keyword);
const execForm = (instruction: Instruction | undefined) => JSON.parse(instruction?.args ?? '[]') as string[];

function copiesOf(stage: Stage): Copy[] {
  return instructionsOf(stage, 'COPY').map(({ args }) => {
    const words = args.split(/\s+/);
    const from = words.find((word) => word.startsWith('--from='))?.slice('--from='.length);
    const paths = words.filter((word) => !word.startsWith('--'));
    return { from, sources: paths.slice(0, -1), destination: paths.at(-1)! };
  });
}

/** A path inside the image's /app as the repository names it ('' for /app itself). */
function inApp(path: string): string {
  const relative = posix.normalize(path.startsWith('/app') ? path.slice('/app'.length) : path).replace(/^\/|\/$/g, '');
  return relative === '.' ? '' : relative;
}

/** Docker's pattern syntax as a regular expression: `**` any folders, `*` and `?` within one name. */
function dockerPattern(pattern: string): RegExp {
  let expression = '';
  for (let index = 0; index < pattern.length; index++) {
    const character = pattern[index]!;
    if (pattern.startsWith('**/', index)) {
      expression += '(?:.*/)?';
      index += 2;
    } else if (pattern.startsWith('**', index)) {
      expression += '.*';
      index += 1;
    } else if (character === '*') expression += '[^/]*';
    else if (character === '?') expression += '[^/]';
    else expression += character.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${expression}$`);
}

/** Which paths .dockerignore keeps out of the build context (its patterns match a path or one of its folders). */
const dockerignore = read('.dockerignore')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'))
  .map((pattern) => dockerPattern(pattern.replace(/^\//, '')));
function ignoredByDocker(path: string): boolean {
  const parts = path.split('/');
  return parts.some((_, index) => {
    const prefix = parts.slice(0, index + 1).join('/');
    return dockerignore.some((pattern) => pattern.test(prefix));
  });
}

interface Image {
  dockerfile: string;
  stages: Stage[];
  final: Stage;
  /** Repository paths (files or folders) the final stage holds, at the same place under /app. */
  paths: string[];
  /** The command it runs without another, and the entry file of that. */
  entrypoint: string[];
  command: string[];
  exposed: number[];
  user: string;
}

function image(name: string): Image {
  const dockerfile = `deploy/images/${name}.Dockerfile`;
  const stages = parseDockerfile(dockerfile);
  const final = stages.at(-1)!;
  const paths = copiesOf(final).flatMap((copy) => copy.sources.map((source) => inApp(source)));
  return {
    dockerfile,
    stages,
    final,
    paths,
    entrypoint: execForm(instructionsOf(final, 'ENTRYPOINT').at(-1)),
    command: execForm(instructionsOf(final, 'CMD').at(-1)),
    exposed: instructionsOf(final, 'EXPOSE').flatMap(({ args }) => args.split(/\s+/).map(Number)),
    user: instructionsOf(final, 'USER').at(-1)?.args ?? 'root',
  };
}

const images = { graph: image('graph'), platform: image('platform'), portal: image('portal') };
type ImageName = keyof typeof images;
const imageOfEntry = (entry: string): DeployableName => {
  const found = (Object.keys(deployables) as DeployableName[]).find((name) => deployables[name].entry === entry);
  if (!found) throw new Error(`no deployable starts at ${entry}`);
  return found;
};

/** The workspace's packages by name, with their folders and what they depend on. */
const workspaceFolders = [
  '',
  // The `packages:` list of pnpm-workspace.yaml, but the test suites (no image holds them).
  ...[...(/^packages:\n((?: {2}- .+\n)+)/m.exec(read('pnpm-workspace.yaml'))?.[1] ?? '').matchAll(/- (\S+)/g)]
    .map((match) => match[1]!)
    // A folder of packages (channels/*): each of its folders with a package.json.
    .flatMap((folder) =>
      folder.endsWith('/*')
        ? readdirSync(join(root, folder.slice(0, -2)))
            .map((name) => `${folder.slice(0, -2)}/${name}`)
            .filter((path) => exists(join(path, 'package.json')))
        : [folder],
    )
    .filter((folder) => folder !== 'e2e' && folder !== 'bench'),
];
const workspace = Object.fromEntries(
  workspaceFolders.map((folder) => {
    const manifest = JSON.parse(read(join(folder, 'package.json'))) as {
      name: string;
      exports?: Record<string, string>;
      dependencies?: Record<string, string>;
    };
    return [manifest.name, { folder, ...manifest }];
  }),
);
const workspaceRoot = Object.values(workspace).find((pkg) => pkg.folder === '')!;
const packageOf = (file: string) => {
  const found = Object.values(workspace)
    .filter((pkg) => pkg.folder === '' || file.startsWith(`${pkg.folder}/`))
    .sort((a, b) => b.folder.length - a.folder.length)[0];
  return found!;
};

interface Closure {
  files: Set<string>;
  /** Files that Node reads at run time (`new URL('…', import.meta.url)`), not imported. */
  reads: Set<string>;
  /** Packages a file imports that its package does not list among its production dependencies. */
  undeclared: string[];
  unresolved: string[];
}

const closures = new Map<string, Closure>();
/** Every workspace file Node loads from `entry` on, following imports that survive type erasure. */
function importClosure(entry: string): Closure {
  if (!closures.has(entry)) closures.set(entry, findImports(entry));
  return closures.get(entry)!;
}

function findImports(entry: string): Closure {
  const closure: Closure = { files: new Set(), reads: new Set(), undeclared: [], unresolved: [] };
  const pending = [entry];
  while (pending.length) {
    const file = pending.pop()!;
    if (closure.files.has(file)) continue;
    closure.files.add(file);
    if (!/\.[cm]?[jt]sx?$/.test(file)) continue;
    const source = ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
    const follow = (specifier: string) => {
      if (isBuiltin(specifier)) return;
      if (specifier.startsWith('.')) {
        const target = posix.normalize(posix.join(posix.dirname(file), specifier));
        if (exists(target) && statSync(join(root, target)).isFile()) pending.push(target);
        else closure.unresolved.push(`${file} → ${specifier}`);
        return;
      }
      const packageName = specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/');
      const importer = packageOf(file);
      if (!importer.dependencies?.[packageName]) closure.undeclared.push(`${file} → ${packageName}`);
      const target = workspace[packageName];
      if (target) {
        const subpath = `.${specifier.slice(packageName.length)}`;
        const exported = target.exports?.[subpath];
        if (exported) pending.push(posix.join(target.folder, exported));
        else closure.unresolved.push(`${file} → ${specifier}`);
      }
    };
    const visit = (node: ts.Node) => {
      if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly)
        follow((node.moduleSpecifier as ts.StringLiteral).text);
      else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly)
        follow((node.moduleSpecifier as ts.StringLiteral).text);
      else if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteral(node.arguments[0])
      )
        follow(node.arguments[0].text);
      else if (
        ts.isNewExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'URL' &&
        node.arguments?.length === 2 &&
        ts.isStringLiteral(node.arguments[0]!) &&
        node.arguments[1]!.getText(source) === 'import.meta.url'
      ) {
        const target = posix.normalize(posix.join(posix.dirname(file), node.arguments[0].text)).replace(/\/$/, '');
        // The repository's root or a folder holding the file itself names a base, not something read.
        if (target !== '.' && !file.startsWith(`${target}/`)) closure.reads.add(target);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return closure;
}

const inImage = (image: Image, path: string) =>
  !ignoredByDocker(path) && image.paths.some((held) => held === '' || path === held || path.startsWith(`${held}/`));

/** What the portal serves and renders from, built in its image rather than imported. */
const builtInImage: Partial<Record<DeployableName, { paths: string[]; namedIn: string; as: string }[]>> = {
  portal: [
    { paths: ['web/dist'], namedIn: 'scripts/portal.ts', as: '`${root}web/dist`' },
    { paths: ['web/dist-server'], namedIn: 'scripts/portal-pages.ts', as: '`${distDir}-server/entry-server.js`' },
  ],
};

/** The deployables each image runs: its own command, and another a deployment gives it (the third parties). */
const deployablesOfImage: Record<ImageName, DeployableName[]> = {
  graph: ['graph'],
  platform: ['platform', 'third-parties'],
  portal: ['portal'],
};
const imageRuns = (Object.entries(deployablesOfImage) as [ImageName, DeployableName[]][]).flatMap(([image, runs]) =>
  runs.map((run) => [image, run] as const),
);

describe('the images (deploy/images)', () => {
  it.each(Object.entries(images))('%s: Node 22 runs its TypeScript entry as a user other than root', (_, image) => {
    for (const stage of image.stages)
      expect([
        'node:22-slim',
        ...image.stages.map((other) => other.name).filter((name) => name !== undefined),
      ]).toContain(stage.base);
    expect(image.entrypoint).toEqual([
      'node',
      '--experimental-transform-types',
      '--disable-warning=ExperimentalWarning',
    ]);
    expect(image.command).toHaveLength(1);
    expect(exists(image.command[0]!), `${image.dockerfile}: CMD ${image.command[0]}`).toBe(true);
    expect(instructionsOf(image.final, 'STOPSIGNAL').at(-1)?.args).toBe('SIGTERM');
    const [user] = image.user.split(':');
    expect(['root', '0']).not.toContain(user);
    // Kubernetes can check runAsNonRoot only for a numeric user.
    expect(user).toMatch(/^\d+$/);
  });

  it.each(Object.entries(images))('%s: copies what exists, where the repository has it', (_, image) => {
    const stageNames = image.stages.map((stage) => stage.name);
    for (const stage of image.stages)
      for (const copy of copiesOf(stage)) {
        for (const source of copy.sources) {
          const path = inApp(source);
          const destination = inApp(copy.destination);
          if (copy.from === undefined) {
            expect(exists(path), `${image.dockerfile}: COPY ${source}`).toBe(true);
            expect(ignoredByDocker(path), `${image.dockerfile}: COPY ${source} is in .dockerignore`).toBe(false);
          } else expect(stageNames, `${image.dockerfile}: COPY --from=${copy.from}`).toContain(copy.from);
          // Each path lands where the repository has it, so the sources' relative imports and reads hold.
          const isFile = copy.from === undefined ? statSync(join(root, path)).isFile() : /\.\w+$/.test(path);
          expect(destination, `${image.dockerfile}: COPY ${source} ${copy.destination}`).toBe(
            isFile ? posix.dirname(path).replace(/^\.$/, '') : path,
          );
        }
      }
  });

  it.each(Object.entries(images))(
    '%s: its node_modules are production installs of every package it runs',
    (_, image) => {
      for (const stage of image.stages)
        for (const { args } of instructionsOf(stage, 'RUN')) {
          expect(args, `${image.dockerfile}: pnpm deploy copies the workspace into node_modules`).not.toMatch(
            /pnpm deploy/,
          );
          if (/pnpm install/.test(args)) expect(args).toMatch(/--frozen-lockfile/);
        }
      const needed = new Set<string>();
      for (const name of deployablesOfImage[image.dockerfile.match(/images\/(\w+)\./)![1] as ImageName])
        for (const file of importClosure(deployables[name].entry).files) needed.add(packageOf(file).name);
      for (const copy of copiesOf(image.final).filter((copy) => copy.from !== undefined)) {
        const stage = image.stages.find((candidate) => candidate.name === copy.from)!;
        for (const source of copy.sources.map(inApp)) {
          const runs = instructionsOf(stage, 'RUN').map(({ args }) => args);
          if (source.endsWith('node_modules')) {
            const install = runs.find((run) => /pnpm install/.test(run));
            expect(install, `${image.dockerfile}: ${source} comes from a production install`).toMatch(/--prod\b/);
          } else
            expect(runs, `${image.dockerfile}: ${source} is built in stage ${copy.from}`).toContain('pnpm run build');
        }
      }
      // A workspace package's dependencies are installed only when the install selects it (or it is the root).
      const install = image.stages
        .flatMap((stage) => instructionsOf(stage, 'RUN'))
        .map(({ args }) => args)
        .find((run) => /pnpm install --prod/.test(run))!;
      const selected = new Set<string>([workspaceRoot.name]);
      for (const [, filter] of install.matchAll(/--filter\s+"?([^"\s]+)"?/g)) {
        const name = filter!.replace(/\.\.\.$/, '');
        const add = (pkg: string) => {
          if (selected.has(pkg)) return;
          selected.add(pkg);
          if (filter!.endsWith('...'))
            for (const [dependency, version] of Object.entries(workspace[pkg]?.dependencies ?? {}))
              if (version.startsWith('workspace:')) add(dependency);
        };
        add(name);
      }
      for (const pkg of needed) {
        expect([...selected], `${image.dockerfile}: the production install selects ${pkg}`).toContain(pkg);
        const folder = workspace[pkg]!.folder;
        if (Object.keys(workspace[pkg]!.dependencies ?? {}).length)
          expect(image.paths, `${image.dockerfile}: ${pkg}'s node_modules`).toContain(
            folder ? `${folder}/node_modules` : 'node_modules',
          );
      }
    },
  );

  it.each(imageRuns)(
    '%s image: holds every file the %s imports or reads, and the packages it imports are its dependencies',
    (imageName, name) => {
      const image = images[imageName];
      const closure = importClosure(deployables[name].entry);
      expect(closure.unresolved, 'imports of files that do not exist').toEqual([]);
      expect(closure.undeclared, 'packages imported but not production dependencies of the importer').toEqual([]);
      const missing = [...closure.files, ...closure.reads].filter((path) => !inImage(image, path));
      expect(missing, `${image.dockerfile}: files its ${name} needs`).toEqual([]);
      for (const built of builtInImage[name] ?? []) {
        expect(read(built.namedIn)).toContain(built.as);
        for (const path of built.paths) expect(image.paths, `${image.dockerfile}: ${path}`).toContain(path);
      }
    },
  );

  it.each(imageRuns)('%s image: exposes the ports the %s listens on by default', (imageName, name) => {
    const env: Env = name === 'graph' ? { NODE_ENV: 'production', GRAPH_CLIENT_SECRET: secretPlaceholder('') } : {};
    const defaults = name === 'third-parties' ? thirdPartiesDefaults() : deployables[name].listening(env);
    for (const port of Object.values(defaults.ports).filter((port) => port > 0))
      expect(images[imageName].exposed).toContain(port);
  });

  it('runs no Relay artifact that imports a type as a value (Node keeps every import not written `import type`)', () => {
    const artifacts = [...importClosure(deployables.portal.entry).files].filter((file) =>
      file.includes('/__generated__/'),
    );
    expect(artifacts).not.toHaveLength(0);
    for (const file of artifacts) {
      const source = ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest);
      const valueImports = source.statements.filter(
        (statement) => ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly,
      );
      expect(
        valueImports.map((statement) => statement.getText(source)),
        file,
      ).toEqual([]);
    }
  });

  it('leaves local state, dependencies, builds and tests out of the build context', () => {
    for (const path of ['node_modules', 'graph/node_modules', '.git', '.data', 'web/dist', 'web/dist-server'])
      expect(ignoredByDocker(path), path).toBe(true);
    expect(ignoredByDocker('test-results/unit.json')).toBe(true);
    expect(ignoredByDocker('graph/src/config.test.ts')).toBe(true);
    expect(ignoredByDocker('graph/src/config.ts')).toBe(false);
  });
});

function thirdPartiesDefaults(): Listening {
  const env = { PAYMENTS_API_KEY: secretPlaceholder('a'), PAYMENT_WEBHOOK_SECRET: secretPlaceholder('b') };
  const settings = parseSettings(thirdParties.schema, env, 'third parties');
  return {
    ports: { MAIL_PORT: settings.MAIL_PORT, INBOX_PORT: settings.INBOX_PORT, PAYMENTS_PORT: settings.PAYMENTS_PORT },
    hosts: {},
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Kubernetes

interface Port {
  name?: string;
  containerPort?: number;
  port?: number;
  targetPort?: number | string;
}
interface Probe {
  httpGet?: { path: string; port: number | string };
}
interface Container {
  name: string;
  image: string;
  command?: string[];
  args?: string[];
  ports?: Port[];
  env?: { name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  lifecycle?: { preStop?: { exec?: { command: string[] }; sleep?: { seconds: number } } };
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: { readOnlyRootFilesystem?: boolean; allowPrivilegeEscalation?: boolean };
}
interface Manifest {
  kind: string;
  metadata: { name: string; annotations?: Record<string, string> };
  data?: Record<string, string>;
  spec: {
    replicas?: number;
    selector?: { matchLabels?: Record<string, string> } & Record<string, string>;
    template?: {
      metadata: { labels: Record<string, string>; annotations?: Record<string, string> };
      spec: {
        containers: Container[];
        terminationGracePeriodSeconds?: number;
        securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
      };
    };
    ports?: Port[];
    maxUnavailable?: number | string;
    minAvailable?: number | string;
    scaleTargetRef?: { kind: string; name: string };
    minReplicas?: number;
    metrics?: { resource?: { name: string; target: { type: string; averageUtilization?: number } } }[];
    rules?: {
      host: string;
      http: { paths: { path: string; pathType: string; backend: { service: { name: string; port: Port } } }[] };
    }[];
  };
}

function renderKubernetes(): Manifest[] {
  const kubectl = spawnSync('kubectl', ['kustomize', join(root, 'deploy/k8s')], { encoding: 'utf8' });
  if (kubectl.error) {
    // No kubectl (.ci/run does not install it): the base's files as they are. Its kustomization transforms nothing
    // these checks read (labels of its own, image tags).
    const kustomization = parseYaml(read('deploy/k8s/kustomization.yaml')) as { resources: string[] };
    return kustomization.resources.flatMap((file) =>
      parseAllDocuments(read(join('deploy/k8s', file))).map((document) => document.toJS() as Manifest),
    );
  }
  expect(kubectl.stderr).toBe('');
  expect(kubectl.status).toBe(0);
  return parseAllDocuments(kubectl.stdout).map((document) => document.toJS() as Manifest);
}

/** Bytes of a Kubernetes or compose quantity (Mi, Gi, M, G…). */
function bytes(quantity: string): number {
  const [, number, unit] = /^(\d+(?:\.\d+)?)([A-Za-z]*)$/.exec(quantity) ?? [];
  const factor: Record<string, number> = { '': 1, Ki: 2 ** 10, Mi: 2 ** 20, Gi: 2 ** 30, k: 1e3, M: 1e6, G: 1e9 };
  return Number(number) * factor[unit ?? '']!;
}
const matches = (selector: Record<string, string> | undefined, labels: Record<string, string>) =>
  !!selector && Object.entries(selector).every(([key, value]) => labels[key] === value);

describe('the Kubernetes base (deploy/k8s)', () => {
  const manifests = renderKubernetes();
  const ofKind = (kind: string) => manifests.filter((manifest) => manifest.kind === kind);
  const deployments = ofKind('Deployment');
  const services = ofKind('Service');
  const configMaps = new Map(ofKind('ConfigMap').map((map) => [map.metadata.name, map.data ?? {}]));
  const secretKeys: { deployment: string; variable: string; key: string }[] = [];

  /** A container's variables as its process sees them; secrets by their placeholders. */
  function environment(deployment: string, container: Container): Env {
    const env: Env = {};
    for (const source of container.envFrom ?? []) {
      expect(source.secretRef, `${deployment}: secrets one by one, so each gets only its own`).toBeUndefined();
      const data = configMaps.get(source.configMapRef!.name);
      expect(data, `${deployment}: ConfigMap ${source.configMapRef!.name}`).toBeDefined();
      Object.assign(env, data);
    }
    for (const variable of container.env ?? []) {
      const secret = variable.valueFrom?.secretKeyRef;
      if (secret) {
        expect(secret.name).toBe(CLUB_SECRETS);
        secretKeys.push({ deployment, variable: variable.name, key: secret.key });
        env[variable.name] = secretPlaceholder(secret.key);
      } else env[variable.name] = String(variable.value);
    }
    return env;
  }

  const pods = deployments.map((deployment) => {
    const spec = deployment.spec.template!.spec;
    expect(spec.containers, `${deployment.metadata.name}: one container`).toHaveLength(1);
    const container = spec.containers[0]!;
    const imageName = container.image.replace(/^.*\/|:.*$/g, '') as ImageName;
    const image = images[imageName];
    expect(image, `${deployment.metadata.name}: ${container.image} is built by deploy/images/`).toBeDefined();
    const entry = container.args?.[0] ?? image.command[0]!;
    expect(container.command, `${deployment.metadata.name}: the image's entrypoint`).toBeUndefined();
    const name = imageOfEntry(entry);
    const env = environment(deployment.metadata.name, container);
    return { deployment, spec, container, image, name, env };
  });

  it('runs the graph ×3, the portal ×2 and the platform ×2', () => {
    expect(Object.fromEntries(pods.map(({ name, deployment }) => [name, deployment.spec.replicas]))).toEqual({
      graph: 3,
      portal: 2,
      platform: 2,
    });
  });

  it.each(pods.map((pod) => [pod.name, pod] as const))(
    '%s: every variable is one its schema reads, with a value its parser accepts',
    (name, { env, deployment }) => {
      checkVariables(name, env, `Deployment ${deployment.metadata.name}`);
    },
  );

  it('takes every secret from the operator’s Secret, the same key wherever it is shared', () => {
    for (const { name, env, deployment } of pods)
      for (const secret of deployables[name].secrets) {
        const reference = secretKeys.find(
          (found) => found.deployment === deployment.metadata.name && found.variable === secret,
        );
        expect(reference, `${deployment.metadata.name}: ${secret} from ${CLUB_SECRETS}`).toBeDefined();
        expect(reference!.key).toBe(secret);
        expect(env[secret]).toBe(secretPlaceholder(secret));
      }
    expect([...new Set(secretKeys.map(({ key }) => key))].sort()).toEqual([...clubSecretKeys].sort());
    expect(ofKind('Secret'), 'secrets are the operator’s, never in the repository').toEqual([]);
    // The operator learns what to create from the documentation.
    const operations = read('docs/operations.md');
    for (const key of [CLUB_SECRETS, ...clubSecretKeys]) expect(operations).toContain(`\`${key}\``);
  });

  it.each(pods.map((pod) => [pod.name, pod] as const))(
    '%s: its container ports are where it listens, and its probes ask the real paths there',
    (name, { env, container, deployment, image }) => {
      const listening = deployables[name].listening(env);
      const ports = container.ports ?? [];
      expect(ports.map((port) => port.containerPort).sort()).toEqual(Object.values(listening.ports).sort());
      for (const port of ports) expect(image.exposed, `${image.dockerfile}: EXPOSE`).toContain(port.containerPort);
      const portNumber = (port: number | string) =>
        typeof port === 'number' ? port : ports.find((candidate) => candidate.name === port)?.containerPort;
      for (const probe of ['readiness', 'liveness'] as const) {
        const httpGet = container[`${probe}Probe`]?.httpGet;
        expect(httpGet, `${deployment.metadata.name}: ${probe} probe`).toBeDefined();
        expect(httpGet!.path).toBe(deployables[name][probe].path);
        expect(portNumber(httpGet!.port)).toBe(probePort(name, listening, probe));
      }
    },
  );

  it.each(pods.map((pod) => [pod.name, pod] as const))(
    '%s: leaves the endpoints before SIGTERM, drains before SIGKILL, and runs unprivileged',
    (name, { spec, container, image }) => {
      const pause = Number(container.lifecycle?.preStop?.exec?.command.join(' ').match(/^sleep (\d+)$/)?.[1]);
      expect(pause, 'a preStop sleep while the endpoints are updated').toBeGreaterThanOrEqual(2);
      const grace = spec.terminationGracePeriodSeconds ?? 30;
      expect(grace).toBeGreaterThanOrEqual(30);
      if (name === 'graph') expect(grace).toBeGreaterThanOrEqual(pause + DRAIN_DEADLINE_MS / 1000 + 5);
      expect(spec.securityContext?.runAsNonRoot).toBe(true);
      expect(spec.securityContext?.runAsUser, `the user of ${image.dockerfile}`).toBe(Number(image.user.split(':')[0]));
      expect(container.securityContext).toMatchObject({
        readOnlyRootFilesystem: true,
        allowPrivilegeEscalation: false,
      });
      for (const resource of ['cpu', 'memory']) expect(container.resources?.requests?.[resource]).toBeDefined();
      expect(container.resources?.limits?.memory).toBeDefined();
    },
  );

  it('gives the graph room for the heap its NODE_OPTIONS allow, and Prometheus its operator port', () => {
    const graph = pods.find((pod) => pod.name === 'graph')!;
    const options = graph.env.NODE_OPTIONS ?? '';
    expect(options).toContain('--max-semi-space-size=32');
    const oldSpaceMiB = Number(/--max-old-space-size=(\d+)/.exec(options)?.[1]);
    expect(oldSpaceMiB).toBe(1024);
    expect(bytes(graph.container.resources!.limits!.memory!)).toBeGreaterThanOrEqual(oldSpaceMiB * 2 ** 20 * 1.2);
    const annotations = graph.deployment.spec.template!.metadata.annotations ?? {};
    const { ports } = deployables.graph.listening(graph.env);
    expect(annotations).toMatchObject({
      'prometheus.io/scrape': 'true',
      'prometheus.io/port': String(ports.METRICS_PORT),
      'prometheus.io/path': '/metrics',
    });
  });

  it('has a disruption budget for every Deployment, and an autoscaler at 70 % CPU for the graph and the portal', () => {
    for (const { deployment, name } of pods) {
      const labels = deployment.spec.template!.metadata.labels;
      const budgets = ofKind('PodDisruptionBudget').filter((budget) =>
        matches(budget.spec.selector?.matchLabels, labels),
      );
      expect(budgets, `${deployment.metadata.name}: one PodDisruptionBudget`).toHaveLength(1);
      const { maxUnavailable, minAvailable } = budgets[0]!.spec;
      if (minAvailable !== undefined) expect(Number(minAvailable)).toBeLessThan(deployment.spec.replicas!);
      else expect(maxUnavailable).toBe(1);
      const autoscalers = ofKind('HorizontalPodAutoscaler').filter(
        (autoscaler) =>
          autoscaler.spec.scaleTargetRef?.kind === 'Deployment' &&
          autoscaler.spec.scaleTargetRef.name === deployment.metadata.name,
      );
      if (name === 'platform') continue;
      expect(autoscalers, `${deployment.metadata.name}: one HorizontalPodAutoscaler`).toHaveLength(1);
      const [autoscaler] = autoscalers;
      expect(autoscaler!.spec.minReplicas).toBeGreaterThanOrEqual(2);
      expect(autoscaler!.spec.minReplicas).toBeLessThanOrEqual(deployment.spec.replicas!);
      expect(autoscaler!.spec.metrics).toContainEqual({
        type: 'Resource',
        resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } },
      });
    }
  });

  it('has Services that select a Deployment and target ports its container has', () => {
    for (const service of services) {
      const targets = pods.filter((pod) =>
        matches(service.spec.selector as Record<string, string>, pod.deployment.spec.template!.metadata.labels),
      );
      expect(targets, `Service ${service.metadata.name}`).toHaveLength(1);
      const containerPorts = targets[0]!.container.ports ?? [];
      for (const port of service.spec.ports ?? [])
        expect(
          containerPorts.some(
            (candidate) => candidate.name === port.targetPort || candidate.containerPort === port.targetPort,
          ),
          `Service ${service.metadata.name}: targetPort ${port.targetPort}`,
        ).toBe(true);
    }
  });

  /** The container port a Service's port reaches, or undefined. */
  function servicePort(serviceName: string, port: Port): number | undefined {
    const service = services.find((candidate) => candidate.metadata.name === serviceName);
    const servicePort = service?.spec.ports?.find(
      (candidate) => (port.name !== undefined && candidate.name === port.name) || candidate.port === port.port,
    );
    if (!service || !servicePort) return undefined;
    const pod = pods.find((candidate) =>
      matches(service.spec.selector as Record<string, string>, candidate.deployment.spec.template!.metadata.labels),
    );
    return pod?.container.ports?.find(
      (candidate) => candidate.name === servicePort.targetPort || candidate.containerPort === servicePort.targetPort,
    )?.containerPort;
  }

  it('names in-cluster addresses by a Service and a port it has, and reaches the same deployable there', () => {
    const expected: Record<string, DeployableName> = {
      PLATFORM_URL: 'platform',
      GRAPH_URL: 'graph',
      PLATFORM_INTERNAL_URL: 'platform',
    };
    for (const { deployment, env } of pods)
      for (const [variable, value] of Object.entries(env)) {
        if (!/^[a-z]+:\/\//.test(value)) continue;
        const url = new URL(value);
        const service = services.find((candidate) => candidate.metadata.name === url.hostname);
        if (!service) continue;
        const port = servicePort(url.hostname, { port: Number(url.port) });
        expect(port, `${deployment.metadata.name}: ${variable}=${value}`).toBeDefined();
        const target = expected[variable];
        if (target) {
          const pod = pods.find((candidate) => candidate.name === target)!;
          const listening = deployables[target].listening(pod.env);
          expect(Object.values(listening.ports), `${deployment.metadata.name}: ${variable}`).toContain(port);
        }
      }
  });

  it('routes browsers as HAProxy does: the graph’s paths to the graph, the rest to the portal, the issuer to the provider', () => {
    const routes = ofKind('Ingress').flatMap((ingress) =>
      (ingress.spec.rules ?? []).flatMap((rule) =>
        rule.http.paths.map((path) => ({ host: rule.host, path: path.path, ...path.backend.service })),
      ),
    );
    for (const route of routes)
      expect(servicePort(route.name, route.port), `Ingress ${route.host}${route.path}`).toBeDefined();
    const publicHost = new URL(pods.find((pod) => pod.name === 'portal')!.env.PUBLIC_URL!).hostname;
    const toGraph = routes.filter((route) => route.host === publicHost && route.name === 'graph').map((r) => r.path);
    expect(toGraph.sort()).toEqual(['/calendar', '/calendar.ics', '/graphql']);
    expect(routes).toContainEqual(expect.objectContaining({ host: publicHost, path: '/', name: 'portal' }));
    // The issuer in every token is the provider's public address: the graph and the portal name the same one.
    const platform = pods.find((pod) => pod.name === 'platform')!;
    const issuer = platform.env.IDENTITY_ISSUER!;
    for (const pod of pods.filter((candidate) => candidate.name !== 'platform'))
      expect(pod.env.OIDC_ISSUER, `${pod.name}: OIDC_ISSUER`).toBe(issuer);
    const identity = routes.find((route) => route.host === new URL(issuer).hostname && route.path === '/');
    expect(servicePort(identity!.name, identity!.port)).toBe(
      deployables.platform.listening(platform.env).ports.IDENTITY_PORT,
    );
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Compose and its HAProxy

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[];
  environment?: Record<string, string | number>;
  healthcheck?: { test: string[] };
  stop_grace_period?: string;
  deploy?: { resources?: { limits?: { memory?: string } } };
  ports?: string[];
  networks?: Record<string, { ipv4_address?: string; aliases?: string[] }>;
}

const composeFile = parseYaml(read('deploy/compose.yaml')) as { services: Record<string, ComposeService> };
const exampleEnv = Object.fromEntries(
  read('deploy/.env.example')
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
);

/** Compose's interpolation of `${NAME}`, `${NAME:-default}` and `${NAME:?error}` from deploy/.env.example. */
function interpolate(value: string, used: Set<string>): string {
  return value.replace(
    /\$\{([A-Z_][A-Z0-9_]*)(?:(:?[-?])([^}]*))?\}/g,
    (_, name: string, operator?: string, word?: string) => {
      used.add(name);
      const set = exampleEnv[name];
      if (set !== undefined && set !== '') return set;
      if (operator?.endsWith('?')) throw new Error(`\${${name}} is required and deploy/.env.example does not set it`);
      return word ?? '';
    },
  );
}

/** Where HAProxy listens and which server each backend reaches, from deploy/haproxy/haproxy.cfg. */
const haproxyFile = read('deploy/haproxy/haproxy.cfg');
function sections(config: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of config.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!line.startsWith(' ')) found.set(line.trim(), (current = []));
    else current?.push(line.trim());
  }
  return found;
}

describe('the compose file (deploy/compose.yaml) and its HAProxy (deploy/haproxy/haproxy.cfg)', () => {
  const used = new Set<string>();
  const services = Object.entries(composeFile.services).map(([serviceName, service]) => {
    const raw = Object.fromEntries(
      Object.entries(service.environment ?? {}).map(([key, value]) => [key, String(value)]),
    );
    const env = Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, interpolate(value, used)]));
    const imageName = service.build?.dockerfile.match(/^deploy\/images\/(\w+)\.Dockerfile$/)?.[1] as
      ImageName | undefined;
    const entry = service.command?.[0] ?? (imageName ? images[imageName].command[0] : undefined);
    return { serviceName, service, raw, env, imageName, name: entry ? imageOfEntry(entry) : undefined };
  });
  const ours = services.filter((service) => service.name !== undefined) as ((typeof services)[number] & {
    name: DeployableName;
    imageName: ImageName;
  })[];
  const haproxySections = sections(haproxyFile);
  const binds = [...haproxySections.entries()]
    .filter(([header]) => header.startsWith('frontend '))
    .map(([, lines]) => Number(lines.find((line) => line.startsWith('bind '))?.match(/:(\d+)$/)?.[1]));
  /** What each service listens on: the deployables by their settings, the others by their images' defaults. */
  const listeningOf = (serviceName: string): number[] => {
    const service = services.find((candidate) => candidate.serviceName === serviceName);
    if (!service) return [];
    if (service.name) return Object.values(deployables[service.name].listening(service.env).ports);
    return { haproxy: binds, postgres: [5432], redis: [6379] }[serviceName] ?? [];
  };
  const aliases = new Map(
    services.flatMap(({ serviceName, service }) =>
      Object.values(service.networks ?? {}).flatMap((network) =>
        (network.aliases ?? []).map((alias) => [alias, serviceName] as const),
      ),
    ),
  );

  it('runs every deployable: the graph, the portal, the platform and the third parties', () => {
    expect(ours.map((service) => service.name).sort()).toEqual(['graph', 'platform', 'portal', 'third-parties']);
    for (const service of ours) expect(service.service.image).toBe(`club/${service.imageName}`);
  });

  it.each(ours.map((service) => [service.serviceName, service] as const))(
    '%s: every variable is one its schema reads, with a value its parser accepts',
    (serviceName, { name, env }) => {
      checkVariables(name, env, `compose service ${serviceName}`);
    },
  );

  it('takes every secret from deploy/.env, whose example holds development placeholders only', () => {
    for (const { serviceName, name, raw } of ours)
      for (const secret of deployables[name].secrets)
        expect(raw[secret], `${serviceName}: ${secret} from deploy/.env`).toMatch(/\$\{[A-Z_]+:\?[^}]+\}/);
    for (const [name, value] of Object.entries(exampleEnv))
      if (name !== 'PUBLIC_URL') expect(value, `deploy/.env.example: ${name}`).toMatch(/^development-only-/);
    expect(Object.keys(exampleEnv).sort()).toEqual([...used].sort());
    // Shared secrets are one variable each, whichever services read them.
    for (const secret of clubSecretKeys.filter((key) => key !== 'DATABASE_URL'))
      expect(new Set(ours.filter(({ raw }) => raw[secret]).map(({ raw }) => raw[secret])).size, secret).toBe(1);
  });

  it('names services and aliases by ports they listen on, and the graph trusts HAProxy’s address', () => {
    for (const { serviceName, env } of ours)
      for (const [variable, value] of Object.entries(env)) {
        if (!/^[a-z]+:\/\//.test(value)) continue;
        const url = new URL(value);
        const target = aliases.get(url.hostname) ?? url.hostname;
        if (!composeFile.services[target]) continue;
        const port = Number(url.port || { 'http:': 80, 'https:': 443 }[url.protocol]);
        expect(listeningOf(target), `${serviceName}: ${variable}=${value}`).toContain(port);
      }
    const graph = ours.find((service) => service.name === 'graph')!;
    expect(graph.env.TRUSTED_PROXIES).toBe(composeFile.services.haproxy!.networks!.default!.ipv4_address);
    const platform = ours.find((service) => service.name === 'platform')!;
    for (const service of ours.filter((candidate) => ['graph', 'portal'].includes(candidate.name)))
      expect(service.env.OIDC_ISSUER).toBe(platform.env.IDENTITY_ISSUER);
  });

  it.each(ours.map((service) => [service.serviceName, service] as const))(
    '%s: its health check asks the readiness path on its port',
    (_, { name, env, service }) => {
      const { path } = deployables[name].readiness;
      const port = probePort(name, deployables[name].listening(env), 'readiness');
      expect(service.healthcheck?.test.join(' ')).toContain(`'http://127.0.0.1:${port}${path}'`);
    },
  );

  it('lets the graph drain before Docker kills it, with room for its heap', () => {
    const graph = ours.find((service) => service.name === 'graph')!;
    expect(Number(graph.service.stop_grace_period?.replace(/s$/, ''))).toBeGreaterThanOrEqual(
      DRAIN_DEADLINE_MS / 1000 + 5,
    );
    const oldSpaceMiB = Number(/--max-old-space-size=(\d+)/.exec(graph.env.NODE_OPTIONS ?? '')?.[1]);
    const limit = graph.service.deploy?.resources?.limits?.memory ?? '0';
    // Compose counts M and G in powers of two.
    expect(bytes(limit.replace(/([MG])$/, '$1i'))).toBeGreaterThanOrEqual(oldSpaceMiB * 2 ** 20 * 1.2);
  });

  it('routes as pnpm start:ha’s HAProxy does (scripts/ha/haproxy.ts)', () => {
    const reference = sections(
      haproxyConfig({
        portalFront: '127.0.0.1:3000',
        platformFront: '127.0.0.1:4010',
        identityFront: '127.0.0.1:4011',
        statsFront: '127.0.0.1:8404',
        graphs: [{ name: 'g1', address: '127.0.0.1:5001' }],
        portals: [{ name: 'w1', address: '127.0.0.1:5101' }],
        platforms: [{ name: 'p1', address: '127.0.0.1:5201' }],
        identities: [{ name: 'id1', address: '127.0.0.1:5301' }],
        inbox: { name: 't1', address: '127.0.0.1:5401' },
      }),
    );
    // Where each listens and which instances it has differ by design: the rules between are the same.
    const rules = (lines: string[] | undefined) =>
      (lines ?? []).filter((line) => !/^(bind|server|server-template|default-server) /.test(line));
    for (const [header, lines] of reference)
      if (header !== 'global') expect(rules(haproxySections.get(header)), header).toEqual(rules(lines));
    expect(binds.sort()).toEqual(
      [...reference.entries()]
        .filter(([header]) => header.startsWith('frontend '))
        .map(([, lines]) => Number(lines.find((line) => line.startsWith('bind '))!.match(/:(\d+)$/)![1]))
        .sort(),
    );
  });

  it('sends each backend to the deployable it names, at the port that deployable listens on', () => {
    const expected: Record<string, [DeployableName, string]> = {
      graph: ['graph', 'PORT'],
      portal: ['portal', 'PORT'],
      platform: ['platform', 'PLATFORM_PORT'],
      identity: ['platform', 'IDENTITY_PORT'],
      inbox: ['third-parties', 'INBOX_PORT'],
    };
    for (const [backend, [name, variable]] of Object.entries(expected)) {
      const lines = haproxySections.get(`backend ${backend}`) ?? [];
      const addresses = lines
        .map((line) => /^server(?:-template)? \S+ (?:\d+ )?(\S+):(\d+)/.exec(line))
        .filter((match) => match !== null);
      expect(addresses, `backend ${backend}: its servers`).not.toHaveLength(0);
      const service = ours.find((candidate) => candidate.name === name)!;
      for (const [, host, port] of addresses) {
        expect(host, `backend ${backend}`).toBe(service.serviceName);
        expect(Number(port)).toBe(deployables[name].listening(service.env).ports[variable]);
      }
    }
    const published = (composeFile.services.haproxy!.ports ?? []).map((port) => Number(port.split(':').at(-1)));
    for (const port of published) expect(binds).toContain(port);
  });

  // CI installs HAProxy (.ci/run): there the check runs, or fails; a machine without it skips it.
  it.runIf(spawnSync('haproxy', ['-v']).status === 0 || process.env.CI)('is accepted by HAProxy itself', () => {
    const dir = mkdtempSync(join(tmpdir(), 'compose-haproxy-'));
    try {
      writeFileSync(join(dir, 'haproxy.cfg'), haproxyFile);
      const checked = spawnSync('haproxy', ['-c', '-f', join(dir, 'haproxy.cfg')], { encoding: 'utf8' });
      expect(checked.stdout + checked.stderr).not.toMatch(/ALERT|WARNING/);
      expect(checked.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
