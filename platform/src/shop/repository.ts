import { optionsOf } from '../cart/options.ts';
import type { Queryable } from '../db/database.ts';
import type { Category, Product, ProductListQuery, ProductOrder } from './schemas.ts';

export interface ProductRow {
  id: number;
  shop_id: number;
  sku: string;
  name_de: string;
  name_en: string | null;
  description_de: string;
  description_en: string | null;
  price_minor: number;
  currency: string;
  category_ids: number[];
  release_date: Date;
  appclusive_until: Date | null;
  is_hidden: boolean;
  is_active: boolean;
  stock: number;
  max_quantity: number;
  min_age: number;
  artwork: string;
  kind: string;
}

const orderClauses: Record<ProductOrder, string> = {
  'releaseDate desc': 'release_date DESC, id DESC',
  'releaseDate asc': 'release_date ASC, id ASC',
  'name asc': 'name_de ASC, id ASC',
  'price asc': 'price_minor ASC, id ASC',
  'price desc': 'price_minor DESC, id DESC',
};

export interface ProductUrls {
  /** The absolute URL of a product's square artwork at a width in pixels. */
  image(productId: number, width: number): string;
}

export class ShopRepository {
  constructor(
    private readonly db: Queryable,
    private readonly urls: ProductUrls,
  ) {}

  async tenantOfShop(shopId: number): Promise<number | undefined> {
    const { rows } = await this.db.query<{ tenant_id: number }>('SELECT tenant_id FROM shops WHERE id = $1', [shopId]);
    return rows[0]?.tenant_id;
  }

  async listProducts(shopId: number, query: ProductListQuery) {
    // Tickets are sold through ticketing (and reach the cart from there), not in the shop's lists.
    const conditions = ['shop_id = $1', "kind = 'Merchandise'"];
    const params: unknown[] = [shopId];
    if (!query.IncludeHidden) conditions.push('NOT is_hidden');
    if (query.CategoryId !== undefined) {
      params.push(query.CategoryId);
      conditions.push(`$${params.length} = ANY (category_ids)`);
    }
    if (query.Ids !== undefined) {
      params.push(query.Ids);
      conditions.push(`id = ANY ($${params.length}::integer[])`);
    }
    const where = conditions.join(' AND ');
    const offset = (query.Page - 1) * query.PageSize;
    const [{ rows }, count] = await Promise.all([
      this.db.query<ProductRow>(
        `SELECT * FROM products WHERE ${where} ORDER BY ${orderClauses[query.OrderBy]}
         LIMIT ${query.PageSize} OFFSET ${offset}`,
        params,
      ),
      this.db.query<{ total: string }>(`SELECT count(*) AS total FROM products WHERE ${where}`, params),
    ]);
    const totalCount = Number(count.rows[0]?.total ?? 0);
    return {
      items: rows.map((row) => this.toProduct(row, query.IncludeDetails)),
      page: query.Page,
      pageSize: query.PageSize,
      totalCount,
      hasNextPage: offset + rows.length < totalCount,
    };
  }

  async findProduct(shopId: number, productId: number, includeHidden: boolean): Promise<Product | undefined> {
    const { rows } = await this.db.query<ProductRow>(
      `SELECT * FROM products WHERE shop_id = $1 AND id = $2 ${includeHidden ? '' : 'AND NOT is_hidden'}`,
      [shopId, productId],
    );
    return rows[0] && this.toProduct(rows[0], true);
  }

  async artworkOf(productId: number): Promise<{ artwork: string; name: string } | undefined> {
    const { rows } = await this.db.query<{ artwork: string; name_de: string }>(
      'SELECT artwork, name_de FROM products WHERE id = $1',
      [productId],
    );
    return rows[0] && { artwork: rows[0].artwork, name: rows[0].name_de };
  }

  async listCategories(shopId: number): Promise<Category[]> {
    const { rows } = await this.db.query<{
      id: number;
      slug: string;
      name_de: string;
      name_en: string | null;
      position: number;
    }>('SELECT id, slug, name_de, name_en, position FROM categories WHERE shop_id = $1 ORDER BY position', [shopId]);
    return rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: { de: row.name_de, en: row.name_en },
      position: row.position,
    }));
  }

  /** A product row as the shop answers it (with its descriptions when `includeDetails`). */
  toProduct(row: ProductRow, includeDetails: boolean): Product {
    const thumbnails = {
      '200': this.urls.image(row.id, 200),
      '600': this.urls.image(row.id, 600),
      '1280': this.urls.image(row.id, 1280),
    };
    return {
      id: row.id,
      shopId: row.shop_id,
      sku: row.sku,
      name: { de: row.name_de, en: row.name_en },
      ...(includeDetails ? { description: { de: row.description_de, en: row.description_en } } : {}),
      categories: row.category_ids,
      price: row.price_minor / 100,
      currency: row.currency.trim(),
      images: [{ url: thumbnails['1280'], thumbnails }],
      releaseDate: new Date(row.release_date).toISOString(),
      appclusiveUntil: row.appclusive_until ? new Date(row.appclusive_until).toISOString() : null,
      isHidden: row.is_hidden,
      isActive: row.is_active,
      stock: row.stock,
      maxQuantity: row.max_quantity,
      minAge: row.min_age,
      options: optionsOf(row.artwork, row.kind),
    };
  }
}
