/**
 * The Redis the tests of shared state run against (REDIS_URL). On a developer's machine without one those tests
 * are skipped and say so; in CI (CI=true) a missing Redis fails the run instead of hiding the tests, since
 * .ci/run starts the machine's Redis before the tests.
 */
export function redisUrlForTests(): string | undefined {
  const url = process.env.REDIS_URL || undefined;
  if (!url && process.env.CI)
    throw new Error('REDIS_URL is not set: CI runs the tests of shared state against a Redis (.ci/run starts one)');
  return url;
}
