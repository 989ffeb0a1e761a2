/**
 * One channel past its budget never slows another (issue 40, docs/channels.md): two channels run the public shop
 * screen's document with their own tokens. The quiet one is measured at a fixed rate alone, then again while the
 * noisy one sends at a rate far above its budget, so that most of its requests are refused (429). Its latency
 * beside the noisy one is printed against its latency alone, measured in the same run.
 */
import { channelAccessToken } from '@club/graph';
import { ChannelRegistry, type RunningPlatform } from '@club/platform';
import { signIn } from '@club/platform/testing';
import { DEMO_PASSWORD } from '@club/platform';
import { openLoop, percentile } from './load.ts';
import type { Target } from './load.ts';

export interface ChannelIsolationResult {
  rate: number;
  durationS: number;
  quietAlone: { p50: number; p99: number; failed: number };
  quietBeside: { p50: number; p99: number; failed: number };
  noisy: { rate: number; sent: number; refused: number; budget: { capacity: number; restoreRate: number } };
}

const NOISY_BUDGET = { capacity: 2000, restoreRate: 100 };

async function registered(platform: RunningPlatform, developer: string, name: string): Promise<string> {
  const response = await fetch(`${platform.url}/channels/v1/self/channels`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${developer}` },
    body: JSON.stringify({ name, displayName: name }),
  });
  if (response.status !== 201) throw new Error(`registering ${name}: ${response.status} ${await response.text()}`);
  const { clientSecret } = (await response.json()) as { clientSecret: string };
  return channelAccessToken({ issuer: platform.identity.issuer, clientId: name, clientSecret });
}

export async function benchChannelIsolation(
  platform: RunningPlatform,
  shop: Target,
  options: { rate: number; durationS: number },
): Promise<ChannelIsolationResult> {
  const developer = (await signIn(platform.identity.issuer, 'fan@club.example', DEMO_PASSWORD)).access_token;
  const suffix = Date.now().toString(36);
  const [quietName, noisyName] = [`bench-quiet-${suffix}`, `bench-noisy-${suffix}`];
  const [quietToken, noisyToken] = [
    await registered(platform, developer, quietName),
    await registered(platform, developer, noisyName),
  ];
  const registry = new ChannelRegistry(platform.db);
  const sent = JSON.parse(shop.body!) as { documentId: string };
  const { rows } = await platform.db.query<{ body: string }>(
    `SELECT d.body FROM api_deployment_documents x JOIN api_documents d ON d.sha256 = x.sha256
      WHERE x.channel = 'web' AND x.document_id = $1 LIMIT 1`,
    [sent.documentId],
  );
  const documents = [{ id: sent.documentId, body: rows[0]!.body }];
  for (const name of [quietName, noisyName]) await registry.publish(name, 'bench', documents);
  await registry.setAllowance(quietName, { budget: { capacity: 1_000_000_000, restoreRate: 1_000_000_000 } });
  await registry.setAllowance(noisyName, { budget: NOISY_BUDGET });
  // Every graph instance reads the registry every 2 s.
  await new Promise((resolve) => setTimeout(resolve, 2500));

  const as = (token: string): Target => ({
    ...shop,
    headers: { ...shop.headers, authorization: `Bearer ${token}` },
  });
  const summary = (latencies: number[], failed: number) => ({
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    failed,
  });
  const alone = await openLoop(as(quietToken), options);
  const noisyTarget = as(noisyToken);
  const noisyRate = options.rate * 2;
  const [beside, noisy] = await Promise.all([
    openLoop(as(quietToken), options),
    // Its answers are not checked: most are the budget's refusals (429), which is what it is there for.
    openLoop(noisyTarget, { rate: noisyRate, durationS: options.durationS }),
  ]);
  return {
    rate: options.rate,
    durationS: options.durationS,
    quietAlone: summary(alone.latenciesMs, alone.failed),
    quietBeside: summary(beside.latenciesMs, beside.failed),
    noisy: { rate: noisyRate, sent: noisy.sent, refused: noisy.failed, budget: NOISY_BUDGET },
  };
}

export function channelIsolationTable(result: ChannelIsolationResult): string {
  const ms = (value: number) => value.toFixed(1);
  return [
    `channel isolation: the quiet channel at ${result.rate} req/s, alone and beside a channel past its budget`,
    `  quiet alone:        p50 ${ms(result.quietAlone.p50)} ms, p99 ${ms(result.quietAlone.p99)} ms, ${result.quietAlone.failed} failed`,
    `  quiet beside noisy: p50 ${ms(result.quietBeside.p50)} ms, p99 ${ms(result.quietBeside.p99)} ms, ${result.quietBeside.failed} failed ` +
      `(p99 ${(result.quietBeside.p99 / result.quietAlone.p99).toFixed(2)}× alone)`,
    `  noisy: ${result.noisy.refused} of ${result.noisy.sent} requests refused with 429 at ${result.noisy.rate} req/s ` +
      `(budget ${result.noisy.budget.capacity} points, ${result.noisy.budget.restoreRate} per second)`,
  ].join('\n');
}
