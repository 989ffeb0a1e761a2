import { DEMO_PASSWORD } from '@club/platform';
import { signIn } from '@club/platform/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  graphClient,
  startTestPlatform,
  testConfig,
  type GraphClient,
  type PlatformUnderTest,
} from '../../../test/harness.ts';
import { toGlobalId } from '../../shared/relay.ts';
import { isShownAsRecentlyViewed } from './resolvers/recently-viewed.ts';

/**
 * Recently viewed products through the graph against the real platform: impressions recorded, the list newest
 * first and one per product, the rule per language, another person's list their own, hostile ids refused.
 */
let platform: PlatformUnderTest;
let client: GraphClient;
const tokens: Record<string, string> = {};
const MEMBER = 'mitglied@club.example';
const FAN2 = 'fan2@club.example';
const ENGLISH = { 'accept-language': 'en' };

beforeAll(async () => {
  platform = await startTestPlatform();
  client = graphClient(testConfig(platform.platform));
  for (const email of [MEMBER, FAN2])
    tokens[email] = (await signIn(platform.platform.identity.issuer, email, DEMO_PASSWORD)).access_token;
}, 60_000);
afterAll(() => platform.platform.close());
beforeEach(() => platform.reset());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Data = Record<string, any>;
const run = async (query: string, variables: Record<string, unknown> = {}, email?: string, headers = {}) => {
  const auth: Record<string, string> = email ? { authorization: `Bearer ${tokens[email]}` } : {};
  const result = await client.execute<Data>(query, variables, { ...auth, ...headers });
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!;
};
const selfCalls = () =>
  platform.calls
    .filter((call) => /^\/(self|productImpressions)/.test(call.url))
    .map((call) => `${call.method} ${call.url}`);

describe('recently viewed products', () => {
  const RECENT = `query { viewer { recentlyViewedProducts { internalId name slug images { url } } } }`;
  const RECORD = `mutation($id: ID!) { productImpressionRecord(input: { productId: $id }) { __typename
    ... on ProductImpressionRecordSuccess { product { internalId } } ... on Error { code } } }`;

  it('records impressions and lists the products newest first, one per product, filtered per language', async () => {
    const products = await platform.platform.db.query<{ id: number; name_en: string | null }>(
      `SELECT id, name_en FROM products WHERE kind = 'Merchandise' AND is_active AND NOT is_hidden
         AND (appclusive_until IS NULL OR appclusive_until < now()) ORDER BY id LIMIT 40`,
    );
    const withEnglish = products.rows.filter((row) => row.name_en).slice(0, 2);
    const germanOnly = products.rows.find((row) => !row.name_en);
    const viewed = [...withEnglish.map((row) => row.id), ...(germanOnly ? [germanOnly.id] : []), withEnglish[0]!.id];
    for (const id of viewed) {
      const recorded = await run(RECORD, { id: toGlobalId('Product', id) }, MEMBER);
      expect(recorded.productImpressionRecord).toEqual({
        __typename: 'ProductImpressionRecordSuccess',
        product: { internalId: id },
      });
    }
    platform.reset();
    const german = await run(RECENT, {}, MEMBER);
    const expected = [withEnglish[0]!.id, ...(germanOnly ? [germanOnly.id] : []), withEnglish[1]!.id];
    expect(german.viewer.recentlyViewedProducts.map((product: Data) => product.internalId)).toEqual(expected);
    expect(german.viewer.recentlyViewedProducts[0].images[0].url).toMatch(/1280/);
    expect(selfCalls()).toEqual(['GET /productImpressions?Page=1&PageSize=20&OrderBy=lastImpression+desc']);
    // In English only the products with English texts are shown.
    const english = await run(RECENT, {}, MEMBER, ENGLISH);
    expect(english.viewer.recentlyViewedProducts.map((product: Data) => product.internalId)).toEqual(
      expected.filter((id) => id !== germanOnly?.id),
    );
    // Another person's list is their own.
    expect((await run(RECENT, {}, FAN2)).viewer.recentlyViewedProducts).toEqual([]);
  });

  it('refuses hidden or unknown products and bad ids, and visitors', async () => {
    const hidden = await platform.platform.db.query<{ id: number }>('SELECT id FROM products WHERE is_hidden LIMIT 1');
    expect(
      (await run(RECORD, { id: toGlobalId('Product', hidden.rows[0]!.id) }, MEMBER)).productImpressionRecord,
    ).toEqual({
      __typename: 'NotFoundError',
      code: 'NOT_FOUND',
    });
    expect((await run(RECORD, { id: '999999' }, MEMBER)).productImpressionRecord.__typename).toBe('NotFoundError');
    expect((await run(RECORD, { id: 'x\u0000' }, MEMBER)).productImpressionRecord.__typename).toBe('InvalidInputError');
    expect((await client.execute(RECORD, { id: '1001' })).status).toBe(401);
  });

  it('applies the rule: active, not hidden, a name and description in the language', () => {
    const product = {
      isActive: true,
      isHidden: false,
      name: { de: 'Schal', en: 'Scarf' },
      description: { de: 'Warm', en: '' },
    } as never;
    expect(isShownAsRecentlyViewed(product, 'DE')).toBe(true);
    expect(isShownAsRecentlyViewed(product, 'EN')).toBe(false);
    expect(isShownAsRecentlyViewed({ ...(product as object), isActive: false } as never, 'DE')).toBe(false);
    expect(isShownAsRecentlyViewed({ ...(product as object), isHidden: true } as never, 'DE')).toBe(false);
    expect(isShownAsRecentlyViewed({ ...(product as object), name: { de: ' ', en: 'x' } } as never, 'DE')).toBe(false);
  });
});
