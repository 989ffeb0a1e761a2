/**
 * The live scenario of `pnpm bench` (issue #17): a thousand fans follow the first team's running match.
 *
 * - subscription: each fan holds one `matchUpdated` subscription over SSE; the graph polls the ticker feed
 *   once per interval (5 s while the ticker is active) and pushes every change to all of them;
 * - polling, the seed portal's design and the baseline: each fan asks the graph for the ticker every 5 s
 *   (the `liveTicker` query, through the graph's shared cache).
 *
 * Both run against the same graph process in one run, each for BENCH_LIVE_DURATION seconds (30), the match
 * held running by the platform's simulator. Reported side by side: upstream polls of the feed per interval
 * (goal for subscriptions: 1, whatever the number of fans), how long after the platform answered a poll
 * the fans had the change (p50, p99; for polling, how stale a fan's view gets), the graph's CPU per
 * second and its RSS per 1 000 fans above the idle process.
 */
import { setMaxListeners } from 'node:events';
import { Agent, request } from 'undici';
import { percentile } from './load.ts';
import { cpuMs, delay, rssBytes } from './processes.ts';
import { nextEvents, openLiveStream } from './sse.ts';

export interface LiveModeResult {
  fans: number;
  durationS: number;
  /** Intervals of the feed's cadence (5 s while active) in the measurement. */
  intervals: number;
  upstreamPolls: number;
  upstreamPollsPerInterval: number;
  /** Requests the fans made to the graph (1 per fan for subscriptions). */
  graphRequests: number;
  /** From the platform answering a poll with a change to a fan having it, over all fans and changes. */
  deliveryP50Ms: number | null;
  deliveryP99Ms: number | null;
  /** Changes each fan received (should be the same for every fan). */
  updatesPerFan: number;
  graphCpuMsPerSecond: number | null;
  graphRssPer1000FansMB: number | null;
  failed: number;
}

export interface LiveResult {
  subscription: LiveModeResult;
  polling: LiveModeResult;
}

export interface LiveBenchTarget {
  platformUrl: string;
  graphUrl: string;
  graphPid: number;
  /** When the platform answered each ticker feed request (performance.now() of this process). */
  feedAnswers: number[];
  /** Persisted document ids of the bench's live documents. */
  documents: { subscription: string; query: string };
}

export const TEAM = 159;
export const INTERVAL_MS = 5000;

/**
 * Plays the first team's match from the first minute at a minute of play per 5-second poll (speed 12), so
 * each interval brings a change (the minute, and now and then an event) for the fans to receive.
 */
export async function runMatch(platformUrl: string): Promise<void> {
  const response = await fetch(`${platformUrl}/dev/match-simulator/${TEAM}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ speed: 12, atSecond: 5 * 60 + 30 }),
  });
  if (response.status !== 200) throw new Error(`the match simulator answered ${response.status}`);
}

/** Which poll a change came from: the platform's latest answer before the fan had it. */
export function deliveryMs(answers: readonly number[], receivedAt: number): number | null {
  let latest: number | undefined;
  for (const at of answers) if (at <= receivedAt) latest = at;
  return latest === undefined ? null : receivedAt - latest;
}

async function measure(
  target: LiveBenchTarget,
  idleRss: number | undefined,
  fans: number,
  durationS: number,
  run: (signal: AbortSignal, onChange: (fan: number, at: number) => void, onFailure: () => void) => Promise<number>,
): Promise<LiveModeResult> {
  await runMatch(target.platformUrl);
  const controller = new AbortController();
  // Every fan's request listens to this one signal.
  setMaxListeners(0, controller.signal);
  const changes: { fan: number; at: number }[] = [];
  let failed = 0;
  // Fans join over the first two seconds, as an audience does, then everyone follows for the duration.
  const running = run(
    controller.signal,
    (fan, at) => changes.push({ fan, at }),
    () => failed++,
  );
  await delay(2500);
  const answersBefore = target.feedAnswers.length;
  const changesBefore = changes.length;
  const cpuBefore = cpuMs(target.graphPid);
  const started = performance.now();
  let rssMax = 0;
  const sampler = setInterval(() => (rssMax = Math.max(rssMax, rssBytes(target.graphPid) ?? 0)), 500);
  await delay(durationS * 1000);
  clearInterval(sampler);
  const elapsed = performance.now() - started;
  const cpuAfter = cpuMs(target.graphPid);
  const measured = changes.slice(changesBefore);
  const answers = target.feedAnswers.slice(answersBefore);
  controller.abort();
  const graphRequests = await running;
  const intervals = elapsed / INTERVAL_MS;
  const deliveries = measured.flatMap(({ at }) => deliveryMs(target.feedAnswers, at) ?? []);
  const perFan = new Map<number, number>();
  for (const { fan } of measured) perFan.set(fan, (perFan.get(fan) ?? 0) + 1);
  return {
    fans,
    durationS: elapsed / 1000,
    intervals,
    upstreamPolls: answers.length,
    upstreamPollsPerInterval: answers.length / intervals,
    graphRequests,
    deliveryP50Ms: deliveries.length ? percentile(deliveries, 0.5) : null,
    deliveryP99Ms: deliveries.length ? percentile(deliveries, 0.99) : null,
    updatesPerFan: perFan.size ? measured.length / fans : 0,
    graphCpuMsPerSecond:
      cpuBefore === undefined || cpuAfter === undefined ? null : (cpuAfter - cpuBefore) / (elapsed / 1000),
    graphRssPer1000FansMB:
      idleRss === undefined || rssMax === 0 ? null : ((rssMax - idleRss) / 2 ** 20) * (1000 / fans),
    failed,
  };
}

/** Every fan's subscription, one SSE stream each; a change is an event whose ticker differs from the last. */
function subscriptionFans(target: LiveBenchTarget, fans: number, agent: Agent) {
  return async (signal: AbortSignal, onChange: (fan: number, at: number) => void, onFailure: () => void) => {
    const body = JSON.stringify({ documentId: target.documents.subscription, variables: { teamId: TEAM } });
    await Promise.all(
      Array.from({ length: fans }, async (_, fan) => {
        await delay((fan / fans) * 2000);
        try {
          // Each fan from an address of its own, as through the balancer.
          const response = await openLiveStream(target.graphUrl, body, fan, agent, signal);
          if (response.statusCode !== 200) {
            onFailure();
            return;
          }
          const events = nextEvents(response.body);
          // The first event is the present state, sent on subscribing: not a change.
          await events.next();
          while (!(await events.next()).done) onChange(fan, performance.now());
        } catch {
          if (!signal.aborted) onFailure();
        }
      }),
    );
    return fans;
  };
}

/** Every fan asking for the ticker every 5 s; a change is an answer whose ticker differs from the fan's last. */
function pollingFans(target: LiveBenchTarget, fans: number, agent: Agent) {
  return async (signal: AbortSignal, onChange: (fan: number, at: number) => void, onFailure: () => void) => {
    let requests = 0;
    const search = new URLSearchParams({
      documentId: target.documents.query,
      variables: JSON.stringify({ teamId: TEAM }),
    });
    await Promise.all(
      Array.from({ length: fans }, async (_, fan) => {
        // Spread over the interval, as independent browsers are.
        await delay((fan / fans) * INTERVAL_MS);
        let last: string | undefined;
        while (!signal.aborted) {
          const sent = performance.now();
          try {
            requests++;
            const response = await request(`${target.graphUrl}/graphql?${search}`, {
              dispatcher: agent,
              headers: { 'x-graphql-yoga-csrf': '1', accept: 'application/json' },
              signal,
            });
            const text = await response.body.text();
            if (response.statusCode !== 200) onFailure();
            else if (last !== undefined && text !== last) onChange(fan, performance.now());
            last = text;
          } catch {
            if (!signal.aborted) onFailure();
          }
          await delay(Math.max(0, INTERVAL_MS - (performance.now() - sent)));
        }
      }),
    );
    return requests;
  };
}

export async function benchLive(target: LiveBenchTarget, fans: number, durationS: number): Promise<LiveResult> {
  const agent = new Agent({ connections: fans + 50, pipelining: 0, keepAliveTimeout: 60_000 });
  // The graph's RSS before any fan came: what each design adds is measured from it.
  const idleRss = rssBytes(target.graphPid);
  try {
    const subscription = await measure(target, idleRss, fans, durationS, subscriptionFans(target, fans, agent));
    // Let the subscriptions' streams close and the graph settle before the baseline.
    await delay(3000);
    const polling = await measure(target, idleRss, fans, durationS, pollingFans(target, fans, agent));
    return { subscription, polling };
  } finally {
    await agent.close();
  }
}

const fixed = (value: number | null, digits = 1) => (value === null ? 'n/a' : value.toFixed(digits));

/** The scenario as a table: each measure, the two designs side by side. */
export function liveTable(result: LiveResult): string {
  const rows: [string, (mode: LiveModeResult) => string][] = [
    ['fans', (m) => String(m.fans)],
    ['upstream polls per 5 s interval', (m) => fixed(m.upstreamPollsPerInterval, 2)],
    ['graph requests', (m) => String(m.graphRequests)],
    ['changes per fan', (m) => fixed(m.updatesPerFan, 1)],
    ['delivery after the poll, p50 (ms)', (m) => fixed(m.deliveryP50Ms, 0)],
    ['delivery after the poll, p99 (ms)', (m) => fixed(m.deliveryP99Ms, 0)],
    ['graph CPU (ms per s)', (m) => fixed(m.graphCpuMsPerSecond, 0)],
    ['graph RSS per 1 000 fans (MB)', (m) => fixed(m.graphRssPer1000FansMB, 1)],
    ['failed', (m) => String(m.failed)],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  return [
    `${'live: 1 000 fans follow a running match'.padEnd(width)} | subscription (SSE) | polling (baseline)`,
    ...rows.map(
      ([name, value]) =>
        `${name.padEnd(width)} | ${value(result.subscription).padStart(18)} | ${value(result.polling).padStart(18)}`,
    ),
  ].join('\n');
}
