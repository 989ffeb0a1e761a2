/**
 * Structured JSON logs on stderr, one object per line. Callers pass ids and codes, never tokens, e-mail
 * addresses or other personal data; as a second line of defence, whatever still looks like a token, a
 * shopper's id (a UUID anywhere but in `requestId`) or a card number is masked in every text written.
 * The least level written is the graph's `logLevel` setting (LOG_LEVEL, read with the others in config.ts),
 * which createGraph sets; info until then.
 */
export type LogFields = Record<string, string | number | boolean | undefined>;
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };
let least = rank.info;

export function setLogLevel(level: LogLevel): void {
  least = rank[level];
}

export const log = {
  debug: (message: string, fields: LogFields = {}) => write('debug', message, fields),
  info: (message: string, fields: LogFields = {}) => write('info', message, fields),
  warn: (message: string, fields: LogFields = {}) => write('warn', message, fields),
  error: (message: string, fields: LogFields = {}) => write('error', message, fields),
  enabled: (level: LogLevel) => rank[level] >= least,
};

function write(level: LogLevel, message: string, fields: LogFields): void {
  if (rank[level] < least) return;
  const masked: LogFields = {};
  for (const [key, value] of Object.entries(fields)) {
    masked[key] = typeof value === 'string' && key !== 'requestId' ? maskSecrets(value) : value;
  }
  process.stderr.write(
    `${JSON.stringify({ time: new Date().toISOString(), level, msg: maskSecrets(message), ...masked })}\n`,
  );
}

const secrets: [RegExp, string][] = [
  [/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>'],
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, '<jwt>'],
  // Card-like numbers: 13 to 19 digits, optionally grouped by spaces or dashes.
  [/\b(?:\d[ -]?){12,18}\d\b/g, '<number>'],
];

/** Masks ids, tokens and card-like numbers in a text bound for the log. */
export function maskSecrets(text: string): string {
  return secrets.reduce((masked, [pattern, replacement]) => masked.replace(pattern, replacement), text);
}

/**
 * Calls `write` at most once per `intervalMs`, telling it how many calls it skipped since: a failing
 * dependency reports itself without flooding the log.
 */
export function rateLimited(intervalMs: number): (write: (suppressed: number) => void) => void {
  let last = -Infinity;
  let suppressed = 0;
  return (write) => {
    const now = Date.now();
    if (now - last < intervalMs) {
      suppressed += 1;
      return;
    }
    last = now;
    write(suppressed);
    suppressed = 0;
  };
}
