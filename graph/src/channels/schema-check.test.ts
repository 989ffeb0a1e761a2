import { readFileSync } from 'node:fs';
import { buildSchema as schemaFromSdl } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchema } from '../schema.ts';
import { type ChannelDeployment, checkSchema, formatSchemaCheck } from './schema-check.ts';

const deployedSdl = `
type Query {
  product(id: ID!): Product
  products(color: Color, filter: ProductFilter): [Product!]!
  news(category: String, limit: Int @deprecated(reason: "Use first.")): [News!]!
}
type Product {
  id: ID!
  name: String!
  price: Money
  oldPrice: Float @deprecated(reason: "Use price.")
  color: Color
  stock: Int
}
type Money {
  amount: String!
  currencyCode: String!
}
type News {
  id: ID!
  title: String!
}
enum Color {
  RED
  GREEN
  BLUE @deprecated(reason: "The club has no blue kit any more.")
}
input ProductFilter {
  name: String @deprecated(reason: "Use search.")
  color: Color
}
`;

const deployed = schemaFromSdl(deployedSdl);

/** The working schema: the deployed SDL with each edit applied, every edit checked to take effect. */
function workingWith(...edits: [from: string, to: string][]) {
  let sdl = deployedSdl;
  for (const [from, to] of edits) {
    expect(sdl).toContain(from);
    sdl = sdl.replace(from, to);
  }
  return schemaFromSdl(sdl);
}

function deployment(channel: string, version: string, documents: Record<string, string>): ChannelDeployment {
  return { channel, version, documents };
}

const productPage = `query ProductPage($id: ID!) {
  product(id: $id) {
    name
    stock
  }
}`;

const newsList = `query NewsList($category: String) {
  news(category: $category) {
    title
  }
}`;

describe('checkSchema', () => {
  it('fails on a removed field that an active document uses, naming channel, version, document and place', () => {
    const working = workingWith(['  stock: Int\n', '']);
    const report = checkSchema({
      deployed,
      working,
      deployments: [
        deployment('stadium', '3.2.0', { 'product-page': productPage, news: newsList }),
        // The same text under another id in an older version: both deployments break.
        deployment('stadium', '3.1.0', { 'product-page-v1': productPage }),
        deployment('web', '2024.11.3', { news: newsList }),
      ],
    });

    expect(report.passed).toBe(false);
    const use = {
      operationName: 'ProductPage',
      message: 'Cannot query field "stock" on type "Product".',
      locations: [{ line: 4, column: 5 }],
    };
    expect(report.breaking).toEqual([
      { channel: 'stadium', version: '3.2.0', documentId: 'product-page', ...use },
      { channel: 'stadium', version: '3.1.0', documentId: 'product-page-v1', ...use },
    ]);
    expect(report.changes).toContainEqual({
      kind: 'breaking',
      type: 'FIELD_REMOVED',
      description: 'Product.stock was removed.',
    });

    const log = formatSchemaCheck(report);
    expect(log).toContain('FAILED: 2 breaking use(s) in 2 active deployment(s)');
    expect(log).toContain('stadium 3.2.0, document product-page, operation ProductPage, at 4:5');
    expect(log).toContain('stadium 3.1.0, document product-page-v1, operation ProductPage, at 4:5');
    expect(log).toContain('Cannot query field "stock" on type "Product".');
  });

  it('passes a removed field that no active document uses, and lists it as a breaking change', () => {
    const working = workingWith(['  stock: Int\n', '']);
    const report = checkSchema({ deployed, working, deployments: [deployment('web', '1', { news: newsList })] });

    expect(report).toMatchObject({ passed: true, breaking: [] });
    expect(report.changes).toContainEqual({
      kind: 'breaking',
      type: 'FIELD_REMOVED',
      description: 'Product.stock was removed.',
    });
    expect(formatSchemaCheck(report)).toMatch(/^Schema check passed/);
    expect(formatSchemaCheck(report)).toMatch(/breaking\s+FIELD_REMOVED\s+Product\.stock was removed\./);
  });

  it('fails on a renamed argument', () => {
    const working = workingWith(['news(category: String', 'news(topic: String']);
    const report = checkSchema({ deployed, working, deployments: [deployment('web', '1', { news: newsList })] });

    expect(report.passed).toBe(false);
    expect(report.breaking.map(({ message, locations }) => ({ message, locations }))).toEqual([
      { message: 'Unknown argument "category" on field "Query.news".', locations: [{ line: 2, column: 8 }] },
    ]);
  });

  it('fails when a field an active document selects into changes type', () => {
    const working = workingWith(['  price: Money\n', '  price: String\n']);
    const document = `query Price {\n  product(id: "1") {\n    price {\n      amount\n    }\n  }\n}`;
    const report = checkSchema({ deployed, working, deployments: [deployment('web', '1', { price: document })] });

    expect(report.passed).toBe(false);
    expect(report.breaking.map(({ message }) => message)).toEqual([
      'Field "price" must not have a selection since type "String" has no subfields.',
    ]);
  });

  it('fails when a field an active document reads keeps its name but changes its scalar type or nullability', () => {
    const working = workingWith(['  stock: Int\n', '  stock: String\n'], ['  name: String!\n', '  name: String\n']);
    const report = checkSchema({
      deployed,
      working,
      deployments: [deployment('web', '1', { 'product-page': productPage })],
    });

    expect(report.passed).toBe(false);
    expect(report.breaking).toEqual([
      expect.objectContaining({
        operationName: 'ProductPage',
        message: 'Product.name changed type from String! to String, and this document reads it.',
        locations: [{ line: 3, column: 5 }],
      }),
      expect.objectContaining({
        message: 'Product.stock changed type from Int to String, and this document reads it.',
        locations: [{ line: 4, column: 5 }],
      }),
    ]);
  });

  it('passes an output field made non-null: every value the client handled before still comes', () => {
    const working = workingWith(['  stock: Int\n', '  stock: Int!\n']);
    const report = checkSchema({ deployed, working, deployments: [deployment('web', '1', { p: productPage })] });

    expect(report).toMatchObject({ passed: true, breaking: [] });
  });

  it('fails when an argument that an active document passes a nullable variable to becomes required', () => {
    const working = workingWith(['news(category: String,', 'news(category: String!,']);
    const report = checkSchema({ deployed, working, deployments: [deployment('web', '1', { news: newsList })] });

    expect(report.passed).toBe(false);
    expect(report.breaking).toEqual([
      expect.objectContaining({
        documentId: 'news',
        operationName: 'NewsList',
        message: 'Variable "$category" of type "String" used in position expecting type "String!".',
      }),
    ]);
    expect(report.changes).toContainEqual(expect.objectContaining({ kind: 'breaking', type: 'ARG_CHANGED_KIND' }));
  });

  it('fails on a removed enum value written as a literal, and only lists it where it is only read', () => {
    const working = workingWith(['  RED\n', '']);
    const report = checkSchema({
      deployed,
      working,
      deployments: [
        deployment('web', '1', {
          reds: `query Reds {\n  products(color: RED) {\n    name\n  }\n}`,
          colours: `query Colours {\n  products {\n    color\n  }\n}`,
        }),
      ],
    });

    expect(report.passed).toBe(false);
    expect(report.breaking).toEqual([
      expect.objectContaining({
        documentId: 'reds',
        message: 'Value "RED" does not exist in "Color" enum.',
        locations: [{ line: 2, column: 19 }],
      }),
    ]);
    expect(report.changes).toContainEqual({
      kind: 'breaking',
      type: 'VALUE_REMOVED_FROM_ENUM',
      description: 'RED was removed from enum type Color.',
    });
  });

  it('passes additive changes and lists them', () => {
    const working = workingWith(
      ['  stock: Int\n', '  stock: Int\n  description: String\n'],
      ['limit: Int @deprecated(reason: "Use first.")', 'limit: Int @deprecated(reason: "Use first."), first: Int'],
      ['type News {', 'type Team {\n  name: String!\n}\ntype News {'],
    );
    const report = checkSchema({
      deployed,
      working,
      deployments: [deployment('web', '1', { 'product-page': productPage, news: newsList })],
    });

    expect(report).toMatchObject({ passed: true, breaking: [] });
    expect(report.changes).toEqual(
      expect.arrayContaining([
        { kind: 'safe', type: 'FIELD_ADDED', description: 'Product.description was added.' },
        { kind: 'safe', type: 'TYPE_ADDED', description: 'Team was added.' },
        expect.objectContaining({ kind: 'dangerous', type: 'OPTIONAL_ARG_ADDED' }),
      ]),
    );
    expect(report.changes.filter((change) => change.kind === 'breaking')).toEqual([]);
  });

  it('lists the deprecated fields, arguments, input fields and enum values in use, with who uses them and when', () => {
    const oldPrice = `query OldPrice {\n  product(id: "1") {\n    oldPrice\n  }\n}`;
    const lastUse = new Map([['Product.oldPrice', new Date('2025-03-01T12:00:00Z')]]);
    const report = checkSchema({
      deployed,
      working: deployed,
      lastUse,
      deployments: [
        deployment('web', '2', { 'old-price': oldPrice, news: newsList }),
        deployment('stadium', '7', {
          price: oldPrice,
          latest: `query Latest {\n  news(limit: 3) {\n    title\n  }\n}`,
          blue: `query Blue {\n  products(color: BLUE, filter: { name: "Schal" }) {\n    name\n  }\n}`,
        }),
      ],
    });

    expect(report.passed).toBe(true);
    expect(report.deprecatedInUse).toEqual([
      {
        coordinate: 'Color.BLUE',
        reason: 'The club has no blue kit any more.',
        channels: [{ channel: 'stadium', version: '7', documentIds: ['blue'] }],
      },
      {
        coordinate: 'Product.oldPrice',
        reason: 'Use price.',
        channels: [
          { channel: 'web', version: '2', documentIds: ['old-price'] },
          { channel: 'stadium', version: '7', documentIds: ['price'] },
        ],
        lastUsedAt: '2025-03-01T12:00:00.000Z',
      },
      {
        coordinate: 'ProductFilter.name',
        reason: 'Use search.',
        channels: [{ channel: 'stadium', version: '7', documentIds: ['blue'] }],
      },
      {
        coordinate: 'Query.news(limit:)',
        reason: 'Use first.',
        channels: [{ channel: 'stadium', version: '7', documentIds: ['latest'] }],
      },
    ]);
    const log = formatSchemaCheck(report);
    expect(log).toContain('Product.oldPrice (Use price.), last used 2025-03-01T12:00:00.000Z');
    expect(log).toContain('    web 2: old-price');
  });

  it('finds what a document uses through a fragment spread', () => {
    const shop = [
      'query Shop {',
      '  products {',
      '    ...ProductCard_product',
      '  }',
      '}',
      '',
      'fragment ProductCard_product on Product {',
      '  oldPrice',
      '  stock',
      '}',
    ].join('\n');
    const working = workingWith(['  stock: Int\n', '']);
    const report = checkSchema({ deployed, working, deployments: [deployment('web', '5', { shop })] });

    expect(report.passed).toBe(false);
    expect(report.breaking).toEqual([
      {
        channel: 'web',
        version: '5',
        documentId: 'shop',
        operationName: 'Shop',
        message: 'Cannot query field "stock" on type "Product".',
        locations: [{ line: 9, column: 3 }],
      },
    ]);
    expect(report.deprecatedInUse).toEqual([
      expect.objectContaining({
        coordinate: 'Product.oldPrice',
        channels: [{ channel: 'web', version: '5', documentIds: ['shop'] }],
      }),
    ]);
  });

  it('reports a document that does not parse as a breaking use, and still checks the others', () => {
    const report = checkSchema({
      deployed,
      working: workingWith(['  stock: Int\n', '']),
      deployments: [
        deployment('web', '1', { broken: 'query Broken {\n  product(id: "1") {\n    name\n  }\n', productPage }),
      ],
    });

    expect(report.passed).toBe(false);
    expect(report.breaking).toEqual([
      {
        channel: 'web',
        version: '1',
        documentId: 'broken',
        operationName: null,
        message: 'Syntax Error: Expected Name, found <EOF>.',
        locations: [{ line: 5, column: 1 }],
      },
      expect.objectContaining({ documentId: 'productPage', message: 'Cannot query field "stock" on type "Product".' }),
    ]);
    expect(formatSchemaCheck(report)).toContain('web 1, document broken, operation (unnamed), at 5:1');
  });

  it("passes the graph's own schema against the web portal's persisted documents", () => {
    const schema = buildSchema();
    const documents = JSON.parse(
      readFileSync(new URL('../../../persisted-queries.json', import.meta.url), 'utf8'),
    ) as Record<string, string>;
    expect(Object.keys(documents).length).toBeGreaterThan(50);

    const report = checkSchema({
      deployed: schema,
      working: schema,
      deployments: [deployment('web', 'current', documents)],
    });

    expect(report.breaking).toEqual([]);
    expect(report.passed).toBe(true);
    expect(report.changes).toEqual([]);
  });
});
