import DataLoader from 'dataloader';

/**
 * A per-request DataLoader for a service that answers one key per call: each key is loaded on its own (no
 * batch route to combine them into), and only once per request, keyed by its JSON so object keys work too.
 */
export const eachLoader = <Key, Value>(load: (key: Key) => Promise<Value>) =>
  new DataLoader<Key, Value, string>((keys) => Promise.all(keys.map(load)), {
    cacheKeyFn: (key) => JSON.stringify(key),
  });
