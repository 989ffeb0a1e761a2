import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { Type, type Static } from 'typebox';

/** RFC 9457 problem details, as the club's services answer every failure. */
export const Problem = Type.Object(
  {
    type: Type.String(),
    title: Type.String(),
    status: Type.Integer(),
    detail: Type.Optional(Type.String()),
    errorCode: Type.Optional(Type.String({ description: 'The native error code, where the failure has one' })),
    reason: Type.Optional(
      Type.String({ description: 'What exactly is wrong, where one native code covers several causes' }),
    ),
    available: Type.Optional(
      Type.Integer({ description: 'Where a quantity is refused: how many one order can hold (stock or limit)' }),
    ),
    freeAgainAt: Type.Optional(
      Type.String({
        format: 'date-time',
        description: 'Where places are held by other carts: when their holds have run out at the latest',
      }),
    ),
    errors: Type.Optional(
      Type.Record(Type.String(), Type.Array(Type.String()), { description: 'Validation messages per field' }),
    ),
    localizedErrors: Type.Optional(
      Type.Array(Type.Object({ language: Type.String(), message: Type.String() }), {
        description: 'The refusal in words for people, German first, then other languages where written',
      }),
    ),
  },
  { $id: 'Problem', title: 'Problem' },
);
export type Problem = Static<typeof Problem>;

export class ProblemError extends Error {
  constructor(readonly problem: Problem) {
    super(problem.detail ?? problem.title);
  }
}

export function notFound(detail: string): ProblemError {
  return new ProblemError({ type: 'about:blank', title: 'Not Found', status: 404, detail });
}

/** A refusal with the service's native error code (its title too, as the club's services answer). */
export function nativeError(
  errorCode: string,
  detail: string,
  options: {
    status?: number;
    reason?: string;
    available?: number;
    /** When seats held by other carts are free again at the latest (a ticket sale's HELD_BY_OTHERS). */
    freeAgainAt?: string;
    localizedErrors?: { language: string; message: string }[];
  } = {},
): ProblemError {
  const { status = 400, ...extensions } = options;
  return new ProblemError({ type: 'about:blank', title: errorCode, status, detail, errorCode, ...extensions });
}

/** A 400 that names the field at fault, for a rule checked after the schema (`where`: body, query, request). */
export function badRequest(field: string, message: string, where = 'request'): ProblemError {
  return new ProblemError({
    type: 'about:blank',
    title: 'Bad Request',
    status: 400,
    detail: `The ${where} is invalid: ${field} ${message}`,
    errors: { [field]: [message] },
  });
}

/** A 403 for what only another party of the same thing may do (the caller sees it, but may not do this). */
export function forbidden(detail: string): ProblemError {
  return new ProblemError({ type: 'about:blank', title: 'Forbidden', status: 403, detail });
}

export function sendProblem(reply: FastifyReply, problem: Problem): FastifyReply {
  return reply.code(problem.status).type('application/problem+json').send(problem);
}

/** SQLSTATE class 22: a value out of range, in the wrong format, with a NUL byte, too long for its column. */
function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

const locationNames: Record<string, string> = { querystring: 'query', headers: 'header', params: 'path', body: 'body' };

/** Turns schema validation failures into 400 problems that name each bad field, and hides internals of 500s. */
export function registerProblemHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ProblemError, request, reply) => {
    if (error instanceof ProblemError) return sendProblem(reply, error.problem);
    if ('validation' in error && error.validation) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const missing = (issue.params as { missingProperty?: string } | undefined)?.missingProperty;
        const field = missing ?? issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        (errors[field || '$'] ??= []).push(missing ? 'is required' : (issue.message ?? 'is invalid'));
      }
      const where = locationNames[error.validationContext ?? ''] ?? 'request';
      return sendProblem(reply, {
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        detail: `The ${where} is invalid: ${Object.entries(errors)
          .map(([field, messages]) => `${field} ${messages.join(', ')}`)
          .join('; ')}`,
        errors,
      });
    }
    if (isDataException(error)) {
      // The database refused a value the route's schema let through: the request's fault, not the
      // service's. Logged so the schema can be tightened; answered as the 400 it is.
      request.log.warn({ err: error }, 'value refused by the database');
      return sendProblem(reply, {
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        detail: 'The request holds a value out of range or in the wrong format.',
      });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return sendProblem(reply, {
      type: 'about:blank',
      title: status >= 500 ? 'Internal Server Error' : error.name,
      status,
      ...(status < 500 ? { detail: error.message } : {}),
    });
  });
  app.setNotFoundHandler((request, reply) =>
    sendProblem(reply, { type: 'about:blank', title: 'Not Found', status: 404, detail: `No route ${request.url}` }),
  );
}
