/**
 * `pnpm bench:uploads`: does a stream of job application uploads stall the portal? The portal is started as
 * `pnpm start` runs it (platform, graph and web in one process, PGlite in memory); `/health` is asked every
 * 50 ms, first for BENCH_UPLOAD_QUIET seconds (10) with nothing else, then for BENCH_UPLOAD_BUSY seconds (20)
 * while a 20 MB PDF is uploaded through the portal's port every BENCH_UPLOAD_EVERY seconds (2; 0: one after
 * another, as fast as they go), each to an application of its own. Prints both phases side by side; the goal
 * is a busy p99 within 1.2 × the quiet one (issue 46 asks it for one upload every 10 s; on earlier code the
 * platform wrote the chunks into the embedded database on the graph's event loop, and `/health` waited
 * seconds).
 */
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { percentile } from './load.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const UPLOAD_BYTES = 20 * 1024 * 1024;

function seconds(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  const value = raw ? Number(raw) : fallback;
  if (!Number.isFinite(value) || value < min || value > 600) throw new Error(`${name} must be between ${min} and 600`);
  return value;
}
const quietS = seconds('BENCH_UPLOAD_QUIET', 10, 1);
const busyS = seconds('BENCH_UPLOAD_BUSY', 20, 1);
const everyS = seconds('BENCH_UPLOAD_EVERY', 2, 0);
const probeEveryMs = 50;

/** The portal on free ports; resolves with its address and the platform's once it says it is ready. */
function startPortal(): Promise<{ url: string; platformUrl: string; stop: () => void }> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/portal.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      PLATFORM_PORT: String(port + 1),
      IDENTITY_PORT: '0',
      PAYMENTS_PORT: '0',
      PGLITE_DIR: 'memory',
      DATABASE_URL: '',
      METRICS: 'off',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the portal did not start within 120 s')), 120_000);
    child.once('exit', (code) => reject(new Error(`the portal exited with ${code}`)));
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      if (!chunk.includes('Club portal ready')) return;
      clearTimeout(timer);
      resolve({
        url: `http://127.0.0.1:${port}`,
        platformUrl: `http://127.0.0.1:${port + 1}`,
        stop: () => child.kill('SIGTERM'),
      });
    });
  });
}

/** `/health`'s latencies, asked every 50 ms for `durationS`. */
async function probeHealth(url: string, durationS: number): Promise<number[]> {
  const latencies: number[] = [];
  const end = Date.now() + durationS * 1000;
  while (Date.now() < end) {
    const started = performance.now();
    await (await fetch(`${url}/health`, { signal: AbortSignal.timeout(30_000) })).arrayBuffer();
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, probeEveryMs));
  }
  return latencies;
}

/** A draft application from an address of its own (applications per address and hour are limited). */
async function draft(platformUrl: string, index: number): Promise<{ url: string; token: string }> {
  const response = await fetch(`${platformUrl}/jobs/v1/postings/20434/applications`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.${index >> 8}.${index & 255}` },
    body: JSON.stringify({
      language: 'de',
      salutation: 'none',
      firstName: 'Kim',
      lastName: 'Berger',
      email: `bench-${Date.now()}-${index}@beispiel.example`,
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
  if (response.status !== 201) throw new Error(`starting an application answered ${response.status}`);
  return ((await response.json()) as { upload: { url: string; token: string } }).upload;
}

const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(UPLOAD_BYTES - 16, 0x20), Buffer.from('\n%%EOF\n')]);

/** One 20 MB upload through the portal's port; resolves with its status. */
function upload(portalUrl: string, target: { url: string; token: string }): Promise<number> {
  const { hostname, port } = new URL(portalUrl);
  return new Promise((resolve) => {
    const outgoing = request(
      {
        host: hostname,
        port,
        path: target.url,
        method: 'POST',
        headers: {
          'content-type': 'application/pdf',
          'content-length': String(UPLOAD_BYTES),
          'x-upload-token': target.token,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.on('error', () => resolve(0));
    outgoing.end(pdf);
  });
}

async function main(): Promise<void> {
  const portal = await startPortal();
  try {
    await probeHealth(portal.url, 2); // warm
    const quiet = await probeHealth(portal.url, quietS);
    let uploading = true;
    const statuses: number[] = [];
    const uploads = (async () => {
      for (let index = 1; uploading; index++) {
        const next = Date.now() + everyS * 1000;
        statuses.push(await upload(portal.url, await draft(portal.platformUrl, index)));
        while (uploading && Date.now() < next) await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const busy = await probeHealth(portal.url, busyS);
    uploading = false;
    await uploads;
    const stored = statuses.filter((status) => status === 201).length;
    const row = (name: string, values: number[]) =>
      `${name.padEnd(28)} ${String(values.length).padStart(6)} ${[0.5, 0.99]
        .map((p) => percentile(values, p).toFixed(1).padStart(9))
        .join(' ')} ${Math.max(...values)
        .toFixed(1)
        .padStart(9)}`;
    console.log(
      `\n/health every ${probeEveryMs} ms through the portal's port (pnpm start's topology, PGlite in memory)\n`,
    );
    console.log(
      `${'phase'.padEnd(28)} ${'probes'.padStart(6)} ${'p50 ms'.padStart(9)} ${'p99 ms'.padStart(9)} ${'max ms'.padStart(9)}`,
    );
    console.log(row(`quiet (${quietS} s)`, quiet));
    console.log(row(`20 MB uploads every ${everyS} s (${busyS} s)`, busy));
    const ratio = percentile(busy, 0.99) / percentile(quiet, 0.99);
    console.log(
      `\nuploads stored / refused: ${stored} / ${statuses.length - stored} (${((stored * 20) / busyS).toFixed(0)} MB/s)` +
        `\np99 busy / quiet: ${ratio.toFixed(2)} (goal ≤ 1.2: ${ratio <= 1.2 ? 'PASS' : 'FAIL'})`,
    );
  } finally {
    portal.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
