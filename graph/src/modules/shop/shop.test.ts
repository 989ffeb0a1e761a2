import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  graphClient,
  startTestPlatform,
  testConfig,
  type GraphClient,
  type PlatformUnderTest,
} from '../../../test/harness.ts';
import { createServices } from '../../services.ts';
import { ShopService } from '../../upstreams/shop/client.ts';

interface ProductNode {
  id: string;
  internalId: number;
  name: string;
  slug: string;
  description: string | null;
  price: { amount: string; currencyCode: string };
  images: { url: string; thumbnails: { width: number; url: string }[] }[];
  releaseDate: string;
}
interface NewestProducts {
  newestProducts: {
    edges: { cursor: string; node: ProductNode }[];
    pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null };
  } | null;
}

const NEWEST = /* GraphQL */ `
  query Newest($first: Int, $after: String, $language: Language) {
    newestProducts(first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          internalId
          name(language: $language)
          slug(language: $language)
          description(language: $language)
          price {
            amount
            currencyCode
          }
          images {
            url
            thumbnails {
              width
              url
            }
          }
          releaseDate
        }
      }
      pageInfo {
        hasNextPage
        hasPreviousPage
        endCursor
      }
    }
  }
`;

// Seed facts (platform/src/db/seed/catalogue.ts): 1002, 1009 and 1016 are still app-exclusive,
// 1006 and 1015 are hidden, 1008 has no English name, 1001–1007 carry hostile markup.
const EXCLUSIVE = [1002, 1009, 1016];
const HIDDEN = [1006, 1015];

let platform: PlatformUnderTest;
let client: GraphClient;

beforeAll(async () => {
  platform = await startTestPlatform();
  client = graphClient(testConfig(platform.platform));
});
afterAll(() => platform.platform.close());
beforeEach(() => platform.reset());

describe('newest products', () => {
  it('lists the 10 newest products shown on the web, newest first, for exactly one shop call', async () => {
    const result = await client.execute<NewestProducts>(NEWEST);
    expect(result.errors).toBeUndefined();
    const edges = result.data!.newestProducts!.edges;
    const ids = edges.map((edge) => edge.node.internalId);
    expect(ids).toEqual([1001, 1003, 1004, 1005, 1007, 1008, 1010, 1011, 1012, 1013]);
    for (const id of [...EXCLUSIVE, ...HIDDEN]) expect(ids).not.toContain(id);
    const dates = edges.map((edge) => Date.parse(edge.node.releaseDate));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(result.data!.newestProducts!.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });

    const calls = platform.callsTo('/shop/');
    expect(calls).toHaveLength(1);
    const url = new URL(calls[0]!.url, 'http://platform');
    expect(url.pathname).toBe('/shop/v4/shops/1/products');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      IncludeHidden: 'false',
      IncludeDetails: 'true',
      OrderBy: 'releaseDate desc',
      Page: '1',
      PageSize: '20',
    });
    expect(calls[0]!.headers['et-tenant-id']).toBe('1');
    expect(calls[0]!.headers['x-request-id']).toMatch(/.{8,}/);
  });

  it('gives each product a global ID, money, square thumbnails and an ASCII slug', async () => {
    const result = await client.execute<NewestProducts>(NEWEST, { first: 10 });
    const jersey = result.data!.newestProducts!.edges[0]!.node;
    expect(jersey.id).not.toContain('1001');
    expect(jersey).toMatchObject({ name: 'Heimtrikot 2026/27', slug: 'heimtrikot-2026-27-1001' });
    expect(jersey.price).toEqual({ amount: '89.95', currencyCode: 'EUR' });
    expect(jersey.images[0]!.thumbnails.map((t) => t.width)).toEqual([200, 600, 1280]);
    for (const { node } of result.data!.newestProducts!.edges) expect(node.slug).toMatch(/^[a-z0-9-]+-\d+$/);
    const scarf = result.data!.newestProducts!.edges[1]!.node;
    expect(scarf).toMatchObject({ name: 'Schal „Südkurve“', slug: 'schal-suedkurve-1003' });
  });

  it('pages on after the end cursor without repeating or skipping a product', async () => {
    const first = await client.execute<NewestProducts>(NEWEST, { first: 10 });
    const second = await client.execute<NewestProducts>(NEWEST, {
      first: 10,
      after: first.data!.newestProducts!.pageInfo.endCursor,
    });
    const ids = second.data!.newestProducts!.edges.map((edge) => edge.node.internalId);
    expect(ids).toEqual([1014, 1017, 1018, 1019, 1020, 1021, 1022, 1023, 1024, 1025]);
    expect(second.data!.newestProducts!.pageInfo.hasPreviousPage).toBe(true);
  });

  it('answers in English with German as the fallback, also by Accept-Language', async () => {
    const explicit = await client.execute<NewestProducts>(NEWEST, { language: 'EN' });
    const byHeader = await client.execute<NewestProducts>(NEWEST, {}, { 'accept-language': 'en-GB,en;q=0.9,de;q=0.5' });
    for (const result of [explicit, byHeader]) {
      const nodes = result.data!.newestProducts!.edges.map((edge) => edge.node);
      expect(nodes[0]).toMatchObject({ name: 'Home Jersey 2026/27', slug: 'home-jersey-2026-27-1001' });
      // 1008 has no English name: the German one, transliterated in the slug.
      expect(nodes.find((node) => node.internalId === 1008)).toMatchObject({
        name: 'Strickmütze Größenwahn',
        slug: 'strickmuetze-groessenwahn-1008',
      });
    }
  });

  it('refuses a page size out of range and a foreign cursor with a typed error and no shop call', async () => {
    for (const variables of [{ first: 0 }, { first: 51 }, { after: 'bm90LWEtY3Vyc29y' }]) {
      const result = await client.execute<NewestProducts>(NEWEST, variables);
      expect(result.data!.newestProducts).toBeNull();
      expect(result.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    }
    expect(platform.callsTo('/shop/')).toHaveLength(0);
  });
});

describe('product descriptions', () => {
  it('keep the whitelist and lose scripts, event handlers, javascript: links, frames and styles', async () => {
    const result = await client.execute<NewestProducts>(NEWEST, { first: 10 });
    const descriptions = result.data!.newestProducts!.edges.map((edge) => edge.node.description ?? '');
    const all = descriptions.join('\n');
    for (const forbidden of [
      '<script',
      'onerror',
      'onclick',
      'javascript:',
      '<iframe',
      'style=',
      '<h1',
      '__injected',
    ]) {
      expect(all).not.toContain(forbidden);
    }
    // What the whitelist allows survives: headings, lists, mailto and https links (opened safely).
    expect(descriptions[0]).toContain('<h3>Heimtrikot 2026/27</h3>');
    expect(descriptions[0]).toContain('<li>Gesticktes Vereinswappen</li>');
    expect(descriptions[0]).toContain('<a href="mailto:fanshop@club.example">');
    expect(descriptions[0]).toContain('<a href="https://club.example/faq" target="_blank" rel="noopener noreferrer">');
    // The text of a disallowed heading stays, its markup goes.
    expect(descriptions[4]).toContain('Nur heute!');
  });
});

describe('a product by slug and by node id', () => {
  const PRODUCT = /* GraphQL */ `
    query Product($slug: String!) {
      product(slug: $slug) {
        id
        internalId
        name
        slug
        categories {
          slug
          name
        }
      }
    }
  `;

  it('finds a product by its German or English slug in one shop call', async () => {
    for (const slug of ['heimtrikot-2026-27-1001', 'home-jersey-2026-27-1001']) {
      platform.reset();
      const result = await client.execute<{ product: { internalId: number; name: string } }>(
        `query P($slug: String!) { product(slug: $slug) { internalId name } }`,
        { slug },
      );
      expect(result.data!.product).toMatchObject({ internalId: 1001, name: 'Heimtrikot 2026/27' });
      expect(platform.callsTo('/shop/')).toHaveLength(1);
    }
  });

  it('offers only what can actually be bought: the lower of limit and stock, nothing when no longer sold', async () => {
    const cases = { 'heimtrikot-2026-27-1001': 5, 'torwarthandschuhe-profi-1018': 3, 'wimpel-meisterschale-1067': 0 };
    for (const [slug, most] of Object.entries(cases)) {
      const result = await client.execute<{ product: { maximumQuantity: number; inStock: boolean } }>(
        `query P($slug: String!) { product(slug: $slug) { maximumQuantity inStock } }`,
        { slug },
      );
      expect(result.data!.product, slug).toEqual({ maximumQuantity: most, inStock: most > 0 });
    }
  });

  it('answers null for unknown, hidden and app-exclusive products', async () => {
    for (const slug of ['gibt-es-nicht-999999', 'ohne-nummer', `tasse-${HIDDEN[0]}`, `trikot-${EXCLUSIVE[0]}`]) {
      const result = await client.execute<{ product: unknown }>(PRODUCT, { slug });
      expect(result.errors).toBeUndefined();
      expect(result.data!.product).toBeNull();
    }
  });

  it('resolves node(id:) for products and categories, and null for foreign or forged ids', async () => {
    const listed = await client.execute<NewestProducts>(NEWEST, { first: 1 });
    const productId = listed.data!.newestProducts!.edges[0]!.node.id;
    const NODE = `query N($id: ID!) { node(id: $id) { __typename id ... on Product { internalId } ... on ProductCategory { slug } } }`;
    const product = await client.execute<{ node: { __typename: string; internalId: number } }>(NODE, { id: productId });
    expect(product.data!.node).toMatchObject({ __typename: 'Product', internalId: 1001, id: productId });

    const withCategory = await client.execute<{ product: { categories: { slug: string }[] } }>(PRODUCT, {
      slug: 'heimtrikot-2026-27-1001',
    });
    expect(withCategory.data!.product.categories).toEqual([{ slug: 'trikots', name: 'Trikots' }]);
    const categoryId = (
      await client.execute<{ productCategory: { id: string } }>(`{ productCategory(slug: "trikots") { id } }`)
    ).data!.productCategory.id;
    const category = await client.execute<{ node: { slug: string } }>(NODE, { id: categoryId });
    expect(category.data!.node).toMatchObject({ __typename: 'ProductCategory', slug: 'trikots' });

    const forged = [
      Buffer.from('Product:1002').toString('base64url'), // exclusive
      Buffer.from('Cart:1').toString('base64url'), // a type the graph does not resolve by id
      Buffer.from('Product:abc').toString('base64url'),
      'not-an-id',
    ];
    for (const id of forged) {
      const result = await client.execute<{ node: unknown }>(NODE, { id });
      expect(result.errors).toBeUndefined();
      expect(result.data!.node).toBeNull();
    }
  });
});

describe('categories and navigation', () => {
  it('lists a category’s products newest first, with exclusive ones left out', async () => {
    const result = await client.execute<{
      productCategory: { name: string; products: { edges: { node: { internalId: number } }[] } };
    }>(
      `{ productCategory(slug: "trikots") { name(language: EN) products(first: 5) { edges { node { internalId } } } } }`,
    );
    expect(result.data!.productCategory.name).toBe('Jerseys');
    expect(result.data!.productCategory.products.edges.map((edge) => edge.node.internalId)).toEqual([
      1001, 1021, 1028, 1035, 1050,
    ]);
  });

  it('serves the stores navigation per language with portal paths', async () => {
    const NAV = `query Nav($language: Language) { storesNavigation(language: $language) { title path children { title path isSubmenuItem } } }`;
    const de = await client.execute<{
      storesNavigation: { title: string; path: string; children: { title: string; path: string }[] }[];
    }>(NAV, { language: 'DE' });
    expect(de.data!.storesNavigation[0]).toMatchObject({ title: 'Neuheiten', path: '/' });
    expect(de.data!.storesNavigation[0]!.children[1]).toMatchObject({
      title: 'Schals & Mützen',
      path: '/kategorie/schals-muetzen',
    });
    const en = await client.execute<typeof de.data>(NAV, { language: 'EN' });
    expect(en.data!.storesNavigation[0]).toMatchObject({ title: 'New arrivals', path: '/en' });
    expect(en.data!.storesNavigation[0]!.children[0]).toMatchObject({ title: 'Jerseys', path: '/en/category/trikots' });
  });
});

describe('when the shop service fails', () => {
  it('nulls only the shop’s part of the answer, with an error path and no internals', async () => {
    const config = testConfig(platform.platform);
    // The shop points at a port nobody listens on; the CMS stays healthy.
    const services = {
      ...createServices(config),
      shop: new ShopService({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 500, tenantId: 1, shopId: 1 }),
    };
    const broken = graphClient(config, services);
    const result = await broken.execute<{ newestProducts: unknown; storesNavigation: unknown[] }>(
      `{ newestProducts { edges { node { name } } } storesNavigation { title } }`,
    );
    expect(result.status).toBe(200);
    expect(result.data!.newestProducts).toBeNull();
    expect(result.data!.storesNavigation.length).toBeGreaterThan(0);
    expect(result.errors).toHaveLength(1);
    expect(result.errors![0]).toMatchObject({
      path: ['newestProducts'],
      message: 'The shop service is unavailable right now.',
      extensions: { code: 'UPSTREAM_UNAVAILABLE', service: 'shop' },
    });
    expect(JSON.stringify(result.errors)).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|at .*\.ts/);
  });
});
