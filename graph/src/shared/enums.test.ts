import { describe, expect, expectTypeOf, it } from 'vitest';
import { screamingSnake, upperCase } from './enums.ts';

describe('enum spelling', () => {
  it('upper-cases a service value, in its type too', () => {
    const value = upperCase('live' as 'live' | 'after');
    expect(value).toBe('LIVE');
    expectTypeOf(value).toEqualTypeOf<'LIVE' | 'AFTER'>();
  });

  it('splits PascalCase at each capital after a small letter, as the type says', () => {
    const value = screamingSnake('AwaitingPayment' as 'AwaitingPayment' | 'Paid' | 'OnAccount');
    expect(value).toBe('AWAITING_PAYMENT');
    expect(screamingSnake('OnAccount')).toBe('ON_ACCOUNT');
    expect(screamingSnake('Paid')).toBe('PAID');
    expectTypeOf(value).toEqualTypeOf<'AWAITING_PAYMENT' | 'PAID' | 'ON_ACCOUNT'>();
    expectTypeOf(screamingSnake('CompleteCancellation')).toEqualTypeOf<'COMPLETE_CANCELLATION'>();
  });
});
