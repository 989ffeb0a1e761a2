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
 * What resolvers use of a loader: DataLoader's reading API, which the keyed loaders below share with it.
 */
export interface Loader<Key, Value> {
  load(key: Key): Promise<Value>;
  clear(key: Key): this;
  clearAll(): this;
  prime(key: Key, value: Value): this;
}

/**
 * A loader for a service that answers one key per call: each distinct key is asked once per request, when a
 * resolver first loads it, and every later load shares that answer (or that failure: a service that failed
 * is not asked again for the same key within the request). Where there is no batch route to combine keys
 * into, DataLoader's batching would only add its batch objects, its queue and a tick of delay before the call.
 */
export class KeyedLoader<Key, Value> implements Loader<Key, Value> {
  private readonly answers = new Map<string, Promise<Value>>();

  constructor(
    private readonly loadOne: (key: Key) => Promise<Value>,
    /** Tells keys apart: object keys by their JSON. */
    private readonly keyOf: (key: Key) => string,
  ) {}

  load(key: Key): Promise<Value> {
    const id = this.keyOf(key);
    let answer = this.answers.get(id);
    if (!answer) this.answers.set(id, (answer = this.loadOne(key)));
    return answer;
  }

  clear(key: Key): this {
    this.answers.delete(this.keyOf(key));
    return this;
  }

  clearAll(): this {
    this.answers.clear();
    return this;
  }

  /** Remembers `value` as the answer for `key`, unless the key was loaded already (as DataLoader does). */
  prime(key: Key, value: Value): this {
    const id = this.keyOf(key);
    if (!this.answers.has(id)) this.answers.set(id, Promise.resolve(value));
    return this;
  }
}

/** A per-request loader of one key per call (see KeyedLoader), keyed by its JSON so object keys work too. */
export const eachLoader = <Key, Value>(load: (key: Key) => Promise<Value>): KeyedLoader<Key, Value> =>
  new KeyedLoader(load, (key) => JSON.stringify(key) ?? '');

/** A per-request loader of one value (the person's own contact, their wallet): one call however often asked. */
export const onceLoader = <Key extends string, Value>(load: () => Promise<Value>): KeyedLoader<Key, Value> =>
  new KeyedLoader(load, () => 'once');
