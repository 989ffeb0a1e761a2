import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, testConfig, type PlatformUnderTest } from '../../test/harness.ts';
import { createGraph, type Graph } from '../yoga.ts';

/**
 * The GraphQL-over-HTTP audit suite of graphql-http against the graph's development profile (the one
 * that accepts query text, which the audits send): every MUST and every SHOULD passes.
 */
let platform: PlatformUnderTest;
let graph: Graph;

beforeAll(async () => {
  platform = await startTestPlatform();
  graph = createGraph({ config: testConfig(platform.platform, { mode: 'development' }) });
});
afterAll(() => platform.platform.close());

const audits = serverAudits({
  url: 'http://graph.test/graphql',
  fetchFn: (input: string, init?: RequestInit) => graph.fetch(input, init ?? {}),
});

describe('GraphQL over HTTP (graphql-http audits)', () => {
  for (const audit of audits.filter((a) => a.name.startsWith('MUST') || a.name.startsWith('SHOULD'))) {
    it(audit.name, async () => {
      const result = await audit.fn();
      expect(result.status === 'ok' ? 'ok' : `${result.status}: ${result.reason}`).toBe('ok');
    });
  }
});
