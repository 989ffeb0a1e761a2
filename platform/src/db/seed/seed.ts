import type { Database, Queryable } from '../database.ts';
import { hashPassword } from '../../identity/passwords.ts';
import { categories, describe, products } from './catalogue.ts';
import { partners, promotionCodes, shippingCountries, tickets, vouchers } from './commerce.ts';
import { accounts, assetTemplates, DEMO_PASSWORD, memberships, organizations, walletAssets } from './people.ts';

export const SHOP_ID = 1;
export const TENANT_ID = 1;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Seeds the demo data once: a no-op when the shop already exists. Dates are relative to `now` so the
 * newest products stay newest and exclusive products stay exclusive whenever the portal starts.
 */
export async function seed(db: Database, now = new Date()): Promise<boolean> {
  const { rows } = await db.query<{ count: string }>('SELECT count(*) AS count FROM shops');
  if (Number(rows[0]?.count) > 0) return false;
  await db.transaction(async (tx) => {
    await tx.query('INSERT INTO shops (id, tenant_id, name) VALUES ($1, $2, $3)', [SHOP_ID, TENANT_ID, 'Fanshop']);
    for (const [position, category] of categories.entries()) {
      await tx.query(
        'INSERT INTO categories (id, shop_id, slug, name_de, name_en, position) VALUES ($1, $2, $3, $4, $5, $6)',
        [category.id, SHOP_ID, category.slug, category.de, category.en, position],
      );
    }
    for (const [index, product] of products.entries()) {
      const id = 1001 + index;
      const released = new Date(now.getTime() - (index + 1) * 2 * DAY_MS);
      const exclusiveUntil =
        product.exclusiveForDays === undefined ? null : new Date(now.getTime() + product.exclusiveForDays * DAY_MS);
      await tx.query(
        `INSERT INTO products (id, shop_id, sku, name_de, name_en, description_de, description_en, price_minor,
           category_ids, release_date, appclusive_until, is_hidden, stock, max_quantity, min_age, artwork, is_active)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
        [
          id,
          SHOP_ID,
          `FS-${String(id).padStart(6, '0')}`,
          product.de,
          product.en,
          describe(product, 'de'),
          product.en ? describe(product, 'en') : null,
          product.price,
          [product.category],
          released,
          exclusiveUntil,
          product.hidden ?? false,
          product.stock ?? 250,
          product.maxQuantity ?? 10,
          product.minAge ?? 0,
          product.artwork,
          !product.inactive,
        ],
      );
    }
    await seedNavigation(tx);
    await seedPeople(tx, now);
    await seedCommerce(tx, now);
  });
  return true;
}

async function seedPeople(tx: Queryable, now: Date): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const account of accounts) {
    const birthday =
      typeof account.birthday === 'string'
        ? account.birthday
        : // 1984 is a leap year, so a 29 February birthday window stays a valid date.
          `1984-${isoDate(new Date(now.getTime() - account.birthday.daysAgo * DAY_MS)).slice(5)}`;
    await tx.query(
      `INSERT INTO accounts (id, email, password_hash, first_name, last_name, birthday, ef_number, profile_language)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        account.id,
        account.email,
        passwordHash,
        account.firstName,
        account.lastName,
        birthday,
        account.efNumber,
        account.profileLanguage,
      ],
    );
  }
  for (const organization of organizations) {
    await tx.query('INSERT INTO organizations (id, name, type, member_price_group) VALUES ($1, $2, $3, $4)', [
      organization.id,
      organization.name,
      organization.type,
      organization.memberPriceGroup,
    ]);
  }
  for (const template of assetTemplates) {
    await tx.query('INSERT INTO asset_templates (id, type, name_de, name_en) VALUES ($1, $2, $3, $4)', [
      template.id,
      template.type,
      template.de,
      template.en,
    ]);
  }
  for (const asset of walletAssets) {
    await tx.query(
      `INSERT INTO wallet_assets (id, account_id, template_id, value)
       SELECT $1, id, $3, $4 FROM accounts WHERE email = $2`,
      [asset.id, asset.email, asset.templateId, asset.value],
    );
  }
  for (const membership of memberships) {
    await tx.query(
      `INSERT INTO organization_memberships (organization_id, account_id, is_admin)
       SELECT $1, id, $3 FROM accounts WHERE email = $2`,
      [membership.organizationId, membership.email, membership.isAdmin],
    );
  }
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

async function seedNavigation(tx: Queryable): Promise<void> {
  let id = 1;
  for (const language of ['de', 'en'] as const) {
    const rootSlug = language === 'de' ? 'marktplatz' : 'en/marktplatz';
    const rootId = id++;
    await insertNode(tx, {
      id: rootId,
      parentId: null,
      language,
      fullSlug: rootSlug,
      title: language === 'de' ? 'Neuheiten' : 'New arrivals',
      position: 0,
      expandChildren: true,
      suppressActiveClass: false,
      isSubmenuItem: false,
    });
    for (const [position, category] of categories.entries()) {
      await insertNode(tx, {
        id: id++,
        parentId: rootId,
        language,
        fullSlug: `${rootSlug}/${language === 'de' ? 'kategorie' : 'category'}/${category.slug}`,
        title: language === 'de' ? category.de : category.en,
        position,
        expandChildren: false,
        suppressActiveClass: false,
        isSubmenuItem: true,
      });
    }
  }
}

interface NavigationSeed {
  id: number;
  parentId: number | null;
  language: 'de' | 'en';
  fullSlug: string;
  title: string;
  position: number;
  isSubmenuItem: boolean;
  suppressActiveClass: boolean;
  expandChildren: boolean;
}

async function insertNode(tx: Queryable, node: NavigationSeed): Promise<void> {
  await tx.query(
    `INSERT INTO navigation_nodes (id, parent_id, language, website, full_slug, title, position,
       is_submenu_item, suppress_active_class, expand_children)
     VALUES ($1, $2, $3, 'marktplatz', $4, $5, $6, $7, $8, $9)`,
    [
      node.id,
      node.parentId,
      node.language,
      node.fullSlug,
      node.title,
      node.position,
      node.isSubmenuItem,
      node.suppressActiveClass,
      node.expandChildren,
    ],
  );
}

async function seedCommerce(tx: Queryable, now: Date): Promise<void> {
  for (const country of shippingCountries) {
    await tx.query('INSERT INTO shipping_countries (code, shipping_minor, free_from_minor) VALUES ($1, $2, $3)', [
      country.code,
      country.shipping,
      country.freeFrom,
    ]);
  }
  for (const ticket of tickets) {
    await tx.query(
      `INSERT INTO products (id, shop_id, sku, name_de, name_en, description_de, description_en, price_minor,
         release_date, stock, max_quantity, artwork, kind, reservation_minutes)
       VALUES ($1, $2, $3, $4, $5, '', '', $6, $7, 500, 4, 'gift', 'Ticket', $8)`,
      [ticket.id, SHOP_ID, `TK-${ticket.id}`, ticket.de, ticket.en, ticket.price, now, ticket.reservationMinutes],
    );
  }
  for (const voucher of vouchers(now)) {
    await tx.query(
      'INSERT INTO vouchers (code, value_minor, is_active, valid_from, valid_to) VALUES ($1, $2, $3, $4, $5)',
      [voucher.code, voucher.value, voucher.active, voucher.validFrom, voucher.validTo],
    );
  }
  for (const partner of partners) {
    await tx.query('INSERT INTO partners (id, display_name, name, legal_text, image_url) VALUES ($1, $2, $3, $4, $5)', [
      partner.id,
      partner.displayName,
      partner.name,
      partner.legalText,
      partner.imageUrl,
    ]);
  }
  for (const promotion of promotionCodes(now)) {
    await tx.query(
      `INSERT INTO promotion_codes (code, partner_id, percent, is_active, valid_from, valid_to, exclusive,
         min_order_minor, max_uses, uses)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        promotion.code,
        promotion.partnerId,
        promotion.percent,
        promotion.active,
        promotion.from,
        promotion.to,
        promotion.exclusive,
        promotion.minOrder,
        promotion.maxUses,
        promotion.uses,
      ],
    );
  }
}
