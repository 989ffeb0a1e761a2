import { describe, expect, it } from 'vitest';
import { eachLoader, lazyLoaders, onceLoader, type Loader } from './request-loaders.ts';

describe('a request’s loaders', () => {
  interface Deps {
    calls: string[];
  }
  interface Loaders {
    person: Loader<'self', string>;
    product: Loader<{ id: number }, string>;
  }
  const create = lazyLoaders<Deps, Loaders>({
    person: ({ calls }) =>
      onceLoader(async () => {
        calls.push('person');
        return 'Erika';
      }),
    product: ({ calls }) =>
      eachLoader(async ({ id }: { id: number }) => {
        calls.push(`product ${id}`);
        if (id < 0) throw new Error('no such product');
        return `product ${id}`;
      }),
  });

  it('are built when first asked for, once per request, and each request gets its own', () => {
    const one = create({ calls: [] });
    expect(Object.keys(one)).not.toContain('person');
    const person = one.person;
    expect(one.person).toBe(person);
    expect(Object.keys(one)).not.toContain('product');
    expect(create({ calls: [] }).person).not.toBe(person);
  });

  it('ask the service once per key, at the first load, and share the answer or the failure', async () => {
    const calls: string[] = [];
    const loaders = create({ calls });
    const first = loaders.person.load('self');
    // The call starts at once, not a tick later: a screen's calls leave in one wave.
    expect(calls).toEqual(['person']);
    expect(await Promise.all([first, loaders.person.load('self')])).toEqual(['Erika', 'Erika']);

    expect(await loaders.product.load({ id: 7 })).toBe('product 7');
    expect(await loaders.product.load({ id: 7 })).toBe('product 7');
    await expect(loaders.product.load({ id: -1 })).rejects.toThrow('no such product');
    // A service that failed is not asked again for the same key within the request.
    await expect(loaders.product.load({ id: -1 })).rejects.toThrow('no such product');
    expect(calls).toEqual(['person', 'product 7', 'product -1']);
  });

  it('forget what a mutation changed, and keep a primed answer only for keys not yet loaded', async () => {
    const calls: string[] = [];
    const loaders = create({ calls });
    loaders.product.prime({ id: 1 }, 'primed');
    expect(await loaders.product.load({ id: 1 })).toBe('primed');
    loaders.product.prime({ id: 1 }, 'primed again');
    expect(await loaders.product.load({ id: 1 })).toBe('primed');
    loaders.product.clear({ id: 1 });
    expect(await loaders.product.load({ id: 1 })).toBe('product 1');
    await loaders.person.load('self');
    loaders.person.clearAll();
    await loaders.person.load('self');
    expect(calls).toEqual(['product 1', 'person', 'person']);
  });
});
