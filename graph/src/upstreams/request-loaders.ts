import DataLoader from 'dataloader';

/** How each loader of a set is built from the request's dependencies (and the set, for one that uses another). */
type Factories<Deps, Loaders> = { [Name in keyof Loaders]: (deps: Deps, loaders: Loaders) => Loaders[Name] };

/**
 * A service's per-request loaders, each built when a resolver first asks for it. A request touches few of a
 * service's loaders (the cart page one of the CMS's eleven), and every loader built is held, with its cache,
 * until the request ends, while its upstream calls are in flight; the garbage collector copies what waiting
 * requests hold (docs/operations.md, "Fifth pass"), so a request builds only what it uses. The getters are on a
 * prototype shared by all requests: a request's set costs one object until a loader is asked for.
 *
 * A factory gets the request's dependencies and the set itself (for loaders that prime or read another);
 * one that uses the set annotates its type, since TypeScript cannot infer a set from its own factories.
 */
export function lazyLoaders<Deps, Loaders extends object>(
  factories: Factories<Deps, Loaders>,
): (deps: Deps) => Loaders {
  class RequestLoaderSet {
    constructor(readonly deps: Deps) {}
  }
  for (const name of Object.keys(factories) as (keyof Loaders & string)[]) {
    Object.defineProperty(RequestLoaderSet.prototype, name, {
      get(this: RequestLoaderSet & Loaders) {
        const loader = factories[name](this.deps, this);
        Object.defineProperty(this, name, { value: loader, enumerable: true });
        return loader;
      },
    });
  }
  return (deps) => new RequestLoaderSet(deps) as unknown as Loaders;
}

/**
 * A per-request DataLoader for a service that answers one key per call: each key is loaded on its own (no
 * batch route to combine them into), and only once per request, keyed by its JSON so object keys work too.
 */
export const eachLoader = <Key, Value>(load: (key: Key) => Promise<Value>) =>
  new DataLoader<Key, Value, string>((keys) => Promise.all(keys.map(load)), {
    cacheKeyFn: (key) => JSON.stringify(key),
  });

/** A per-request DataLoader of one value (the person's own contact, their wallet): one call however often asked. */
export const onceLoader = <Key extends string, Value>(load: () => Promise<Value>) =>
  new DataLoader<Key, Value>(async (keys) => {
    const value = await load();
    return keys.map(() => value);
  });
