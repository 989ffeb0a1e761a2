/**
 * Structured JSON logs on stderr, one object per line. Callers pass ids and codes, never tokens, e-mail
 * addresses or other personal data. LOG_LEVEL (debug, info, warn, error; default info) sets the least
 * level written.
 */
export type LogFields = Record<string, string | number | boolean | undefined>;
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };
let least = rank[parseLevel(process.env.LOG_LEVEL) ?? 'info'];

export function parseLevel(value: string | undefined): LogLevel | undefined {
  return value && value in rank ? (value as LogLevel) : undefined;
}

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
  process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level, msg: message, ...fields })}\n`);
}
