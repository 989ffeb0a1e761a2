/**
 * The graph as `pnpm load` and `pnpm soak` run it: graph/src/main.ts plus a diagnostics channel to the
 * parent process (IPC, so nothing is exposed over HTTP). The parent asks for samples of the heap and the
 * event-loop delay, optionally after a full garbage collection (Node started with --expose-gc), to tell
 * whether memory returns to its warm level after the load.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startGraph } from '../../graph/src/index.ts';

export interface Sample {
  id: number;
  heapUsedMB: number;
  rssMB: number;
  /** Event-loop delay since the last sample that reset it, in milliseconds. */
  eventLoopDelay: { p50: number; p99: number; max: number };
}

const graph = await startGraph({}, { host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
console.log(`Graph listening on ${graph.url}/graphql`);

const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
const mb = (bytes: number) => bytes / 2 ** 20;
const ms = (ns: number) => ns / 1e6;

process.on('message', (message: { id: number; gc?: boolean; reset?: boolean }) => {
  const collect = (globalThis as { gc?: () => void }).gc;
  // Twice: the first collection may only free what finalisers then release.
  if (message.gc && collect) for (let i = 0; i < 2; i++) collect();
  const memory = process.memoryUsage();
  const sample: Sample = {
    id: message.id,
    heapUsedMB: mb(memory.heapUsed),
    rssMB: mb(memory.rss),
    eventLoopDelay: { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) },
  };
  if (message.reset) delay.reset();
  process.send?.(sample);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void graph.close().then(() => process.exit(0)));
}
