/**
 * Keeps a topology's processes running, as an orchestrator would: each instance is a process of its own on a
 * fixed address (so the load balancer's configuration never changes), started again after it dies, with a
 * growing pause when it keeps dying. An instance is up once its health URL answers 200.
 */
import { spawn, type ChildProcess } from 'node:child_process';

export interface InstanceSpec {
  /** g1, p1, … : the name HAProxy and the logs know it by. */
  name: string;
  kind: 'graph' | 'portal' | 'platform' | 'third-parties' | 'haproxy';
  command: string;
  args: readonly string[];
  env: NodeJS.ProcessEnv;
  /** Answers 200 once the instance serves; absent: up once started. */
  healthUrl?: string | undefined;
  /** The environment of its later starts, when it differs from the first (the match simulation starts once). */
  restartEnv?: NodeJS.ProcessEnv;
}

export interface InstanceState {
  name: string;
  kind: InstanceSpec['kind'];
  pid: number | undefined;
  /** How many times it was started again after it died. */
  restarts: number;
  up: boolean;
}

const RESTART_PAUSES_MS = [500, 1000, 2000, 5000, 10_000];
/** An instance that ran this long before it died starts again after the shortest pause. */
const STEADY_MS = 30_000;

export class Instance {
  private child: ChildProcess | undefined;
  private restarts = 0;
  private failuresInARow = 0;
  private startedAt = 0;
  private up = false;
  private stopping = false;
  private restartTimer: NodeJS.Timeout | undefined;

  constructor(
    readonly spec: InstanceSpec,
    private readonly log: (line: string) => void,
  ) {}

  get state(): InstanceState {
    return { name: this.spec.name, kind: this.spec.kind, pid: this.child?.pid, restarts: this.restarts, up: this.up };
  }

  /** Starts the process and waits until it is healthy (or throws when it exits or does not get there in time). */
  async start(timeoutMs = 90_000): Promise<void> {
    const env = this.restarts > 0 && this.spec.restartEnv ? this.spec.restartEnv : this.spec.env;
    const child = spawn(this.spec.command, [...this.spec.args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    this.startedAt = Date.now();
    this.up = false;
    const prefix = `[${this.spec.name}] `;
    const relay = (chunk: string) => {
      for (const line of chunk.split('\n')) if (line.trim()) this.log(prefix + line);
    };
    child.stdout!.setEncoding('utf8').on('data', relay);
    child.stderr!.setEncoding('utf8').on('data', relay);
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code, signal) => reject(new Error(`${this.spec.name} exited (${signal ?? code})`))),
    );
    exited.catch(() => undefined);
    child.once('exit', (code, signal) => this.onExit(child, code, signal));
    await Promise.race([this.waitHealthy(child, timeoutMs), exited]);
    this.up = true;
  }

  /** Stops it for good: SIGTERM (a graph drains), SIGKILL after the grace period. */
  async stop(graceMs = 25_000): Promise<void> {
    this.stopping = true;
    clearTimeout(this.restartTimer);
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  }

  private async waitHealthy(child: ChildProcess, timeoutMs: number): Promise<void> {
    const url = this.spec.healthUrl;
    if (!url) return;
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) return; // the exit rejects the race
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
        await response.body?.cancel();
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`${this.spec.name} was not healthy at ${url} within ${timeoutMs / 1000} s`);
  }

  private onExit(child: ChildProcess, code: number | null, signal: NodeJS.Signals | null) {
    if (child !== this.child) return;
    this.up = false;
    if (this.stopping) return;
    const ranMs = Date.now() - this.startedAt;
    this.failuresInARow = ranMs >= STEADY_MS ? 0 : this.failuresInARow + 1;
    const pause = RESTART_PAUSES_MS[Math.min(this.failuresInARow, RESTART_PAUSES_MS.length - 1)]!;
    this.log(`${this.spec.name} (pid ${child.pid}) exited (${signal ?? code}); starting it again in ${pause} ms`);
    this.restartTimer = setTimeout(() => {
      this.restarts++;
      this.start().then(
        () => this.log(`${this.spec.name} is up again (pid ${this.child?.pid})`),
        (error: unknown) => this.log(`${this.spec.name} did not come back: ${(error as Error).message}`),
      );
    }, pause);
  }
}
