import { act, waitFor } from '@testing-library/react';
import { UserManager, type User } from 'oidc-client-ts';
import type { RelayMockEnvironment } from 'relay-test-utils';
import { expect } from 'vitest';
import { Session } from '../auth/session.ts';

/**
 * Answers the operation just sent, which must be `name` (waited for: a mutation sent from an effect may follow
 * the render by a tick), with `result` as its root field's value, marked as an Error where it is one (it has a
 * `code`), as the graph's answers are. Returns the operation, whose variables the test then reads.
 */
export async function answerMutation(environment: RelayMockEnvironment, name: string, result: Record<string, unknown>) {
  const operation = await waitFor(() => {
    const pending = environment.mock.getAllOperations().at(-1);
    expect(pending?.request.node.params.name).toBe(name);
    return pending!;
  });
  const rootField = (operation.request.node.operation.selections[0] as { name: string }).name;
  const value = 'code' in result ? { ...result, __isError: result.__typename } : result;
  await act(async () => environment.mock.resolve(operation, { data: { [rootField]: value } }));
  return operation;
}

/** A session that is ready at once: a person signed in (subject-1), or a visitor. */
export function readySession(signedIn: boolean): Session {
  const session = new Session(
    async () =>
      new UserManager({
        authority: 'http://identity.test',
        client_id: 'club-web',
        redirect_uri: 'http://localhost/sso/callback',
      }),
  );
  const user = signedIn
    ? ({ profile: { sub: 'subject-1' }, expired: false, access_token: 'token-1' } as unknown as User)
    : null;
  (session as unknown as { set(change: { user: User | null; ready: boolean }): void }).set({ user, ready: true });
  return session;
}
