/**
 * Structured JSON logs on stderr. Callers pass ids and codes, never tokens, e-mail addresses or other
 * personal data.
 */
export type LogFields = Record<string, string | number | boolean | undefined>;

export const log = {
  info: (message: string, fields: LogFields = {}) => write('info', message, fields),
  warn: (message: string, fields: LogFields = {}) => write('warn', message, fields),
  error: (message: string, fields: LogFields = {}) => write('error', message, fields),
};

function write(level: string, message: string, fields: LogFields): void {
  process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level, msg: message, ...fields })}\n`);
}
