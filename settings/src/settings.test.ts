import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseSettings, setting, SettingsError } from './index.ts';

const schema = z.object({
  TIMEOUT_MS: setting.wholeNumber({ min: 1, max: 600_000, fallback: 3000 }),
  PORT: setting.port(4000),
  SCALE: setting.decimal({ min: 0.001, max: 10, fallback: 1 }),
  ISSUER: setting.url('http://127.0.0.1:4011'),
  REDIS_URL: setting.optionalUrl(['redis:', 'rediss:']),
  METRICS: setting.onOff(true),
  LOG_LEVEL: setting.oneOf(['debug', 'info'] as const, 'info'),
  PROXIES: setting.addressList(),
  ORIGINS: setting.urlList(),
  NAME: setting.text('club'),
});

/** The problems a SettingsError names, as `VARIABLE problem` lines. */
function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    parseSettings(schema, env, 'test');
  } catch (error) {
    if (error instanceof SettingsError) return error.problems.map(({ variable, problem }) => `${variable} ${problem}`);
    throw error;
  }
  return [];
}

describe('settings', () => {
  it('reads unset and empty variables as their defaults', () => {
    const defaults = {
      TIMEOUT_MS: 3000,
      PORT: 4000,
      SCALE: 1,
      ISSUER: 'http://127.0.0.1:4011',
      REDIS_URL: undefined,
      METRICS: true,
      LOG_LEVEL: 'info',
      PROXIES: [],
      ORIGINS: [],
      NAME: 'club',
    };
    expect(parseSettings(schema, {}, 'test')).toEqual(defaults);
    expect(parseSettings(schema, Object.fromEntries(Object.keys(defaults).map((name) => [name, ' '])), 'test')).toEqual(
      defaults,
    );
  });

  it('reads good values', () => {
    expect(
      parseSettings(
        schema,
        {
          TIMEOUT_MS: ' 250 ',
          PORT: '0',
          SCALE: '0.05',
          ISSUER: 'https://id.club.example/',
          REDIS_URL: 'redis://127.0.0.1:6379',
          METRICS: 'OFF',
          LOG_LEVEL: 'debug',
          PROXIES: '127.0.0.1, ::1,10.0.0.7, 10.244.0.0/16, fd00::/8',
          ORIGINS: 'http://127.0.0.1:3000, https://club.example/',
          NAME: 'Club Portal',
        },
        'test',
      ),
    ).toEqual({
      TIMEOUT_MS: 250,
      PORT: 0,
      SCALE: 0.05,
      ISSUER: 'https://id.club.example',
      REDIS_URL: 'redis://127.0.0.1:6379',
      METRICS: false,
      LOG_LEVEL: 'debug',
      PROXIES: ['127.0.0.1', '::1', '10.0.0.7', '10.244.0.0/16', 'fd00::/8'],
      ORIGINS: ['http://127.0.0.1:3000', 'https://club.example'],
      NAME: 'Club Portal',
    });
  });

  it.each([
    ['TIMEOUT_MS', '3s', 'must be a whole number from 1 to 600000, not "3s"'],
    ['TIMEOUT_MS', '-5', 'must be a whole number from 1 to 600000, not "-5"'],
    ['TIMEOUT_MS', '1e3', 'must be a whole number from 1 to 600000, not "1e3"'],
    ['TIMEOUT_MS', '0', 'must be a whole number from 1 to 600000, not "0"'],
    ['TIMEOUT_MS', '99999999999999999999', 'must be a whole number from 1 to 600000, not "99999999999999999999"'],
    ['PORT', '65536', 'must be a whole number from 0 to 65535, not "65536"'],
    ['PORT', '80.5', 'must be a whole number from 0 to 65535, not "80.5"'],
    ['SCALE', 'NaN', 'must be a number from 0.001 to 10, not "NaN"'],
    ['SCALE', 'Infinity', 'must be a number from 0.001 to 10, not "Infinity"'],
    ['ISSUER', 'id.club.example', 'must be a URL (http://… or https://…), not "id.club.example"'],
    ['ISSUER', 'file:///etc/passwd', 'must be a URL (http://… or https://…), not "file:///etc/passwd"'],
    ['REDIS_URL', 'http://127.0.0.1:6379', 'must be a URL (redis://… or rediss://…), not "http://127.0.0.1:6379"'],
    ['METRICS', 'maybe', 'must be on or off, not "maybe"'],
    ['LOG_LEVEL', 'verbose', 'must be one of debug, info, not "verbose"'],
    [
      'PROXIES',
      '127.0.0.1,portal.local',
      'must be IP addresses or networks (10.0.0.0/8) separated by commas; not addresses: portal.local',
    ],
    [
      'PROXIES',
      '10.0.0.0/33',
      'must be IP addresses or networks (10.0.0.0/8) separated by commas; not addresses: 10.0.0.0/33',
    ],
    [
      'PROXIES',
      'fd00::/129',
      'must be IP addresses or networks (10.0.0.0/8) separated by commas; not addresses: fd00::/129',
    ],
    [
      'PROXIES',
      '10.0.0.0/8/8',
      'must be IP addresses or networks (10.0.0.0/8) separated by commas; not addresses: 10.0.0.0/8/8',
    ],
    ['ORIGINS', 'https://club.example,club.example', 'must be a URL (http://… or https://…), not "club.example"'],
    ['NAME', 'club\u0000portal', 'must be printable text of at most 4096 characters'],
    ['NAME', 'x'.repeat(5000), 'must be printable text of at most 4096 characters'],
  ])('stops at a wrong %s (case %#), naming the variable', (variable, value, problem) => {
    expect(problemsOf({ [variable]: value })).toEqual([`${variable} ${problem}`]);
  });

  it('names every wrong variable at once, and shows a hostile value cut short and without control characters', () => {
    const problems = problemsOf({ PORT: '-1', METRICS: `on\u001b[2J${'x'.repeat(100)}` });
    expect(problems).toEqual([
      'PORT must be a whole number from 0 to 65535, not "-1"',
      `METRICS must be on or off, not "on?[2J${'x'.repeat(34)}…"`,
    ]);
  });

  it('says which deployable could not start, one variable per line', () => {
    expect(() => parseSettings(schema, { PORT: 'http' }, 'graph')).toThrow(
      'The graph cannot start with these settings:\n  PORT must be a whole number from 0 to 65535, not "http"',
    );
  });
});
