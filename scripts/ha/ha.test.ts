import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { haproxyConfig, type Topology } from './haproxy.ts';
import { mergeExpositions } from './metrics.ts';
import { haEnvironment } from './settings.ts';
import { parseSettings, SettingsError } from '@club/settings';

const topology: Topology = {
  portalFront: '127.0.0.1:3000',
  platformFront: '127.0.0.1:4010',
  identityFront: '127.0.0.1:4011',
  statsFront: '127.0.0.1:8404',
  graphs: [
    { name: 'g1', address: '127.0.0.1:5001' },
    { name: 'g2', address: '127.0.0.1:5002' },
  ],
  portals: [{ name: 'w1', address: '127.0.0.1:5101' }],
  platforms: [
    { name: 'p1', address: '127.0.0.1:5201' },
    { name: 'p2', address: '127.0.0.1:5202' },
  ],
  identities: [
    { name: 'id1', address: '127.0.0.1:5301' },
    { name: 'id2', address: '127.0.0.1:5302' },
  ],
  inbox: { name: 't1', address: '127.0.0.1:5401' },
};

/** The lines of one section (`backend graph`, `frontend portal`), trimmed. */
function section(config: string, header: string): string[] {
  const lines = config.split('\n');
  const start = lines.indexOf(header);
  const end = lines.findIndex((line, index) => index > start && line !== '' && !line.startsWith(' '));
  return lines
    .slice(start + 1, end === -1 ? undefined : end)
    .map((line) => line.trim())
    .filter(Boolean);
}

const haproxyInstalled = spawnSync('haproxy', ['-v']).status === 0;

describe('the HAProxy configuration of pnpm start:ha', () => {
  const config = haproxyConfig(topology);

  // CI installs HAProxy (.ci/run): there the check runs, or fails; a machine without it skips it.
  it.runIf(haproxyInstalled || process.env.CI)('is accepted by HAProxy itself', () => {
    const dir = mkdtempSync(join(tmpdir(), 'haproxy-config-'));
    try {
      writeFileSync(join(dir, 'haproxy.cfg'), config);
      const checked = spawnSync('haproxy', ['-c', '-f', join(dir, 'haproxy.cfg')], { encoding: 'utf8' });
      expect(checked.stdout + checked.stderr).not.toMatch(/ALERT|WARNING/);
      expect(checked.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('sends the graph its paths and the portal servers the rest, names the browser to both, and compresses the graph’s answers but not its streams', () => {
    expect(section(config, 'frontend portal')).toEqual([
      'bind 127.0.0.1:3000',
      'option forwardfor',
      'compression algo gzip',
      'compression type application/json application/graphql-response+json text/calendar',
      'acl to_graph path_beg /graphql /calendar/',
      'acl to_graph path /calendar.ics',
      'use_backend graph if to_graph',
      'default_backend portal',
    ]);
  });

  it('takes a graph that is not ready out, prefers the least busy one, and repeats only what is safe to repeat', () => {
    expect(section(config, 'backend graph')).toEqual([
      'http-request disable-l7-retry if !METH_GET !METH_HEAD !{ req.hdr(idempotency-key) -m found }',
      'balance leastconn',
      'option httpchk GET /health/ready',
      'http-check expect status 200',
      'server g1 127.0.0.1:5001 check inter 1s fall 2 rise 2 observe layer4 error-limit 1 on-error mark-down',
      'server g2 127.0.0.1:5002 check inter 1s fall 2 rise 2 observe layer4 error-limit 1 on-error mark-down',
      // Every graph again, unprobed, for when every probe fails at once (fail open rather than 503 for all).
      'option allbackups',
      'server g1-open 127.0.0.1:5001 backup',
      'server g2-open 127.0.0.1:5002 backup',
    ]);
    // A request no instance received goes to another one; one that reached an instance is repeated only
    // when it is a GET or HEAD, or carries an idempotency key (every backend).
    expect(section(config, 'defaults')).toEqual(
      expect.arrayContaining([
        'retries 3',
        'option redispatch 1',
        'retry-on conn-failure empty-response response-timeout 503',
      ]),
    );
    for (const backend of ['portal', 'platform', 'identity'])
      expect(section(config, `backend ${backend}`)).toContain(
        'http-request disable-l7-retry if !METH_GET !METH_HEAD !{ req.hdr(idempotency-key) -m found }',
      );
  });

  it('puts the third parties’ inbox under the platform’s address and every provider behind one issuer', () => {
    expect(section(config, 'frontend platform')).toEqual([
      'bind 127.0.0.1:4010',
      'acl to_inbox path_beg /dev/mail',
      'use_backend inbox if to_inbox',
      'default_backend platform',
    ]);
    expect(section(config, 'backend identity').filter((line) => line.startsWith('server'))).toEqual([
      'server id1 127.0.0.1:5301 check inter 1s fall 2 rise 2 observe layer4 error-limit 1 on-error mark-down',
      'server id2 127.0.0.1:5302 check inter 1s fall 2 rise 2 observe layer4 error-limit 1 on-error mark-down',
    ]);
  });
});

describe('the graphs’ metrics in one exposition', () => {
  it('keeps each family together, once described, with every sample labelled by its instance', () => {
    const instance = (requests: number, subscribers: number) =>
      [
        '# HELP graph_requests_total Requests',
        '# TYPE graph_requests_total counter',
        `graph_requests_total{operation="Home",status="200"} ${requests}`,
        '# HELP graph_live_subscribers Open live subscriptions',
        '# TYPE graph_live_subscribers gauge',
        `graph_live_subscribers ${subscribers}`,
        '',
      ].join('\n');
    expect(
      mergeExpositions([
        { instance: 'g1', text: instance(5, 2) },
        { instance: 'g2', text: instance(7, 0) },
        // An instance that did not answer adds nothing.
        { instance: 'g3', text: '' },
      ]),
    ).toBe(
      [
        '# HELP graph_requests_total Requests',
        '# TYPE graph_requests_total counter',
        'graph_requests_total{operation="Home",status="200",instance="g1"} 5',
        'graph_requests_total{operation="Home",status="200",instance="g2"} 7',
        '# HELP graph_live_subscribers Open live subscriptions',
        '# TYPE graph_live_subscribers gauge',
        'graph_live_subscribers{instance="g1"} 2',
        'graph_live_subscribers{instance="g2"} 0',
        '',
      ].join('\n'),
    );
  });
});

describe('the settings of pnpm start:ha', () => {
  it('take the PostgreSQL server CI and operators name, and default to this machine’s', () => {
    // CI names its server with DATABASE_URL=postgres://…: the launcher once took only http(s) addresses there.
    expect(
      parseSettings(haEnvironment, { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' }, 'ha'),
    ).toMatchObject({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      GRAPH_INSTANCES: 3,
      PLATFORM_INSTANCES: 2,
    });
    expect(parseSettings(haEnvironment, {}, 'ha').DATABASE_URL).toBeUndefined();
    expect(() => parseSettings(haEnvironment, { DATABASE_URL: 'http://db:5432/club' }, 'ha')).toThrow(SettingsError);
  });
});
