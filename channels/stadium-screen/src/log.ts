/** One line of the screen's log. Fields never hold a token or a secret: callers pass statuses and codes only. */
export type Log = (level: 'info' | 'warn' | 'error', message: string, fields?: Record<string, unknown>) => void;

/** JSON lines on stdout (info) and stderr (warn, error), as the graph and the platform write them. */
export const jsonLog: Log = (level, message, fields = {}) => {
  const line = JSON.stringify({ time: new Date().toISOString(), level, service: 'stadium-screen', message, ...fields });
  if (level === 'info') console.log(line);
  else console.error(line);
};

/** What went wrong with a request, fit for the log: the system's code (ECONNREFUSED) or the error's name. */
export function failureName(error: unknown): string {
  if (!(error instanceof Error)) return 'failure';
  const cause = (error as { cause?: { code?: unknown } }).cause;
  return typeof cause?.code === 'string' ? cause.code : error.name;
}
