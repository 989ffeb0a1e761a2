import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Database } from '../db/database.ts';
import { personOf, requireBearer, type AccessTokenVerifier } from '../http/auth.ts';
import { notFound, Problem, ProblemError } from '../http/problem.ts';
import { brokenPasswordRules, hashPassword, PASSWORD_MAX_LENGTH, verifyPassword } from './passwords.ts';

/** Wrong current passwords one account may send in a window before it has to wait (guessing by this route). */
const MAX_WRONG_ATTEMPTS = 5;
const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

// Longer than any acceptable password, so a too-long one is answered by its rule rather than by the schema.
const PasswordField = Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH * 4 });

const badRequest = (detail: string, errors: Record<string, string[]>, errorCode?: string) =>
  new ProblemError({
    type: 'about:blank',
    title: 'Bad Request',
    status: 400,
    detail,
    errors,
    ...(errorCode ? { errorCode } : {}),
  });

/**
 * The account service's password change (v2) against the identity provider's credential store: the new
 * password holds from the next sign-in on. Failures name their field and the rules broken, as codes.
 */
export const passwordRoutes: FastifyPluginAsyncTypebox<{ db: Database; verify: AccessTokenVerifier }> = async (
  app,
  { db, verify },
) => {
  const wrongAttempts = new Map<string, number[]>();

  app.addHook('preHandler', requireBearer(verify));
  app.put(
    '/accounts/self/password',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Changes the password; errors name currentPassword, newPassword (rule codes) or confirmNewPassword',
        security: [{ bearer: [] }],
        body: Type.Object({
          currentPassword: PasswordField,
          newPassword: PasswordField,
          confirmNewPassword: PasswordField,
        }),
        response: { 204: Type.Null(), 400: Problem, 401: Problem, 403: Problem, 404: Problem, 429: Problem },
      },
    },
    async (request, reply) => {
      const subject = personOf(request.principal!);
      const { currentPassword, newPassword, confirmNewPassword } = request.body;
      const now = Date.now();
      const recent = (wrongAttempts.get(subject) ?? []).filter((at) => now - at < ATTEMPT_WINDOW_MS);
      if (recent.length >= MAX_WRONG_ATTEMPTS) {
        reply.header('retry-after', String(Math.ceil((recent[0]! + ATTEMPT_WINDOW_MS - now) / 1000)));
        throw new ProblemError({
          type: 'about:blank',
          title: 'Too Many Requests',
          status: 429,
          detail: 'Too many wrong passwords; please try again later',
        });
      }
      const broken = brokenPasswordRules(newPassword);
      if (broken.length > 0) {
        throw badRequest('The new password does not meet the requirements', { newPassword: broken }, 'PASSWORD_RULES');
      }
      if (newPassword !== confirmNewPassword) {
        throw badRequest('The passwords do not match', { confirmNewPassword: ['PasswordsDoNotMatch'] });
      }
      const { rows } = await db.query<{ password_hash: string }>('SELECT password_hash FROM accounts WHERE id = $1', [
        subject,
      ]);
      const account = rows[0];
      if (!account) throw notFound('No account for this token');
      if (!(await verifyPassword(currentPassword, account.password_hash))) {
        recent.push(now);
        // Bounded: a flood of tokens of different accounts forgets the oldest windows first.
        if (wrongAttempts.size >= 10_000) wrongAttempts.delete(wrongAttempts.keys().next().value!);
        wrongAttempts.set(subject, recent);
        throw badRequest('The current password is wrong', { currentPassword: ['Invalid'] }, 'CURRENT_PASSWORD_INVALID');
      }
      wrongAttempts.delete(subject);
      if (currentPassword === newPassword) {
        throw badRequest('The new password is the current one', { newPassword: ['SameAsCurrent'] });
      }
      // Only the row read above changes: a concurrent change in between loses, rather than both winning.
      const { rows: changed } = await db.query(
        'UPDATE accounts SET password_hash = $2 WHERE id = $1 AND password_hash = $3 RETURNING id',
        [subject, await hashPassword(newPassword), account.password_hash],
      );
      if (changed.length === 0) {
        throw badRequest('The password was changed meanwhile; please try again', { currentPassword: ['Invalid'] });
      }
      return reply.code(204).send(null);
    },
  );
};
