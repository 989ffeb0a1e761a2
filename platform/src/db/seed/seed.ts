/**
 * The demo database, once per empty part: the content, the shop and its catalogue, the demo accounts with their
 * addresses, e-mails, consents, payment methods and organisations, the wallet, contracts, videos, jobs and
 * sweepstakes, each part in a transaction of its own.
 *
 * Longer than 400 lines because it is data: the demo records of every domain, in the order their keys need.
 */
import { seedTicketSale } from './ticketing.ts';
import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../database.ts';
import { hashPassword } from '../../identity/passwords.ts';
import { CAMP_CATEGORY_ID, categories, describe, products } from './catalogue.ts';
import {
  addresses,
  closedSaleTicket,
  freeTicket,
  groups,
  partners,
  promotionCodes,
  shippingCountries,
  tickets,
  vouchers,
} from './commerce.ts';
import { consents, grantedConsents, paywallSubscriptions, seededPaymentTokens } from './account.ts';
import { TRANSFER_VALIDITY_DAYS } from '../../contracts/records.ts';
import {
  contractMasterData,
  contractShippingCodes,
  CONTRACT_VENUE,
  expiredContractTransfers,
  pendingContractTransfers,
  seedContracts,
} from './contracts.ts';
import {
  LIVE_CUP_MATCH_ID,
  liveCupTie,
  matches,
  news,
  pages,
  persons,
  seasonOf,
  sites,
  type MatchSeed,
} from './content.ts';
import { seedJobs } from './jobs.ts';
import { seedSweepstakes } from './sweepstakes.ts';
import { CLUB_PAYWALL_ID, expiredPaywallSubscriptions, videos } from './videos.ts';
import { accounts, assetTemplates, DEMO_PASSWORD, memberships, organizations, walletAssets } from './people.ts';
import {
  CUP_MATCH_ID,
  favoriteAddressBookEntries,
  HOME_VENUE,
  seedAddressBookEntries,
  seedTickets,
  seedTransfers,
  offeredTickets,
  resoldTickets,
  ticketProducts,
  venues,
  type MatchRef,
  type SeedHolder,
} from './wallet.ts';
import { BarcodeSigner, ensureBarcodeKey } from '../../wallet/barcode.ts';
import { TicketService } from '../../wallet/service.ts';
import { quote } from '../../marketplace/fees.ts';
import { insertResaleProduct } from '../../marketplace/resale-product.ts';

export const SHOP_ID = 1;
export const TENANT_ID = 1;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Seeds the demo data once: a no-op when the shop already exists. Dates are relative to `now` so the
 * newest products stay newest and exclusive products stay exclusive whenever the portal starts.
 */
export async function seed(db: Database, now = new Date()): Promise<boolean> {
  // The CMS came later: a database seeded before it gets its content now.
  const { rows: content } = await db.query<{ count: string }>('SELECT count(*) AS count FROM cms_sites');
  if (Number(content[0]?.count) === 0) await db.transaction((tx) => seedContent(tx, now));
  else {
    // The live ticker's cup tie came later (issue #17): a database seeded before it gets it now.
    const { rows: cup } = await db.query('SELECT 1 FROM cms_matches WHERE id = $1', [LIVE_CUP_MATCH_ID]);
    if (cup.length === 0) await insertMatches(db, [liveCupTie(now)]);
    // And the ticker pages became the live match centre.
    await db.query(
      `UPDATE cms_pages p SET blocks = jsonb_build_array(jsonb_build_object('type', 'liveTicker', 'teamId', s.ticker_team_id))
       FROM cms_sites s
       WHERE p.site = s.key AND p.page_key = 'ticker' AND s.ticker_team_id IS NOT NULL
         AND NOT p.blocks @> '[{"type": "liveTicker"}]'`,
    );
  }
  const { rows } = await db.query<{ count: string }>('SELECT count(*) AS count FROM shops');
  if (Number(rows[0]?.count) > 0) {
    // Checkout came later too: a database seeded before it gets its groups, addresses and tickets now.
    const { rows: checkout } = await db.query<{ count: string }>('SELECT count(*) AS count FROM groups');
    if (Number(checkout[0]?.count) === 0) await db.transaction((tx) => seedCheckout(tx, now));
    // And the account area after it.
    const { rows: account } = await db.query<{ count: string }>('SELECT count(*) AS count FROM consents');
    if (Number(account[0]?.count) === 0) await db.transaction((tx) => seedAccount(tx, now));
    // And the wallet's tickets after that.
    const { rows: wallet } = await db.query<{ count: string }>('SELECT count(*) AS count FROM venues');
    if (Number(wallet[0]?.count) === 0) await db.transaction((tx) => seedWallet(db, tx, now));
    // And the contracts in full (with their new demo account) last.
    const { rows: contracts } = await db.query<{ count: string }>('SELECT count(*) AS count FROM contract_master_data');
    if (Number(contracts[0]?.count) === 0) {
      await db.transaction(async (tx) => {
        await insertAccounts(tx, now);
        await insertPaymentTokens(tx);
        await seedContractData(tx, now);
      });
    }
    // And the video portal's videos after all of them (its expired subscription is the contracts' abo@'s).
    const { rows: video } = await db.query<{ count: string; seeded: string }>(
      'SELECT count(*) AS count, count(*) FILTER (WHERE uid = ANY ($1)) AS seeded FROM videos',
      [videos.map((entry) => entry.uid)],
    );
    if (Number(video[0]?.count) === 0) await db.transaction((tx) => seedVideos(tx, now));
    // And the live stream of the match simulator (issue #17) after them.
    else if (Number(video[0]?.seeded) < videos.length) await insertVideos(db, now);
    // And the job portal (issue #19) after them.
    const { rows: jobs } = await db.query<{ count: string }>('SELECT count(*) AS count FROM job_companies');
    if (Number(jobs[0]?.count) === 0) await db.transaction((tx) => seedJobs(tx, now));
    // And the sweepstakes and daily draws (issue #19) after them.
    const { rows: sweepstakes } = await db.query<{ count: string }>('SELECT count(*) AS count FROM sweepstake_series');
    if (Number(sweepstakes[0]?.count) === 0) await db.transaction((tx) => seedSweepstakes(tx, now));
    // And the football school's camps after them.
    const { rows: camps } = await db.query('SELECT 1 FROM categories WHERE id = $1', [CAMP_CATEGORY_ID]);
    if (camps.length === 0) await db.transaction((tx) => seedCamps(tx, now));
    // And the box office (issue 44) last.
    const { rows: sales } = await db.query<{ count: string }>('SELECT count(*) AS count FROM match_sales');
    if (Number(sales[0]?.count) === 0) await db.transaction((tx) => seedTicketSale(tx, now));
    return false;
  }
  await db.transaction(async (tx) => {
    await tx.query('INSERT INTO shops (id, tenant_id, name) VALUES ($1, $2, $3)', [SHOP_ID, TENANT_ID, 'Fanshop']);
    for (const [position, category] of categories.entries()) {
      await tx.query(
        'INSERT INTO categories (id, shop_id, slug, name_de, name_en, position) VALUES ($1, $2, $3, $4, $5, $6)',
        [category.id, SHOP_ID, category.slug, category.de, category.en, position],
      );
    }
    for (const index of products.keys()) await insertProduct(tx, index, now);
    await seedNavigation(tx);
    await seedPeople(tx, now);
    await seedCommerce(tx, now);
    await seedCheckout(tx, now);
    await seedAccount(tx, now);
    await seedWallet(db, tx, now);
    await seedTicketSale(tx, now);
    await seedVideos(tx, now);
    await seedJobs(tx, now);
    await seedSweepstakes(tx, now);
  });
  return true;
}

/** The catalogue's product at `index`, released two days apart newest first, with the id 1001 + index. */
async function insertProduct(tx: Queryable, index: number, now: Date): Promise<void> {
  const product = products[index]!;
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

/** The football school's camps came after the rest of the catalogue: a shop seeded before gets them now. */
async function seedCamps(tx: Queryable, now: Date): Promise<void> {
  const category = categories.find((candidate) => candidate.id === CAMP_CATEGORY_ID)!;
  await tx.query(
    'INSERT INTO categories (id, shop_id, slug, name_de, name_en, position) VALUES ($1, $2, $3, $4, $5, $6)',
    [category.id, SHOP_ID, category.slug, category.de, category.en, categories.indexOf(category)],
  );
  for (const [index, product] of products.entries()) {
    if (product.category === CAMP_CATEGORY_ID) await insertProduct(tx, index, now);
  }
}

/** Südstadt TV's videos, published in the days before `now`, and the subscription that ran out. */
async function seedVideos(tx: Queryable, now: Date): Promise<void> {
  await insertVideos(tx, now);
  for (const subscription of expiredPaywallSubscriptions) {
    await tx.query(
      `INSERT INTO paywall_subscriptions (account_id, product_name, access_level, state, started_on, valid_until,
         paywall_id)
       SELECT id, $2, $3, $4, $5, $6, $7 FROM accounts WHERE email = $1`,
      [
        subscription.email,
        subscription.productName,
        subscription.accessLevel,
        subscription.state,
        isoDate(new Date(now.getTime() - subscription.startedDaysAgo * DAY_MS)),
        isoDate(new Date(now.getTime() - subscription.validUntilDaysAgo * DAY_MS)),
        CLUB_PAYWALL_ID,
      ],
    );
  }
}

/** Südstadt TV's videos, published in the days before `now`; a video that exists already is left as it is. */
async function insertVideos(tx: Queryable, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO videos (uid, title_de, title_en, description_de, description_en, payment, site_key, media_key,
       paywall_id, published_at)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(uid text, title_de text, title_en text, description_de text,
       description_en text, payment text, site_key text, media_key text, paywall_id integer, published_at timestamptz)
     ON CONFLICT (uid) DO NOTHING`,
    [
      JSON.stringify(
        videos.map((video) => ({
          uid: video.uid,
          title_de: video.de.title,
          title_en: video.en?.title ?? null,
          description_de: video.de.description,
          description_en: video.en?.description ?? null,
          payment: video.payment,
          site_key: video.site,
          media_key: video.mediaKey,
          paywall_id: video.payment === 'pay' ? CLUB_PAYWALL_ID : null,
          published_at: new Date(now.getTime() - video.hoursAgo * 60 * 60 * 1000).toISOString(),
        })),
      ),
    ],
  );
}

/** The demo people; those a database seeded earlier has already stay as they are. */
async function insertAccounts(tx: Queryable, now: Date): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const account of accounts) {
    const birthday =
      typeof account.birthday === 'string'
        ? account.birthday
        : // 1984 is a leap year, so a 29 February birthday window stays a valid date.
          `1984-${isoDate(new Date(now.getTime() - account.birthday.daysAgo * DAY_MS)).slice(5)}`;
    await tx.query(
      `INSERT INTO accounts (id, email, password_hash, first_name, last_name, birthday, ef_number, profile_language)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (id) DO NOTHING`,
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
}

async function seedPeople(tx: Queryable, now: Date): Promise<void> {
  await insertAccounts(tx, now);
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
    const expiredDaysAgo = 'invitationExpiredDaysAgo' in membership ? membership.invitationExpiredDaysAgo : null;
    await tx.query(
      `INSERT INTO organization_memberships (organization_id, account_id, is_admin, state, invitation_expires_at)
       SELECT $1, id, $3, $4, $5 FROM accounts WHERE email = $2`,
      [
        membership.organizationId,
        membership.email,
        membership.isAdmin,
        expiredDaysAgo === null ? 'Accepted' : 'Invited',
        expiredDaysAgo === null ? null : new Date(now.getTime() - expiredDaysAgo * DAY_MS).toISOString(),
      ],
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

/**
 * The CMS content, inserted a table at a time from JSON (jsonb_to_recordset): a few statements however
 * much content there is, so a test's fresh platform starts as fast as before.
 */
async function seedContent(tx: Queryable, now: Date): Promise<void> {
  const insert = (table: string, columns: string, records: unknown[]) =>
    tx.query(`INSERT INTO ${table} SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(${columns})`, [
      JSON.stringify(records),
    ]);
  await insert(
    'cms_sites',
    'key text, name_de text, name_en text, name_ja text, kind text, languages text[], has_live_video boolean, ticker_team_id integer, position integer',
    sites.map((site, position) => ({
      key: site.key,
      name_de: site.de,
      name_en: site.en ?? null,
      name_ja: site.ja ?? null,
      kind: site.kind,
      languages: site.languages ?? ['de'],
      has_live_video: site.liveVideo ?? false,
      ticker_team_id: site.tickerTeamId ?? null,
      position,
    })),
  );
  await tx.query(
    `INSERT INTO cms_pages (site, language, page_key, slug, template, title, description, blocks)
     SELECT site, language, page_key, slug, template, title, description, blocks
     FROM jsonb_to_recordset($1::jsonb) AS x(site text, language text, page_key text, slug text, template text,
       title text, description text, blocks jsonb)`,
    [
      JSON.stringify(
        pages(now).map((page) => ({
          site: page.site,
          language: page.language,
          page_key: page.pageKey,
          slug: page.slug,
          template: page.template,
          title: page.title,
          description: page.description,
          blocks: page.blocks,
        })),
      ),
    ],
  );
  await tx.query(
    `INSERT INTO cms_news (uid, site, type, full_slug, display_datetime, headline_de, headline_en, teaser_de, teaser_en,
       body_de, body_en, categories, image_url, hover_image_url, frontend_url)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(uid uuid, site text, type text, full_slug text,
       display_datetime timestamptz, headline_de text, headline_en text, teaser_de text, teaser_en text, body_de text,
       body_en text, categories text[], image_url text, hover_image_url text, frontend_url text)`,
    [
      JSON.stringify(
        news(now).map((item) => ({
          uid: item.uid,
          site: item.site,
          type: item.type,
          full_slug: item.fullSlug,
          display_datetime: item.displayDatetime,
          headline_de: item.headlineDe,
          headline_en: item.headlineEn,
          teaser_de: item.teaserDe,
          teaser_en: item.teaserEn,
          body_de: item.bodyDe,
          body_en: item.bodyEn,
          categories: item.categories,
          image_url: item.imageUrl,
          hover_image_url: item.hoverImageUrl,
          frontend_url: item.frontendUrl,
        })),
      ),
    ],
  );
  await tx.query(
    `INSERT INTO cms_persons (id, site, role, first_name, last_name, title, short_name, known_name, position,
       jersey_number, nationality, birthday, height_cm, statistics)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(id integer, site text, role text, first_name text,
       last_name text, title text, short_name text, known_name text, position text, jersey_number integer,
       nationality text, birthday date, height_cm integer, statistics jsonb)`,
    [
      JSON.stringify(
        persons().map((person) => ({
          id: person.id,
          site: person.site,
          role: person.role,
          first_name: person.firstName,
          last_name: person.lastName,
          title: person.title,
          short_name: person.shortName,
          known_name: person.knownName,
          position: person.position,
          jersey_number: person.jerseyNumber,
          nationality: person.nationality,
          birthday: person.birthday,
          height_cm: person.heightCm,
          statistics: person.statistics,
        })),
      ),
    ],
  );
  await insertMatches(tx, matches(now));
}

/** Fixtures into the CMS, in one statement; an id that exists already is left as it is. */
async function insertMatches(tx: Queryable, list: MatchSeed[]): Promise<void> {
  await tx.query(
    `INSERT INTO cms_matches (id, site, season, competition, matchday, home_team, away_team, venue, kickoff,
       kickoff_date, status, period, home_goals, away_goals, after_extra_time, after_penalties)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(id integer, site text, season integer, competition text,
       matchday integer, home_team text, away_team text, venue text, kickoff timestamptz, kickoff_date date,
       status text, period text, home_goals integer, away_goals integer, after_extra_time boolean,
       after_penalties boolean)
     ON CONFLICT (id) DO NOTHING`,
    [
      JSON.stringify(
        list.map((match) => ({
          id: match.id,
          site: match.site,
          season: match.season,
          competition: match.competition,
          matchday: match.matchday,
          home_team: match.homeTeam,
          away_team: match.awayTeam,
          venue: match.venue,
          kickoff: match.kickoff,
          kickoff_date: match.kickoffDate,
          status: match.status,
          period: match.period,
          home_goals: match.homeGoals,
          away_goals: match.awayGoals,
          after_extra_time: match.afterExtraTime,
          after_penalties: match.afterPenalties,
        })),
      ),
    ],
  );
}

async function seedCheckout(tx: Queryable, now: Date): Promise<void> {
  for (const [ticket, saleEndsAt] of [
    [closedSaleTicket, new Date(now.getTime() - DAY_MS)],
    [freeTicket, null],
  ] as const) {
    await tx.query(
      `INSERT INTO products (id, shop_id, sku, name_de, name_en, description_de, description_en, price_minor,
         release_date, stock, max_quantity, artwork, kind, reservation_minutes, sale_ends_at)
       VALUES ($1, $2, $3, $4, $5, '', '', $6, $7, 500, 4, 'gift', 'Ticket', $8, $9)`,
      [
        ticket.id,
        SHOP_ID,
        `TK-${ticket.id}`,
        ticket.de,
        ticket.en,
        ticket.price,
        now,
        ticket.reservationMinutes,
        saleEndsAt,
      ],
    );
  }
  for (const group of groups) {
    await tx.query('INSERT INTO groups (id, name, is_tester) VALUES ($1, $2, $3)', [
      group.id,
      group.name,
      group.isTester,
    ]);
    for (const email of group.members) {
      await tx.query('INSERT INTO account_groups (account_id, group_id) SELECT id, $2 FROM accounts WHERE email = $1', [
        email,
        group.id,
      ]);
    }
  }
  for (const address of addresses) {
    const owner =
      'email' in address.owner
        ? (await tx.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [address.owner.email])).rows.map(
            (row) => `account:${row.id}`,
          )[0]
        : `organization:${address.owner.organizationId}`;
    await tx.query(
      `INSERT INTO addresses (owner, company, first_name, last_name, street, additional_address, postal_code, city,
         country_code, phone, is_order_address, is_invoice_address)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        owner,
        address.company ?? null,
        address.firstName,
        address.lastName,
        address.street,
        address.additionalAddress ?? null,
        address.postalCode,
        address.city,
        address.countryCode,
        address.phone ?? null,
        address.isOrderAddress,
        address.isInvoiceAddress,
      ],
    );
  }
}

async function seedAccount(tx: Queryable, now: Date): Promise<void> {
  // Every sign-in address is the account's first, confirmed e-mail address.
  await tx.query(
    'INSERT INTO contact_emails (account_id, email, confirmed_at) SELECT id, email, created_at FROM accounts',
  );
  for (const [position, consent] of consents.entries()) {
    await tx.query(
      `INSERT INTO consents (id, key, name_de, name_en, consent_type, parent_id, position)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [consent.id, consent.key, consent.de, consent.en, consent.type, consent.parentId ?? null, position],
    );
  }
  for (const grant of grantedConsents) {
    await tx.query(
      `INSERT INTO contact_consents (owner, consent_id, state)
       SELECT 'account:' || a.id, c.id, 'Valid' FROM accounts a, consents c WHERE a.email = $1 AND c.key = $2`,
      [grant.email, grant.key],
    );
  }
  await insertPaymentTokens(tx);
  for (const subscription of paywallSubscriptions) {
    await tx.query(
      `INSERT INTO paywall_subscriptions (account_id, product_name, access_level, state, started_on, valid_until)
       SELECT id, $2, $3, $4, $5, $6 FROM accounts WHERE email = $1`,
      [
        subscription.email,
        subscription.productName,
        subscription.accessLevel,
        subscription.state,
        isoDate(new Date(now.getTime() - 160 * DAY_MS)),
        isoDate(new Date(now.getTime() + subscription.validForDays * DAY_MS)),
      ],
    );
  }
}

/**
 * The wallet: the stadium, the ticket products' matches, the demo accounts' tickets with their signed
 * barcodes (the first signing key is made here), transfers in each state and the address books.
 */
/** The stored payment methods of the demo; those a database seeded earlier has already stay. */
async function insertPaymentTokens(tx: Queryable): Promise<void> {
  for (const token of seededPaymentTokens) {
    await tx.query(
      `INSERT INTO payment_tokens (id, owner, type, brand, last4, exp_month, exp_year, account_holder)
       SELECT $1, 'account:' || id, $3, $4, $5, $6, $7, $8 FROM accounts WHERE email = $2
       ON CONFLICT (id) DO NOTHING`,
      [
        token.id,
        token.email,
        token.type,
        'brand' in token ? token.brand : null,
        token.last4,
        'expMonth' in token ? token.expMonth : null,
        'expYear' in token ? token.expYear : null,
        'accountHolder' in token ? token.accountHolder : null,
      ],
    );
  }
}

/**
 * The contracts' master data (price classes, ticket media, termination reasons) and the demo's contracts with
 * their addresses. A contract a database seeded before the contracts issue holds (mitglied@'s, bare) is
 * completed in place: its wallet ticket refers to it.
 */
async function seedContractData(tx: Queryable, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO contact_emails (account_id, email, confirmed_at)
     SELECT id, email, created_at FROM accounts a
     WHERE NOT EXISTS (SELECT 1 FROM contact_emails e WHERE e.account_id = a.id)`,
  );
  for (const master of contractMasterData) {
    await tx.query(
      `INSERT INTO contract_master_data (id, kind, name_de, name_en, venue, transferable)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [master.id, master.kind, master.de, master.en, CONTRACT_VENUE, master.transferable],
    );
    for (const [position, price] of master.prices.entries()) {
      await tx.query(
        `INSERT INTO contract_prices (master_data_id, pricing_class, name_de, name_en, price_minor, position)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [master.id, price.code, price.de, price.en, price.price, position],
      );
    }
    for (const [position, medium] of contractShippingCodes.entries()) {
      await tx.query(
        `INSERT INTO contract_shipping_codes (master_data_id, code, name_de, name_en, fee_minor,
           needs_shipping_address, position)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [master.id, medium.code, medium.de, medium.en, medium.fee, medium.needsShippingAddress, position],
      );
    }
    for (const [position, reason] of master.reasons.entries()) {
      await tx.query(
        `INSERT INTO contract_termination_reasons (id, master_data_id, text_de, text_en, position)
         VALUES ($1, $2, $3, $4, $5)`,
        [reason.id, master.id, reason.de, reason.en, position],
      );
    }
  }
  const seasonStart = `${seasonOf(now)}-07-01`;
  // When contracts renew: a terminated or passed-on one ends then, a taken-over one starts then.
  const renewalDate = `${seasonOf(now) + 1}-07-01`;
  const ids = new Map<string, number>();
  for (const contract of seedContracts) {
    const values = [
      contract.subscriber,
      contract.recipient,
      contract.masterDataId,
      contract.status,
      contract.paymentTokenId,
      contract.pricingClass,
      contract.shippingCode,
      contract.block,
      contract.row,
      contract.seat,
      contract.status === 'SubscriberChanged' ? renewalDate : seasonStart,
      contract.status === 'NotConfirmed' || contract.status === 'SubscriberChanged' ? null : now,
      contract.terminationReasonId ?? null,
    ];
    const { rows: completed } = await tx.query<{ id: number }>(
      `UPDATE contracts c SET master_data_id = $3, status = $4, payment_token_id = $5, pricing_class = $6,
         shipping_code = $7, block = $8, row_label = $9, seat_label = $10, confirmed_at = $12,
         termination_reason_id = $13,
         recipient_account_id = r.id, upcoming_recipient_account_id = r.id
       FROM accounts s, accounts r
       WHERE s.email = $1 AND r.email = $2 AND c.account_id = s.id AND c.master_data_id IS NULL
         AND c.kind = 'SeasonTicket' AND $11::date IS NOT NULL
       RETURNING c.id`,
      values,
    );
    const { rows } = completed[0]
      ? { rows: completed }
      : await tx.query<{ id: number }>(
          `INSERT INTO contracts (account_id, kind, state, master_data_id, status, payment_token_id, pricing_class,
             shipping_code, block, row_label, seat_label, starts_on, confirmed_at, recipient_account_id,
             upcoming_recipient_account_id, termination_reason_id)
           SELECT s.id, 'SeasonTicket', 'Running', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, r.id, r.id, $13
           FROM accounts s, accounts r WHERE s.email = $1 AND r.email = $2
           RETURNING id`,
          values,
        );
    const id = rows[0]!.id;
    ids.set(contract.key, id);
    if (contract.status === 'Terminated' || contract.status === 'Transferred') {
      await tx.query(
        `UPDATE contracts SET ends_on = $2,
           terminated_at = CASE WHEN $3::integer IS NULL THEN NULL ELSE $4::timestamptz END
         WHERE id = $1`,
        [id, renewalDate, contract.terminationReasonId ?? null, new Date(now.getTime() - 30 * DAY_MS)],
      );
    }
    for (const [type, address] of [
      ['invoice', contract.invoice],
      ['shipping', contract.shipping],
    ] as const) {
      if (!address) continue;
      await tx.query(
        `INSERT INTO contract_addresses (contract_id, type, first_name, last_name, street, postal_code, city,
           country_code)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'DE')`,
        [id, type, address.firstName, address.lastName, address.street, address.postalCode, address.city],
      );
    }
  }
  for (const contract of seedContracts) {
    if (!contract.successor) continue;
    await tx.query('UPDATE contracts SET successor_id = $2 WHERE id = $1', [
      ids.get(contract.key),
      ids.get(contract.successor),
    ]);
  }
  for (const transfer of [...expiredContractTransfers, ...pendingContractTransfers]) {
    const created = new Date(now.getTime() - transfer.createdDaysAgo * DAY_MS);
    await tx.query(
      `INSERT INTO contract_transfers (id, kind, contract_id, sender_account_id, target_account_id, target_email,
         state, created_at, expires_at)
       SELECT $1, $2, c.id, c.account_id, a.id, a.email, 'Pending', $5, $6
       FROM contracts c, accounts a WHERE c.id = $3 AND a.email = $4`,
      [
        transfer.id,
        transfer.kind,
        ids.get(transfer.contract),
        transfer.target,
        created,
        new Date(created.getTime() + TRANSFER_VALIDITY_DAYS * DAY_MS),
      ],
    );
  }
}

async function seedWallet(db: Database, tx: Queryable, now: Date): Promise<void> {
  await ensureBarcodeKey(tx);
  const tickets = new TicketService(db, new BarcodeSigner(), () => now);
  for (const venue of venues) {
    await tx.query(
      `INSERT INTO venues (name, street, postal_code, city, terms_de, terms_en, rules_de, rules_en)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        venue.name,
        venue.street,
        venue.postalCode,
        venue.city,
        venue.termsDe,
        venue.termsEn,
        venue.rulesDe,
        venue.rulesEn,
      ],
    );
  }
  // The contracts' master data names the stadium; the season tickets below name their contract.
  await seedContractData(tx, now);
  // The home league matches around the seeding day, as the fixtures are made (content.ts).
  const home = matches(now)
    .filter((match) => match.site === 'profis' && match.venue === HOME_VENUE && match.competition === 'Liga')
    .sort((a, b) => a.kickoffDate.localeCompare(b.kickoffDate));
  const upcoming = home.filter((match) => (match.kickoff ? new Date(match.kickoff) > now : true));
  const past = home.filter((match) => match.status === 'after').reverse();
  const matchId = (ref: MatchRef): number => {
    const match =
      ref === 'cup'
        ? { id: CUP_MATCH_ID }
        : ref === 'toBeDetermined'
          ? upcoming.find((candidate) => candidate.kickoff === null)
          : 'upcoming' in ref
            ? upcoming[ref.upcoming]
            : past[ref.past];
    if (!match) throw new Error(`no match for ${JSON.stringify(ref)}`);
    return match.id;
  };
  const kickoffOf = (id: number) => matches(now).find((match) => match.id === id)!;
  for (const product of ticketProducts) {
    await tx.query(
      `INSERT INTO ticket_products (product_id, event_id, block, seated, pricing_class_de, pricing_class_en)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        product.productId,
        matchId(product.match),
        product.block,
        product.seated,
        product.pricingClass.de,
        product.pricingClass.en,
      ],
    );
  }

  const accountIds = new Map(
    (await tx.query<{ id: string; email: string }>('SELECT id, email FROM accounts')).rows.map((row) => [
      row.email,
      row.id,
    ]),
  );
  const ownerOf = (holder: SeedHolder) =>
    'email' in holder ? `account:${accountIds.get(holder.email)}` : `organization:${holder.organizationId}`;
  const season = seasonOf(now);
  const ids = new Map<string, number>();
  for (const ticket of seedTickets) {
    const owner = ownerOf(ticket.holder);
    const eventId = ticket.match === undefined ? undefined : matchId(ticket.match);
    const kickoff = eventId === undefined ? undefined : kickoffOf(eventId);
    const contract = ticket.ofContract
      ? (
          await tx.query<{ id: number }>(
            `SELECT id FROM contracts WHERE recipient_account_id = $1 AND kind = 'SeasonTicket' AND state = 'Running'`,
            [owner.replace(/^account:/, '')],
          )
        ).rows[0]?.id
      : null;
    // Bought two weeks before the match, or at the start of the season.
    const issuedAt = kickoff
      ? new Date(new Date(kickoff.kickoffDate).getTime() - 14 * DAY_MS)
      : new Date(`${season - (ticket.seasonsAgo ?? 0)}-06-15T10:00:00Z`);
    const id = await tickets.insert(tx, {
      owner,
      kind: ticket.kind,
      ...(eventId === undefined ? { season: season - (ticket.seasonsAgo ?? 0), venue: HOME_VENUE } : { eventId }),
      contractId: contract ?? null,
      orderNumber: ticket.orderNumber,
      block: ticket.block,
      row: ticket.row,
      seat: ticket.seat,
      media: ticket.media,
      pricingClass: ticket.pricingClass,
      priceMinor: ticket.price,
      transferable: ticket.transferable,
      issuedAt: issuedAt < now ? issuedAt : now,
    });
    ids.set(ticket.key, id);
  }

  for (const transfer of seedTransfers) {
    const ticketId = ids.get(transfer.ticket)!;
    const recipient = accountIds.get(transfer.to)!;
    const at = new Date(now.getTime() - transfer.daysAgo * DAY_MS);
    await tx.query(
      `INSERT INTO ticket_transfers (id, ticket_id, sender_owner, sender_account_id, recipient_account_id,
         recipient_mail, state, reason_for_declining, accepted_by_owner, created_at, responded_at)
       VALUES ($11, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        ticketId,
        ownerOf(transfer.from),
        accountIds.get(transfer.sentBy),
        recipient,
        transfer.to,
        transfer.state,
        transfer.reasonForDeclining ?? null,
        transfer.state === 'Accepted' ? `account:${recipient}` : null,
        at,
        transfer.state === 'Pending' ? null : new Date(at.getTime() + 60 * 60 * 1000),
        randomUUID(),
      ],
    );
    if (transfer.state === 'Accepted') {
      await tickets.reissue(tx, (await tickets.row(tx, ticketId))!, `account:${recipient}`);
      await tx.query(
        `INSERT INTO address_book_entries (owner, first_name, last_name, email)
         SELECT $1, first_name, last_name, $3 FROM accounts WHERE id = $2`,
        [ownerOf(transfer.from), recipient, transfer.to],
      );
    }
  }
  for (const entry of seedAddressBookEntries) {
    await tx.query(
      `INSERT INTO address_book_entries (owner, first_name, last_name, email, is_favorite)
       SELECT $1, first_name, last_name, email, $3 FROM accounts WHERE email = $2`,
      [ownerOf(entry.owner), entry.email, entry.isFavorite],
    );
  }
  for (const entry of favoriteAddressBookEntries) {
    await tx.query('UPDATE address_book_entries SET is_favorite = true WHERE owner = $1 AND email = $2', [
      ownerOf(entry.owner),
      entry.email,
    ]);
  }
  // Resold on the marketplace: the offer's product (sold out), the Sold payout, the ticket with its buyer.
  for (const resold of resoldTickets) {
    const ticket = (await tickets.row(tx, ids.get(resold.ticket)!))!;
    const at = new Date(now.getTime() - resold.daysAgo * DAY_MS);
    const amounts = quote(ticket.kind, ticket.price_minor, resold.payoutType);
    const productId = await insertResaleProduct(tx, ticket, at, { sold: true });
    await tx.query(
      `INSERT INTO payouts (id, owner, ticket_id, ticket_serial_number, product_id, payout_type, payment_token_id,
         price_minor, handling_fee_bp, handling_fee_minor, reimbursement_fee_bp, reimbursement_fee_minor,
         amount_minor, address, state, buyer_owner, created_at, sold_at, updated_at)
       SELECT $1, 'account:' || a.id, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13,
              jsonb_build_object('company', NULL, 'firstName', a.first_name, 'lastName', a.last_name,
                'street', 'Lindenstraße 5', 'additionalAddress', NULL, 'postalCode', '12345', 'city', 'Südstadt',
                'countryCode', 'DE', 'phone', NULL),
              'Sold', $14, $15, $16, $16
       FROM accounts a WHERE a.email = $2`,
      [
        resold.id,
        resold.seller,
        ticket.id,
        ticket.serial_number,
        productId,
        resold.payoutType,
        resold.paymentTokenId,
        amounts.priceMinor,
        amounts.handlingFeeBp,
        amounts.handlingFeeMinor,
        amounts.reimbursementFeeBp,
        amounts.reimbursementFeeMinor,
        amounts.amountMinor,
        `account:${accountIds.get(resold.buyer)}`,
        new Date(at.getTime() - DAY_MS),
        at,
      ],
    );
    await tickets.reissue(tx, ticket, `account:${accountIds.get(resold.buyer)}`);
    await tx.query("UPDATE tickets SET original_owner = owner, order_number = 'T-104991' WHERE id = $1", [ticket.id]);
  }
  // On the marketplace: the offer's product on sale, the Created payout.
  for (const offered of offeredTickets) {
    const ticket = (await tickets.row(tx, ids.get(offered.ticket)!))!;
    const at = new Date(now.getTime() - offered.daysAgo * DAY_MS);
    const amounts = quote(ticket.kind, ticket.price_minor, offered.payoutType);
    const productId = await insertResaleProduct(tx, ticket, at);
    await tx.query(
      `INSERT INTO payouts (id, owner, ticket_id, ticket_serial_number, product_id, payout_type, price_minor,
         handling_fee_bp, handling_fee_minor, reimbursement_fee_bp, reimbursement_fee_minor, amount_minor, address,
         state, created_at, updated_at)
       SELECT $1, 'account:' || a.id, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12,
              jsonb_build_object('company', NULL, 'firstName', a.first_name, 'lastName', a.last_name,
                'street', 'Schillerstraße 3', 'additionalAddress', NULL, 'postalCode', '12349', 'city', 'Südstadt',
                'countryCode', 'DE', 'phone', NULL),
              'Created', $13, $13
       FROM accounts a WHERE a.email = $2`,
      [
        offered.id,
        offered.seller,
        ticket.id,
        ticket.serial_number,
        productId,
        offered.payoutType,
        amounts.priceMinor,
        amounts.handlingFeeBp,
        amounts.handlingFeeMinor,
        amounts.reimbursementFeeBp,
        amounts.reimbursementFeeMinor,
        amounts.amountMinor,
        at,
      ],
    );
  }
}
