import { describe, expect, it } from 'vitest';
import { incomingRequestId, requestIdOf } from './request-id.ts';

const withId = (id: string) => new Request('http://graph.test/graphql', { headers: { 'x-request-id': id } });

describe('request ids', () => {
  it("keeps a caller's id that looks like one", () => {
    expect(requestIdOf(withId('checkout-7f3a9c21'))).toBe('checkout-7f3a9c21');
    expect(incomingRequestId(withId('a.b_c-1234'))).toBe('a.b_c-1234');
  });

  it('makes one up for a missing, short, oversize or hostile id', () => {
    const hostile = [
      'short',
      'x'.repeat(129),
      'two words here',
      'id\u0007bell-12',
      '{"level":"error"}',
      'ünïcödé-id-1',
    ];
    for (const id of hostile) {
      expect(incomingRequestId(withId(id))).toBeUndefined();
      expect(requestIdOf(withId(id))).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(requestIdOf(new Request('http://graph.test/graphql'))).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives each request without one an id of its own', () => {
    const request = new Request('http://graph.test/graphql');
    expect(requestIdOf(request)).not.toBe(requestIdOf(request));
  });
});
