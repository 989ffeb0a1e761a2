/**
 * Memoises a pure function of one string with a bounded cache; when full, the oldest entry goes.
 * For work whose results are public and identical for everyone (sanitising published HTML).
 */
export function memoize<Result>(compute: (input: string) => Result, maxEntries: number): (input: string) => Result {
  const cache = new Map<string, Result>();
  return (input) => {
    const hit = cache.get(input);
    if (hit !== undefined) return hit;
    const result = compute(input);
    if (cache.size >= maxEntries) cache.delete(cache.keys().next().value as string);
    cache.set(input, result);
    return result;
  };
}
