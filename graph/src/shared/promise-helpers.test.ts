import {
  fakePromise,
  fakeRejectPromise,
  handleMaybePromise,
  iterateAsync,
  unfakePromise,
} from '@whatwg-node/promise-helpers';
import { describe, expect, it } from 'vitest';

/**
 * The contract of @whatwg-node/promise-helpers that Yoga's request pipeline relies on, held against the patch
 * in patches/ (resolved fake promises as class instances): synchronous work stays synchronous, asynchronous
 * work becomes a real promise, errors arrive where they would without the helpers.
 */
describe('promise helpers (patched)', () => {
  it('answers synchronously when every step is synchronous', () => {
    expect(
      handleMaybePromise(
        () => 20,
        (value) => value + 1,
      ),
    ).toBe(21);
    const order: string[] = [];
    const result = handleMaybePromise(
      () => order.push('input'),
      () => order.push('output'),
      undefined,
      () => {
        order.push('finally');
      },
    );
    expect(result).toBe(2);
    expect(order).toEqual(['input', 'output', 'finally']);
  });

  it('throws a synchronous error at once, or hands it to the error handler', () => {
    const failing = () => {
      throw new Error('kaputt');
    };
    expect(() => handleMaybePromise(failing, (value) => value)).toThrow('kaputt');
    expect(
      handleMaybePromise(
        failing,
        () => 'ok',
        (error: Error) => `handled ${error.message}`,
      ),
    ).toBe('handled kaputt');
  });

  it('becomes a real promise as soon as a step is asynchronous', async () => {
    const result = handleMaybePromise(
      () => Promise.resolve(20),
      (value) => value + 1,
    );
    expect(result).toBeInstanceOf(Promise);
    await expect(result).resolves.toBe(21);
    await expect(
      handleMaybePromise(
        () => Promise.reject(new Error('später')),
        (value) => value,
      ),
    ).rejects.toThrow('später');
  });

  it('lets a resolved fake promise be awaited, chained and unwrapped like a promise', async () => {
    const resolved = fakePromise(3);
    expect(Object.prototype.toString.call(resolved)).toBe('[object Promise]');
    await expect(resolved).resolves.toBe(3);
    expect(unfakePromise(resolved.then((value) => value * 2))).toBe(6);
    expect(unfakePromise(resolved.catch(() => 0))).toBe(3);
    let finished = false;
    expect(
      unfakePromise(
        resolved.finally(() => {
          finished = true;
        }),
      ),
    ).toBe(3);
    expect(finished).toBe(true);
    // Each fake promise keeps its own value: nothing is shared between instances.
    expect([1, 2, 3].map((value) => unfakePromise(fakePromise(value).then((x) => x + 10)))).toEqual([11, 12, 13]);
  });

  it('turns an error thrown in then or finally into a rejected fake promise', () => {
    const rejected = fakePromise(1).then(() => {
      throw new Error('im then');
    });
    expect(() => unfakePromise(rejected)).toThrow('im then');
    expect(() =>
      unfakePromise(
        fakePromise(1).finally(() => {
          throw new Error('im finally');
        }),
      ),
    ).toThrow('im finally');
    expect(unfakePromise(fakeRejectPromise(new Error('x')).catch(() => 'recovered'))).toBe('recovered');
  });

  it('runs hooks in order, stopping when one ends early, synchronously when they are', () => {
    const seen: number[] = [];
    const results: number[] = [];
    const done = iterateAsync(
      [1, 2, 3, 4],
      (value, endEarly) => {
        seen.push(value);
        if (value === 3) endEarly();
        return value * 10;
      },
      results,
    );
    expect(done).toBeUndefined();
    expect(seen).toEqual([1, 2, 3]);
    expect(results).toEqual([10, 20, 30]);
  });

  it('continues after a callback that answers a promise, in order, and stops where one ends early', async () => {
    const seen: string[] = [];
    const results: string[] = [];
    const done = iterateAsync(
      ['a', 'b', 'c', 'd', 'e'],
      (value, endEarly) => {
        seen.push(value);
        if (value === 'b') return Promise.resolve('B');
        if (value === 'd') {
          endEarly();
          return Promise.resolve('D');
        }
        return value.toUpperCase();
      },
      results,
    );
    expect(done).toBeInstanceOf(Promise);
    // The callbacks after the asynchronous one wait for it.
    expect(seen).toEqual(['a', 'b']);
    await done;
    expect(seen).toEqual(['a', 'b', 'c', 'd']);
    expect(results).toEqual(['A', 'B', 'C', 'D']);
  });

  it('throws what a callback throws, synchronously, and rejects with what its promise rejects', async () => {
    const later: number[] = [];
    expect(() =>
      iterateAsync([1, 2], (value) => {
        if (value === 1) throw new Error('sofort');
        later.push(value);
      }),
    ).toThrow('sofort');
    expect(later).toEqual([]);
    await expect(
      iterateAsync([1, 2], (value) => {
        if (value === 1) return Promise.reject(new Error('später'));
        later.push(value);
        return undefined;
      }),
    ).rejects.toThrow('später');
    expect(later).toEqual([]);
  });
});
