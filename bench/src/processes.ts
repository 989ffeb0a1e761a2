import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { stripVTControlCharacters } from 'node:util';

export interface ServerProcess {
  name: string;
  /** Origin the server listens on, e.g. http://127.0.0.1:41234. */
  url: string;
  pid: number;
  /** Lines the process printed after it was ready: how many, and the first few. */
  output(): { lines: number; first: string[] };
  /** Asks the process over its IPC channel (started with `ipc`) and resolves with its answer. */
  ask<T>(message: Record<string, unknown>, timeoutMs?: number): Promise<T>;
  stop(): Promise<void>;
}

export interface SpawnServerOptions {
  /** Names the process in errors, e.g. "graph". */
  name: string;
  /** A TypeScript entry point, run with tsx as the other workspace scripts are, or compiled JavaScript. */
  entry: string;
  /** Options for Node itself, e.g. --expose-gc. */
  nodeArgs?: string[];
  /** Opens an IPC channel to the process (see ask). */
  ipc?: boolean;
  cwd: string;
  env: Record<string, string>;
  /** How long the process may take to print its address. */
  readyTimeoutMs?: number;
}

// Both servers announce themselves as "… listening on http://127.0.0.1:<port>…"; port 0 avoids port races.
const listeningLine = /listening on (http:\/\/127\.0\.0\.1:\d+)/;
const keptLines = 5;

/**
 * Starts a server in its own Node process (so its memory and CPU time are its own) and resolves with its
 * address once it prints it. Its output is not echoed, since a server that logs per request would bury the
 * table: output before it is ready goes into the error if it fails to start, output afterwards is counted.
 */
export function spawnServer(options: SpawnServerOptions): Promise<ServerProcess> {
  const loader = options.entry.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...loader, options.entry], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: options.ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  let asked = 0;
  const ask = <T>(message: Record<string, unknown>, timeoutMs = 30_000) =>
    new Promise<T>((resolve, reject) => {
      if (!child.send) return reject(new Error(`${options.name} has no IPC channel`));
      const id = ++asked;
      const timer = setTimeout(() => {
        child.off('message', listen);
        reject(new Error(`${options.name} did not answer within ${timeoutMs} ms`));
      }, timeoutMs);
      const listen = (answer: unknown) => {
        if ((answer as { id?: number } | null)?.id !== id) return;
        clearTimeout(timer);
        child.off('message', listen);
        resolve(answer as T);
      };
      child.on('message', listen);
      child.send({ ...message, id });
    });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let ready = false;
  const startup: string[] = [];
  const after = { lines: 0, first: [] as string[] };
  const collect = (text: string) => {
    // Loggers colour their output; the escape codes would garble the report.
    const line = stripVTControlCharacters(text);
    if (!ready) {
      startup.push(line);
      if (startup.length > 40) startup.shift();
    } else if (after.lines++ < keptLines) after.first.push(line);
  };
  createInterface({ input: child.stderr! }).on('line', collect);
  const stdout = createInterface({ input: child.stdout! });
  const failure = (reason: string) =>
    new Error([`${options.name} ${reason}; its last output:`, ...startup.map((l) => `  ${l}`)].join('\n'));

  const exitWithin = (ms: number) =>
    new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), ms);
      void exited.then(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  // SIGTERM lets the server close its connections; a server that hangs is killed after 5 s.
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    if (await exitWithin(5000)) return;
    child.kill('SIGKILL');
    await exitWithin(2000);
  };

  const readyTimeoutMs = options.readyTimeoutMs ?? 60_000;
  return new Promise<ServerProcess>((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(failure(`did not report its address within ${readyTimeoutMs} ms`));
    }, readyTimeoutMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (!ready) reject(failure(`exited before it was ready (${signal ?? `code ${code}`})`));
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    stdout.on('line', (line) => {
      const match = listeningLine.exec(line);
      if (ready || !match?.[1] || child.pid === undefined) return collect(line);
      ready = true;
      clearTimeout(timer);
      resolve({ name: options.name, url: match[1], pid: child.pid, output: () => after, ask, stop });
    });
  });
}

/** The resident set size of a process in bytes, from /proc (Linux); undefined where there is none. */
export function rssBytes(pid: number): number | undefined {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match?.[1] ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * CPU time a process has used so far, in milliseconds (user + system), from /proc/<pid>/stat. The kernel
 * counts in USER_HZ ticks, which Linux fixes at 100 per second for user space.
 */
export function cpuMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces, so count fields from its closing parenthesis: state is field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[14 - 3]) + Number(fields[15 - 3]);
    return Number.isFinite(ticks) ? ticks * 10 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * CPU time all processes of the machine have used since boot, in milliseconds (every state but idle and
 * iowait, summed over the CPUs), from /proc/stat; with the servers' own time it tells how much of a run
 * other processes took.
 */
export function machineBusyMs(): number | undefined {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const [user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number);
    const ticks = [user, nice, system, irq, softirq, steal].reduce<number>((total, value) => total + (value ?? 0), 0);
    return Number.isFinite(ticks) ? ticks * 10 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * How long this machine takes for a fixed piece of a server's work: JSON.parse and JSON.stringify of a 20 KB
 * list answer (event names with an en dash, as the ticket list's), 1 000 times; the median of five tries, in
 * milliseconds. Ratios are measured side by side and hold across machines, but a run's absolute figures (CPU
 * per request, throughput) are comparable with another run's only on a machine as fast: this says whether it
 * was. A shared host's speed moves from day to day (BENCHMARKS.md notes a run that took three times the CPU).
 */
export function fixedWorkloadMs(): number {
  const list = Array.from({ length: 40 }, (_, i) => ({
    id: 100_000 + i,
    event: { name: `Club – Gegner ${i}`, kickOff: new Date(Date.UTC(2026, 11, 1 + i, 18, 30)).toISOString() },
    seat: { block: `Block ${i % 12}`, row: String(i % 30), seat: String(i) },
    price: { amount: 1990 + i * 10, currency: 'EUR' },
    barcode: `${i}`.padStart(24, '0'),
    status: i % 3 === 0 ? 'TRANSFERRED' : 'VALID',
  }));
  const text = JSON.stringify({ items: list, totalCount: list.length });
  const tries: number[] = [];
  for (let attempt = 0; attempt < 5; attempt++) {
    const started = performance.now();
    for (let i = 0; i < 1000; i++) JSON.stringify(JSON.parse(text));
    tries.push(performance.now() - started);
  }
  return tries.sort((a, b) => a - b)[2]!;
}

/** Samples a process's RSS every few hundred milliseconds until stopped; stop() answers the largest sample. */
export function sampleRss(pid: number, everyMs = 200): { stop(): number | undefined } {
  let max: number | undefined;
  const sample = () => {
    const rss = rssBytes(pid);
    if (rss !== undefined) max = Math.max(max ?? 0, rss);
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return max;
    },
  };
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
