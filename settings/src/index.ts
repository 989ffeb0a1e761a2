/**
 * Settings come from the environment, and a wrong one should stop a process at its start with the variable
 * named, not surface later as a NaN deadline or a development secret in production. Each deployable (the
 * portal in scripts/, graph/src/config.ts, platform/src/settings.ts) describes its variables once as a zod
 * object keyed by their names, built from the rules below, and parses the environment with `parseSettings`.
 *
 * Every rule reads an unset or empty variable as its default (or as undefined for the optional ones), so
 * `FOO=` in a shell or a compose file means "not set", as it does for most tools.
 */
import { isIP } from 'node:net';
import { z } from 'zod';

/** A start stopped by the environment: every wrong variable with what is wrong with it, one per line. */
export class SettingsError extends Error {
  override name = 'SettingsError';
  constructor(
    readonly deployable: string,
    readonly problems: readonly { variable: string; problem: string }[],
  ) {
    super(
      `The ${deployable} cannot start with these settings:\n` +
        problems.map(({ variable, problem }) => `  ${variable} ${problem}`).join('\n'),
    );
  }
}

/** Parses `env` with `schema`, or throws a SettingsError naming each wrong variable. */
export function parseSettings<Schema extends z.ZodType>(
  schema: Schema,
  env: NodeJS.ProcessEnv,
  deployable: string,
): z.output<Schema> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  throw new SettingsError(
    deployable,
    result.error.issues.map((issue) => ({
      variable: String(issue.path[0] ?? '(environment)'),
      problem: issue.message,
    })),
  );
}

/** A variable's raw text, unset when absent or empty (after trimming). */
const raw = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

/** Control characters in a setting are a pasting accident or an attack, never meant. */
// eslint-disable-next-line no-control-regex -- the point is to find control characters
const controlCharacters = /[\u0000-\u001f\u007f]/g;
const printable = (value: string) => !value.match(controlCharacters);

function wholeNumberRule({ min = 0, max = Number.MAX_SAFE_INTEGER }: { min?: number; max?: number }) {
  return (value: string, context: z.RefinementCtx): number => {
    const number = Number(value);
    if (!/^\d+$/.test(value) || !Number.isSafeInteger(number) || number < min || number > max) {
      context.addIssue({
        code: 'custom',
        message: `must be a whole number from ${min} to ${max}, not "${shown(value)}"`,
      });
      return z.NEVER;
    }
    return number;
  };
}

/** The value as an error message may show it: short, and without control characters. */
function shown(value: string): string {
  const clean = value.replace(controlCharacters, '?');
  return clean.length > 40 ? `${clean.slice(0, 40)}…` : clean;
}

function decimalRule(min: number, max: number) {
  return (value: string, context: z.RefinementCtx): number => {
    const number = Number(value);
    if (!/^\d+(\.\d+)?$/.test(value) || number < min || number > max) {
      context.addIssue({ code: 'custom', message: `must be a number from ${min} to ${max}, not "${shown(value)}"` });
      return z.NEVER;
    }
    return number;
  };
}

function urlRule(protocols: readonly string[]) {
  return (value: string, context: z.RefinementCtx): string => {
    let url: URL | undefined;
    try {
      url = new URL(value);
    } catch {
      url = undefined;
    }
    if (!url || !protocols.includes(url.protocol) || !printable(value)) {
      context.addIssue({
        code: 'custom',
        message: `must be a URL (${protocols.map((protocol) => `${protocol}//…`).join(' or ')}), not "${shown(value)}"`,
      });
      return z.NEVER;
    }
    return value.replace(/\/+$/, '');
  };
}

function textRule(value: string, context: z.RefinementCtx): string {
  if (!printable(value) || value.length > 4096) {
    context.addIssue({ code: 'custom', message: 'must be printable text of at most 4096 characters' });
    return z.NEVER;
  }
  return value;
}

/** The rules a deployable's variables are built from. */
export const setting = {
  /** Text with a default. */
  text: (fallback: string) =>
    raw.transform((value, context) => (value === undefined ? fallback : textRule(value, context))),
  /** Text that may be absent. */
  optionalText: () => raw.transform((value, context) => (value === undefined ? undefined : textRule(value, context))),
  /** A whole number within bounds, with a default. */
  wholeNumber: (rule: { min?: number; max?: number; fallback: number }) =>
    raw.transform((value, context) => (value === undefined ? rule.fallback : wholeNumberRule(rule)(value, context))),
  /** A whole number within bounds that may be absent (its default depends on other settings). */
  optionalWholeNumber: (rule: { min?: number; max?: number }) =>
    raw.transform((value, context) => (value === undefined ? undefined : wholeNumberRule(rule)(value, context))),
  /** A TCP port; 0 asks the system for a free one. */
  port: (fallback: number) =>
    raw.transform((value, context) =>
      value === undefined ? fallback : wholeNumberRule({ min: 0, max: 65_535 })(value, context),
    ),
  /** A decimal number within bounds. */
  decimal: ({ min, max, fallback }: { min: number; max: number; fallback: number }) =>
    raw.transform((value, context) => (value === undefined ? fallback : decimalRule(min, max)(value, context))),
  /** A decimal number within bounds that may be absent. */
  optionalDecimal: ({ min, max }: { min: number; max: number }) =>
    raw.transform((value, context) => (value === undefined ? undefined : decimalRule(min, max)(value, context))),
  /** An http(s) URL with a default; a trailing slash is dropped. */
  url: (fallback: string) =>
    raw.transform((value, context) => (value === undefined ? fallback : urlRule(['http:', 'https:'])(value, context))),
  /** A URL of one of `protocols` that may be absent. */
  optionalUrl: (protocols: readonly string[]) =>
    raw.transform((value, context) => (value === undefined ? undefined : urlRule(protocols)(value, context))),
  /** `on` or `off` (also true/false, 1/0). */
  onOff: (fallback: boolean) =>
    raw.transform((value, context) => {
      if (value === undefined) return fallback;
      const word = value.toLowerCase();
      if (['on', 'true', '1'].includes(word)) return true;
      if (['off', 'false', '0'].includes(word)) return false;
      context.addIssue({ code: 'custom', message: `must be on or off, not "${shown(value)}"` });
      return z.NEVER;
    }),
  /** One of a few words. */
  oneOf: <const Word extends string>(words: readonly Word[], fallback: Word) =>
    raw.transform((value, context): Word => {
      if (value === undefined) return fallback;
      if ((words as readonly string[]).includes(value)) return value as Word;
      context.addIssue({ code: 'custom', message: `must be one of ${words.join(', ')}, not "${shown(value)}"` });
      return z.NEVER;
    }),
  /** Comma-separated http(s) URLs (origins, say); absent is an empty list. */
  urlList: () =>
    raw.transform((value, context): string[] => {
      if (value === undefined) return [];
      const check = urlRule(['http:', 'https:']);
      const urls = value
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean)
        .map((url) => check(url, context));
      return urls;
    }),
  /** Comma-separated IP addresses (v4 or v6). */
  addressList: () =>
    raw.transform((value, context): string[] => {
      if (value === undefined) return [];
      const addresses = value
        .split(',')
        .map((address) => address.trim())
        .filter(Boolean);
      const wrong = addresses.filter((address) => !isAddressOrNetwork(address));
      if (wrong.length) {
        context.addIssue({
          code: 'custom',
          message: `must be IP addresses or networks (10.0.0.0/8) separated by commas; not addresses: ${wrong.map(shown).join(', ')}`,
        });
        return z.NEVER;
      }
      return addresses;
    }),
};

/** An IP address, or a network in CIDR notation (10.0.0.0/8, fd00::/8) with a prefix its family allows. */
function isAddressOrNetwork(value: string): boolean {
  const [address = '', prefix, extra] = value.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}
