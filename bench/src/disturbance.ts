/**
 * What `pnpm load` adds to its page traffic in its disturbed windows (issue 46): live streams opened and dropped
 * at a rate (each held a moment, then closed or reset, as phones leave a page or lose the network), a 20 MB job
 * application upload at an interval, and `/health` asked throughout. The run alternates quiet and disturbed
 * windows, so the page p99 and the `/health` latency of both are measured side by side in one run.
 *
 * The streams and uploads come from a process of their own (`DisturbanceProcess`, this file run as a script):
 * pumping 20 MB from the measuring process would delay its own clock and inflate the very latencies it reads.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Agent, request } from 'undici';
import { delay } from './processes.ts';

export interface DisturbanceOptions {
  graphUrl: string;
  platformUrl: string;
  repoRoot: string;
  /** Streams opened (and dropped) per minute. */
  churnPerMinute: number;
  /** Seconds between two 20 MB uploads. */
  uploadEveryS: number;
}

export interface DisturbanceCounts {
  streamsOpened: number;
  streamsRefused: number;
  streamsFailed: number;
  uploadsStored: number;
  uploadsFailed: number;
}

const UPLOAD_BYTES = 20 * 1024 * 1024;

/** The live video's subscription as the web app sends it (its persisted document id). */
function liveVideoDocumentId(repoRoot: string): string {
  const documents = JSON.parse(readFileSync(join(repoRoot, 'persisted-queries.json'), 'utf8')) as Record<
    string,
    string
  >;
  const id = Object.keys(documents).find((key) =>
    documents[key]!.startsWith('subscription liveSubscriptionsVideoSubscription'),
  );
  if (!id) throw new Error('no persisted live video subscription');
  return id;
}

/** Streams, uploads and their counts; `start` and `stop` switch them on and off between windows. */
export class Disturbance {
  readonly counts: DisturbanceCounts = {
    streamsOpened: 0,
    streamsRefused: 0,
    streamsFailed: 0,
    uploadsStored: 0,
    uploadsFailed: 0,
  };
  private running = false;
  private loops: Promise<void>[] = [];
  private readonly documentId: string;
  // Each stream its own connection: a dropped stream closes it, as a phone's does.
  private readonly agent = new Agent({ pipelining: 0, keepAliveTimeout: 1 });
  private applicant = 0;

  constructor(private readonly options: DisturbanceOptions) {
    this.documentId = liveVideoDocumentId(options.repoRoot);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loops = [this.churn(), this.uploads()];
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  async close(): Promise<void> {
    await this.stop();
    await this.agent.close();
  }

  private async churn(): Promise<void> {
    const everyMs = 60_000 / this.options.churnPerMinute;
    const open = new Set<Promise<void>>();
    for (let i = 0; this.running; i++) {
      const stream = this.oneStream(i).finally(() => open.delete(stream));
      open.add(stream);
      await this.pause(everyMs);
    }
    await Promise.all(open);
  }

  /** One subscriber: subscribes, reads the first event, stays 0.5–3 s, then closes; every fifth resets. */
  private async oneStream(index: number): Promise<void> {
    const controller = new AbortController();
    try {
      const response = await request(`${this.options.graphUrl}/graphql`, {
        method: 'POST',
        dispatcher: this.agent,
        headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify({ documentId: this.documentId, variables: {} }),
        signal: controller.signal,
      });
      if (response.statusCode === 429) {
        this.counts.streamsRefused++;
        await response.body.dump();
        return;
      }
      if (response.statusCode !== 200) throw new Error(`status ${response.statusCode}`);
      this.counts.streamsOpened++;
      const held = delay(500 + ((index * 7919) % 2500));
      for await (const chunk of response.body) {
        if (String(chunk).includes('event: next')) break;
      }
      await held;
      if (index % 5 === 0) response.body.destroy(new Error('reset'));
      controller.abort();
    } catch (error) {
      if ((error as Error).name !== 'AbortError') this.counts.streamsFailed++;
    }
  }

  /** Waits, in short steps so that a stop is not kept waiting for the next turn. */
  private async pause(ms: number): Promise<void> {
    const until = Date.now() + ms;
    while (this.running && Date.now() < until) await delay(Math.min(250, until - Date.now()));
  }

  private async uploads(): Promise<void> {
    while (this.running) {
      const next = Date.now() + this.options.uploadEveryS * 1000;
      await this.oneUpload().then(
        (stored) => (stored ? this.counts.uploadsStored++ : this.counts.uploadsFailed++),
        () => this.counts.uploadsFailed++,
      );
      await this.pause(next - Date.now());
    }
  }

  /** An application's draft, then its one 20 MB PDF streamed 256 KB at a time, as a browser sends it. */
  private async oneUpload(): Promise<boolean> {
    this.applicant++;
    // Each applicant from an address of their own (the platform trusts loopback's X-Forwarded-For).
    const from = `198.18.${Math.floor(this.applicant / 250) % 250}.${this.applicant % 250}`;
    const start = await request(`${this.options.platformUrl}/jobs/v1/postings/20434/applications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify({
        language: 'de',
        salutation: 'none',
        firstName: 'Last',
        lastName: 'Probe',
        email: `last-${Date.now()}-${this.applicant}@beispiel.example`,
        mobile: '+49 160 9876543',
        street: 'Hafenstraße',
        number: '12',
        country: 'DEU',
        zip: '12347',
        city: 'Südstadt',
        birthday: '2001-09-30',
        startDate: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
        hasNoticePeriod: false,
        severelyDisabled: false,
        privacyConsent: true,
        retentionConsent: true,
      }),
    });
    if (start.statusCode !== 201) {
      await start.body.dump();
      return false;
    }
    const draft = (await start.body.json()) as { upload: { url: string; token: string } };
    const url = new URL(this.options.platformUrl + draft.upload.url);
    return new Promise<boolean>((resolve) => {
      const upload = httpRequest({
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          'content-type': 'application/pdf',
          'content-length': String(UPLOAD_BYTES),
          'x-upload-token': draft.upload.token,
          'x-forwarded-for': from,
        },
      });
      upload.on('response', (response) => {
        response.resume();
        resolve(response.statusCode === 201);
      });
      upload.on('error', () => resolve(false));
      const chunk = Buffer.alloc(256 * 1024, 0x20);
      const head = Buffer.from('%PDF-1.4\n');
      const tail = Buffer.from('\n%%EOF\n');
      let sent = 0;
      const pump = () => {
        while (sent < UPLOAD_BYTES) {
          const size = Math.min(chunk.length, UPLOAD_BYTES - sent);
          const part =
            sent === 0
              ? Buffer.concat([head, chunk.subarray(head.length, size)])
              : sent + size === UPLOAD_BYTES
                ? Buffer.concat([chunk.subarray(0, size - tail.length), tail])
                : chunk.subarray(0, size);
          sent += size;
          if (!upload.write(part)) return void upload.once('drain', pump);
        }
        upload.end();
      };
      pump();
    });
  }
}

/** `/health` asked every `everyMs` while `running()`; its latencies, each tagged with the window it fell in. */
export async function probeHealth(
  graphUrl: string,
  everyMs: number,
  running: () => boolean,
  record: (latencyMs: number) => void,
): Promise<void> {
  while (running()) {
    const started = performance.now();
    try {
      const response = await request(`${graphUrl}/health`, { signal: AbortSignal.timeout(10_000) });
      await response.body.dump();
      if (response.statusCode === 200) record(performance.now() - started);
    } catch {
      record(10_000);
    }
    await delay(everyMs);
  }
}

type Command = { start: DisturbanceOptions } | { stop: true } | { close: true };
type Report = { counts: DisturbanceCounts; stopped?: true; closed?: true };

/** The disturbance in a child process, switched on and off over IPC. */
export class DisturbanceProcess {
  private counts: DisturbanceCounts = {
    streamsOpened: 0,
    streamsRefused: 0,
    streamsFailed: 0,
    uploadsStored: 0,
    uploadsFailed: 0,
  };
  private running = false;
  private readonly child: ChildProcess;
  private waiting: ((report: Report) => void) | undefined;

  constructor(private readonly options: DisturbanceOptions) {
    this.child = fork(fileURLToPath(import.meta.url), [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child.on('message', (report: Report) => {
      this.counts = report.counts;
      this.waiting?.(report);
    });
  }

  get totals(): DisturbanceCounts {
    return this.counts;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.child.send({ start: this.options } satisfies Command);
  }

  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    await this.ask({ stop: true });
  }

  async close(): Promise<void> {
    await this.stop();
    await this.ask({ close: true });
    this.child.disconnect();
  }

  private ask(command: Command): Promise<Report> {
    return new Promise((resolve) => {
      this.waiting = resolve;
      this.child.send(command);
    });
  }
}

// Run as the child: obeys the parent's commands and reports its counts after each.
if (process.argv[1] === fileURLToPath(import.meta.url) && process.send) {
  let disturbance: Disturbance | undefined;
  process.on('message', (command: Command) => {
    void (async () => {
      if ('start' in command) {
        disturbance ??= new Disturbance(command.start);
        disturbance.start();
        return;
      }
      if ('stop' in command) {
        await disturbance?.stop();
        process.send!({ counts: disturbance?.counts, stopped: true });
        return;
      }
      await disturbance?.close();
      process.send!({ counts: disturbance?.counts, closed: true }, () => process.exit(0));
    })();
  });
}
