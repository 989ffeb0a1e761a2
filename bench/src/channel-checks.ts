/**
 * What the graph's channel checks (graph/src/channels/plugin.ts, docs/channels.md) cost one request of the public
 * shop screen: the same code the graph runs per request (which channel, its published document, the cost taken
 * from its bucket, the usage counted, the cost added to the answer and written with it), run on a real request many
 * times over. `pnpm bench` prints it against the graph's CPU per request on that screen,
 * measured in the same run (issue 40: under 5 %). It runs in a process of its own: the benchmark's process also
 * hosts the platform, whose work would be counted as the checks'.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse, type DocumentNode } from 'graphql';
import { inProcessBudgets } from '../../graph/src/channels/budget.ts';
import type { ChannelDirectory, ChannelEntry } from '../../graph/src/channels/directory.ts';
import { Channels } from '../../graph/src/channels/plugin.ts';
import { ChannelUsage } from '../../graph/src/channels/usage.ts';
import type { RequestContext } from '../../graph/src/context.ts';
import { costWeights } from '../../graph/src/hardening/limits.ts';
import { buildSchema } from '../../graph/src/schema.ts';
import type { Report, ScreenResult } from './report.ts';
import { trustedDocuments } from './persisted-queries.ts';
import type { Screen } from './screens.ts';

type ExecuteHook = (payload: unknown) => Promise<{ onExecuteDone?: (payload: unknown) => void } | void>;

/** Microseconds of channel checks per request of `documentId` (an anonymous web visitor's). */
export async function channelChecksMicros(
  documents: Record<string, string>,
  documentId: string,
  variables: Record<string, unknown>,
  answer: string,
): Promise<number> {
  const schema = buildSchema();
  const web: ChannelEntry = {
    name: 'web',
    displayName: 'web',
    ownerAccountId: null,
    publicClientId: 'club-web',
    // Tens of thousands of rounds in a second: a budget they cannot spend, so every round is served.
    budget: { capacity: 1e12, restoreRate: 1e12 },
    mayMutate: true,
    revoked: false,
    activeVersions: ['bench'],
    documents: new Map(Object.entries(documents)),
  };
  const directory = {
    loaded: true,
    ready: () => Promise.resolve(),
    channel: (name: string) => (name === 'web' ? web : undefined),
    ofPublicClient: () => undefined,
  } as unknown as ChannelDirectory;
  const usage = new ChannelUsage(() => schema);
  const refuse = () => Promise.reject(new Error('no tokens in this measurement'));
  const channels = new Channels({
    directory,
    budgets: inProcessBudgets(),
    verifyChannelToken: refuse,
    verifyPersonToken: refuse,
    usage,
    weights: costWeights,
    required: true,
    defaultChannel: 'web',
  });
  const onExecute = channels.plugin().onExecute as unknown as ExecuteHook;
  const document: DocumentNode = parse(documents[documentId]!);
  const data = JSON.parse(answer) as { data: unknown };
  const compiledStringify = (result: Record<string, unknown>) => JSON.stringify(result);
  // The graph has each request's Request object anyway: they are made before the measurement, not in it.
  const requests: Request[] = [];
  const once = async () => {
    const request = requests.pop()!;
    const text = await channels.document(documentId, request);
    if (!text) throw new Error(`${documentId} is not published`);
    const context = { request, viewer: { kind: 'anonymous', credentials: 'none' }, clientAddress: '127.0.0.1' };
    const hooks = await onExecute({
      args: {
        contextValue: context as unknown as RequestContext,
        document,
        operationName: null,
        variableValues: variables,
        schema,
      },
      setResultAndStopExecution: () => {
        throw new Error('refused');
      },
    });
    let written = '';
    hooks?.onExecuteDone?.({
      result: { ...data, stringify: compiledStringify },
      setResult: (result: { stringify: (value: unknown) => string }) => (written = result.stringify(result)),
    });
    return written.length;
  };
  // The answer is written without the checks too: that part of a round is measured on its own and taken off.
  const plain = () => Promise.resolve(compiledStringify(data as Record<string, unknown>).length);
  const cpuMicros = async (work: () => Promise<number>, rounds: number) => {
    let sink = 0;
    const started = process.cpuUsage();
    for (let i = 0; i < rounds; i++) sink += await work();
    const used = process.cpuUsage(started);
    if (sink < 0) throw new Error('unreachable');
    return (used.user + used.system) / rounds;
  };
  const made = (count: number) => {
    for (let i = 0; i < count; i++)
      requests.push(new Request('http://graph/graphql', { headers: { 'x-club-channel': 'web' } }));
  };
  made(2000);
  await cpuMicros(once, 2000); // warm-up: V8 compiles the hot paths, as in the graph
  await cpuMicros(plain, 2000);
  made(20_000);
  const withChecks = await cpuMicros(once, 20_000);
  const writingAlone = await cpuMicros(plain, 20_000);
  usage.close();
  return Math.max(0, withChecks - writingAlone);
}

/** The checks' cost on the public shop screen, beside the graph's CPU per request measured on it in this run. */
export async function measureChannelChecks(
  screenList: Screen[],
  results: ScreenResult[],
  graphUrl: string,
  repoRoot: string,
): Promise<Report['channelChecks']> {
  const screen = screenList.find((candidate) => candidate.name === 'shop');
  const graphCpuMsPerRequest = results.find((result) => result.name === 'shop')?.graph.throughput.cpuMsPerRequest;
  if (!screen || !graphCpuMsPerRequest) return undefined;
  const target = screen.graph(graphUrl);
  const sent = JSON.parse(target.body!) as { documentId: string; variables: Record<string, unknown> };
  const answer = await fetch(graphUrl + target.path, {
    method: target.method,
    headers: target.headers,
    body: target.body,
  });
  const directory = mkdtempSync(join(tmpdir(), 'club-channel-checks-'));
  const input = join(directory, 'input.json');
  writeFileSync(input, JSON.stringify({ documents: trustedDocuments(repoRoot), ...sent, answer: await answer.text() }));
  try {
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), input], {
        cwd: repoRoot,
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.on('close', (code) => (code === 0 ? resolve(text) : reject(new Error(`channel checks exited ${code}`))));
    });
    const microsPerRequest = (JSON.parse(output.trim().split('\n').at(-1)!) as { micros: number }).micros;
    return { microsPerRequest, graphCpuMsPerRequest, percent: (microsPerRequest / 1000 / graphCpuMsPerRequest) * 100 };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const input = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as {
    documents: Record<string, string>;
    documentId: string;
    variables: Record<string, unknown>;
    answer: string;
  };
  const micros = await channelChecksMicros(input.documents, input.documentId, input.variables, input.answer);
  process.stdout.write(`${JSON.stringify({ micros })}\n`);
}
