import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/sign-in.ts';
import { DEMO_PASSWORD } from '../db/seed/people.ts';
import { startPlatform, type RunningPlatform } from '../index.ts';
import { drawWinners, newSeed, rank, scoreOf, seedHashOf } from './draw.ts';
import { berlinDay } from './records.ts';
import { SweepstakeService } from './service.ts';
import { callPlatform } from '../../test/http.ts';

/** Sweepstakes, daily draws and recently viewed products (issue #19) against the real platform. */
let platform: RunningPlatform;
const FAN = 'fan@club.example'; // took part in the drawn 3104 and the ended 3105
const MEMBER = 'mitglied@club.example';
const FAN2 = 'fan2@club.example'; // nothing yet
const PAUL = 'dauerkarte@club.example';
const tokens: Record<string, string> = {};

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  platform = await startPlatform({ url, schema: url ? `test_${randomUUID().replaceAll('-', '')}` : undefined });
  for (const email of [FAN, MEMBER, FAN2, PAUL])
    tokens[email] = (await signIn(platform.identity.issuer, email, DEMO_PASSWORD)).access_token;
}, 60_000);
afterAll(() => platform.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const call = (who: string | null, method: string, path: string, body?: unknown) =>
  callPlatform<Json>(platform.url, method, path, body, { token: who === null ? undefined : (tokens[who] ?? who) });

const enter = (who: string, id: number, body: Json = { choiceId: 'a', acceptConditions: true }) =>
  call(who, 'POST', `/participants/self/sweepstakes/${id}`, body);

describe('the draw (commit-reveal)', () => {
  const ids = Array.from({ length: 40 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);

  it('commits to the seed by its SHA-256 and ranks by HMAC-SHA256(seed, participant id)', () => {
    const { seed, seedHash } = newSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(seedHash).toBe(createHash('sha256').update(seed).digest('hex'));
    expect(seedHashOf(seed)).toBe(seedHash);
    const ranking = rank(seed, ids);
    const scores = ranking.map((id) => scoreOf(seed, id));
    expect([...scores].sort()).toEqual(scores);
  });

  it('gives the same winners for the same seed, whatever the order of the participants', () => {
    const seed = 'a'.repeat(64);
    const winners = drawWinners(seed, ids, 3);
    expect(winners).toHaveLength(3);
    expect(drawWinners(seed, [...ids].reverse(), 3)).toEqual(winners);
    const shuffled = [...ids].sort((a, b) => scoreOf('b'.repeat(64), a).localeCompare(scoreOf('b'.repeat(64), b)));
    expect(shuffled).not.toEqual(ids);
    expect(drawWinners(seed, shuffled, 3)).toEqual(winners);
    // Another seed draws others (for these 40 ids and these two seeds: a fixed fact, not luck).
    expect(drawWinners('c'.repeat(64), ids, 3)).not.toEqual(winners);
    // Fewer participants than prizes: everyone wins; a duplicate id counts once.
    expect(drawWinners(seed, [ids[0]!, ids[0]!, ids[1]!], 5).sort()).toEqual([ids[0], ids[1]].sort());
  });

  it('counts daily draw entries per calendar day in Europe/Berlin', () => {
    expect(berlinDay(new Date('2026-03-28T22:59:00Z'))).toBe('2026-03-28'); // 23:59 CET
    expect(berlinDay(new Date('2026-03-28T23:00:00Z'))).toBe('2026-03-29'); // 00:00 CET
    expect(berlinDay(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01'); // 23:59 CEST
    expect(berlinDay(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });
});

describe('sweepstake series and sweepstakes', () => {
  it('lists the active series publicly, paged by 10, each with its running sweepstake', async () => {
    const page = await call(null, 'GET', '/sweepstakeseries/active');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ page: 1, pageSize: 10, totalCount: 2, hasNextPage: false });
    const [home, shop] = page.body.items;
    expect(home.name).toEqual({ de: 'Heimspiel-Gewinnspiele', en: 'Home match competitions' });
    expect(home.runningSweepstake).toMatchObject({ state: 'active', participation: null });
    expect(shop.runningSweepstake.id).toBe(3201);
    const first = await call(null, 'GET', '/sweepstakeseries/active?Page=1&PageSize=1');
    expect(first.body).toMatchObject({ items: [{ id: 31 }], hasNextPage: true, totalCount: 2 });
    const second = await call(null, 'GET', '/sweepstakeseries/active?Page=2&PageSize=1');
    expect(second.body).toMatchObject({ items: [{ id: 32 }], hasNextPage: false });
    expect((await call(null, 'GET', '/sweepstakeseries/active?PageSize=101')).status).toBe(400);
  });

  it('answers the /self routes only with a bearer token', async () => {
    for (const path of ['/self/sweepstakeseries/31', '/self/sweepstakeseries/31/sweepstakes', '/self/sweepstakes/3101'])
      expect((await call(null, 'GET', path)).status).toBe(401);
    expect(
      (await call(null, 'POST', '/participants/self/sweepstakes/3101', { choiceId: 'a', acceptConditions: true }))
        .status,
    ).toBe(401);
    expect((await call('not-a-token', 'GET', '/self/sweepstakes/3101')).status).toBe(401);
  });

  it('lists a series’ opened sweepstakes newest first with full slugs, states and the person’s participation', async () => {
    const list = await call(FAN, 'GET', '/self/sweepstakeseries/31/sweepstakes?Page=1&PageSize=10');
    expect(list.status).toBe(200);
    const byId = new Map<number, Json>(list.body.items.map((item: Json) => [item.id, item]));
    expect([...byId.keys()]).toEqual([3102, 3103, 3101, 3105, 3104]);
    expect(byId.get(3101).full_slugs).toEqual({
      de: '/signiertes-heimtrikot-der-saison-3101',
      en: '/signed-home-shirt-of-the-season-3101',
    });
    // Every text in both languages (an English page shows no German prize); the missing German slug is kept.
    expect(byId.get(3102).full_slugs.en).toBe('/two-vip-tickets-for-the-derby-against-fc-nordhafen-3102');
    expect(byId.get(3102).name.en).toBe('Two VIP tickets for the derby against FC Nordhafen');
    expect(byId.get(3102).prize.en).toBe('2 VIP tickets including hospitality');
    expect(byId.get(3103).full_slugs.de).toBeNull();
    expect(byId.get(3101).state).toBe('active');
    expect(byId.get(3105).state).toBe('ended');
    expect(byId.get(3104).state).toBe('drawn');
    expect(byId.get(3105).participation).toMatchObject({ choiceId: 'a', isWinner: null });
    expect(typeof byId.get(3104).participation.isWinner).toBe('boolean');
    // The seed is published only once drawn.
    expect(byId.get(3105).draw.seed).toBeNull();
    expect(byId.get(3104).draw.seed).toMatch(/^[0-9a-f]{64}$/);
    const paged = await call(FAN, 'GET', '/self/sweepstakeseries/31/sweepstakes?Page=2&PageSize=2');
    expect(paged.body).toMatchObject({ items: [{ id: 3101 }, { id: 3105 }], hasNextPage: true, totalCount: 5 });
    // Another person sees the sweepstakes, never FAN's participation.
    const other = await call(FAN2, 'GET', '/self/sweepstakes/3105');
    expect(other.body.participation).toBeNull();
    expect(other.body.participantCount).toBe(2);
    expect((await call(FAN, 'GET', '/self/sweepstakeseries/999')).status).toBe(404);
    expect((await call(FAN, 'GET', '/self/sweepstakes/999999')).status).toBe(404);
  });

  it('shows a series, its sweepstakes and a sweepstake to anyone, without anyone’s participation', async () => {
    const series = await call(null, 'GET', '/sweepstakeseries/31');
    expect(series.status).toBe(200);
    expect(series.body).toMatchObject({ id: 31, name: { de: 'Heimspiel-Gewinnspiele' } });
    expect(series.body.runningSweepstake.participation).toBeNull();
    const list = await call(null, 'GET', '/sweepstakeseries/31/sweepstakes?Page=1&PageSize=10');
    expect(list.status).toBe(200);
    expect(list.body.items.map((item: Json) => item.id)).toEqual([3102, 3103, 3101, 3105, 3104]);
    // FAN took part in 3104 and 3105: the public view names no one's participation, also with FAN's token.
    expect(list.body.items.every((item: Json) => item.participation === null)).toBe(true);
    const drawn = await call(FAN, 'GET', '/sweepstakes/3104');
    expect(drawn.status).toBe(200);
    expect(drawn.body).toMatchObject({ id: 3104, state: 'drawn', winnerCount: 2, participation: null });
    expect(drawn.body.draw.seed).toMatch(/^[0-9a-f]{64}$/);
    expect((await call(null, 'GET', '/sweepstakes/3105')).body.draw.seed).toBeNull();
    expect((await call(null, 'GET', '/sweepstakeseries/999')).status).toBe(404);
    expect((await call(null, 'GET', '/sweepstakeseries/999/sweepstakes')).status).toBe(404);
    expect((await call(null, 'GET', '/sweepstakes/999999')).status).toBe(404);
    expect((await call(null, 'GET', '/sweepstakes/0')).status).toBe(400);
  });

  it('takes one participation per person; the second is a 409 with the German text first', async () => {
    const first = await enter(FAN2, 3101, { choiceId: 'a', acceptConditions: true, newsletterOptIn: true });
    expect(first.status).toBe(201);
    expect(first.body.participation).toMatchObject({ choiceId: 'a', newsletterOptIn: true, isWinner: null });
    expect(first.body.participantCount).toBe(1);
    const again = await enter(FAN2, 3101, { choiceId: 'b', acceptConditions: true });
    expect(again.status).toBe(409);
    expect(again.type).toContain('application/problem+json');
    expect(again.body.errorCode).toBe('SWEEPSTAKE_ALREADY_PARTICIPATING');
    expect(again.body.localizedErrors[0]).toEqual({
      language: 'de',
      message: 'Du nimmst an diesem Gewinnspiel bereits teil. Wir drücken dir die Daumen!',
    });
    expect(again.body.localizedErrors[1].language).toBe('en');
    // Also for a sweepstake that has ended or been drawn: whoever took part hears that first.
    expect((await enter(FAN, 3105)).status).toBe(409);
  });

  it('decides a race of two entries by the unique index: one 201, one 409', async () => {
    const answers = await Promise.all([enter(PAUL, 3201), enter(PAUL, 3201)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
  });

  it('refuses a wrong answer, unaccepted conditions and sweepstakes that are not active', async () => {
    const wrong = await enter(MEMBER, 3102, { choiceId: 'z', acceptConditions: true });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toHaveProperty('choiceId');
    const unaccepted = await enter(MEMBER, 3102, { choiceId: 'a', acceptConditions: false });
    expect(unaccepted.status).toBe(400);
    expect(unaccepted.body.errors).toHaveProperty('acceptConditions');
    const missing = await enter(MEMBER, 3102, { choiceId: 'a' });
    expect(missing.status).toBe(400);
    const extra = await enter(MEMBER, 3102, { choiceId: 'a', acceptConditions: true, winner: true });
    expect(extra.status).toBe(400);
    for (const id of [3104, 3105]) {
      const closed = await enter(FAN2, id); // FAN2 took part in neither
      expect(closed.status).toBe(422);
      expect(closed.body.errorCode).toBe('SWEEPSTAKE_NOT_ACTIVE');
    }
    expect((await enter(MEMBER, 424242)).status).toBe(404);
    // Nothing was stored by the refusals.
    expect((await call(MEMBER, 'GET', '/self/sweepstakes/3102')).body.participation).toBeNull();
  });
});

describe('drawing', () => {
  it('draws an ended sweepstake once, even when two draws race, and publishes what anyone needs to recompute it', async () => {
    const db = platform.db;
    const { seed, seedHash } = newSeed();
    const id = 3999;
    await db.query(
      `INSERT INTO sweepstakes (id, series_id, name_de, description_de, prize_de, question_de, choices, slug_de, slug_en,
         starts_at, ends_at, draw_at, winner_count, seed, seed_hash)
       VALUES ($1, 31, 'Testverlosung', 'Test', 'Ein Ball', 'Frage?', '[{"id":"a","de":"Ja","en":null}]',
         '/testverlosung-3999', '/testverlosung-3999', now() - interval '3 days', now() + interval '1 hour',
         now() + interval '2 hours', 2, $2, $3)`,
      [id, seed, seedHash],
    );
    for (const who of [FAN, MEMBER, FAN2, PAUL]) expect((await enter(who, id)).status).toBe(201);
    const before = await call(null, 'GET', `/sweepstakes/${id}/draw`);
    expect(before.body).toMatchObject({
      state: 'active',
      participantIds: [],
      winners: [],
      draw: { seedHash, seed: null },
    });
    // Too early: neither the sweep nor a direct draw draws it.
    expect((await call(null, 'POST', '/dev/sweepstakes/draws')).body.sweepstakes).toBe(0);
    await db.query(
      `UPDATE sweepstakes SET ends_at = now() - interval '1 minute', draw_at = now() - interval '1 second' WHERE id = $1`,
      [id],
    );
    const service = new SweepstakeService({ db });
    const drew = await Promise.all([service.draw(id), service.draw(id), call(null, 'POST', '/dev/sweepstakes/draws')]);
    expect(drew.filter((result) => result === true).length + drew[2]!.body.sweepstakes).toBe(1);
    const after = await call(null, 'GET', `/sweepstakes/${id}/draw`);
    expect(after.body.state).toBe('drawn');
    expect(after.body.draw.seed).toBe(seed);
    expect(createHash('sha256').update(after.body.draw.seed).digest('hex')).toBe(after.body.draw.seedHash);
    expect(after.body.participantIds).toHaveLength(4);
    expect(after.body.winners).toEqual(drawWinners(after.body.draw.seed, after.body.participantIds, 2));
    const mine = await Promise.all(
      [FAN, MEMBER, FAN2, PAUL].map(
        async (who) => (await call(who, 'GET', `/self/sweepstakes/${id}`)).body.participation,
      ),
    );
    expect(mine.filter((participation) => participation.isWinner)).toHaveLength(2);
    for (const participation of mine)
      expect(participation.isWinner).toBe(after.body.winners.includes(participation.participantId));
    expect(await service.draw(id)).toBe(false);
  });

  it('has drawn the seeded sweepstake whose draw lay back, reproducibly', async () => {
    const published = await call(null, 'GET', '/sweepstakes/3104/draw');
    expect(published.body.participantIds).toHaveLength(5);
    expect(published.body.winners).toEqual(drawWinners(published.body.draw.seed, published.body.participantIds, 2));
  });
});

describe('daily draws', () => {
  it('lists the draws open today with the commitment of today’s draw, and the person’s state', async () => {
    // A day the sweep has not reached yet (the draw tests above ran it; no one has entered a draw today).
    await platform.db.query('DELETE FROM daily_draws WHERE draw_day = $1::date', [berlinDay(new Date())]);
    const open = await call(MEMBER, 'GET', '/self/groups?Kind=DailyDraw');
    expect(open.status).toBe(200);
    expect(open.body.items.map((group: Json) => group.id)).toEqual(['tageslos1', 'tageslos2']);
    expect(open.body.items[0]).toMatchObject({
      kind: 'DailyDraw',
      dailyDraw: { enteredToday: false, participantId: null, drawDay: berlinDay(new Date()), winnersPerDay: 1 },
    });
    // Reading writes nothing: today's draw is committed by the minute sweep or the first entry, not by a GET.
    expect(open.body.items[0].dailyDraw.todaysSeedHash).toBeNull();
    const today = berlinDay(new Date());
    const committedToday = async () =>
      Number(
        (
          await platform.db.query<{ days: string }>(
            'SELECT count(*) AS days FROM daily_draws WHERE draw_day = $1::date',
            [today],
          )
        ).rows[0]!.days,
      );
    expect(await committedToday()).toBe(0);
    // The person's groups (the tester groups the checkout reads) are unchanged without Kind.
    expect((await call(MEMBER, 'GET', '/self/groups')).body.items).toEqual([]);
    // The sweep (what the platform's timer runs every minute) commits every draw open today, once.
    expect((await call(null, 'POST', '/dev/sweepstakes/draws')).body.committed).toBe(2);
    expect((await call(null, 'POST', '/dev/sweepstakes/draws')).body.committed).toBe(0);
    expect(await committedToday()).toBe(2);
    const committed = await call(MEMBER, 'GET', '/self/groups?Kind=DailyDraw');
    const hashes = committed.body.items.map((group: Json) => group.dailyDraw.todaysSeedHash);
    expect(hashes[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(hashes[1]).toMatch(/^[0-9a-f]{64}$/);
    expect(hashes[0]).not.toBe(hashes[1]);
    // Someone else sees the same commitment.
    expect((await call(FAN2, 'GET', '/self/groups?Kind=DailyDraw')).body.items[0].dailyDraw.todaysSeedHash).toBe(
      hashes[0],
    );
  });

  it('takes one entry per person and day; the second is a 409 with the saveGroup text, German first', async () => {
    const before = (await call(MEMBER, 'GET', '/self/groups?Kind=DailyDraw')).body.items[0].dailyDraw.todaysSeedHash;
    const first = await call(MEMBER, 'POST', '/self/groups/tageslos1');
    expect(first.status).toBe(201);
    // The entry keeps the day's commitment made before it.
    expect(first.body.dailyDraw).toMatchObject({ enteredToday: true, todaysSeedHash: before });
    const second = await call(MEMBER, 'POST', '/self/groups/tageslos1');
    expect(second.status).toBe(409);
    expect(second.body.errorCode).toBe('ALREADY_PARTICIPATING_IN_TODAYS_DRAW');
    expect(second.body.localizedErrors[0]).toEqual({
      language: 'de',
      message: 'Du nimmst bereits an der heutigen Verlosung teil. Versuch dein Glück morgen wieder!',
    });
    // Another draw the same day is another entry; the person now belongs to the group.
    expect((await call(MEMBER, 'POST', '/self/groups/tageslos2')).status).toBe(201);
    expect((await call(MEMBER, 'GET', '/self/groups')).body.items.map((group: Json) => group.id)).toEqual([
      'tageslos1',
      'tageslos2',
    ]);
    const listed = await call(MEMBER, 'GET', '/self/groups?Kind=DailyDraw');
    expect(listed.body.items.every((group: Json) => group.dailyDraw.enteredToday)).toBe(true);
    // Someone else has not entered.
    expect((await call(FAN2, 'GET', '/self/groups?Kind=DailyDraw')).body.items[0].dailyDraw.enteredToday).toBe(false);
  });

  it('refuses closed draws, groups that are no draws and malformed ids', async () => {
    const closed = await call(FAN2, 'POST', '/self/groups/tageslos0');
    expect(closed.status).toBe(422);
    expect(closed.body.errorCode).toBe('DAILY_DRAW_NOT_OPEN');
    expect((await call(FAN2, 'POST', '/self/groups/sepa-tester')).status).toBe(404);
    expect((await call(FAN2, 'POST', '/self/groups/tageslos77')).status).toBe(404);
    expect((await call(FAN2, 'POST', '/self/groups/Tageslos%00')).status).toBe(400);
    expect((await call(null, 'POST', '/self/groups/tageslos1')).status).toBe(401);
  });

  it('takes the next day’s entry and draws the past day once it is over in Berlin', async () => {
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    const later = new SweepstakeService({ db: platform.db, now: () => tomorrow });
    const entry = await later.enterDailyDraw('tageslos1', (await subjectOf(MEMBER))!);
    expect(entry.dailyDraw).toMatchObject({ enteredToday: true, drawDay: berlinDay(tomorrow) });
    // No sweep ran for tomorrow: the day's first entry committed its draw; the other draw has none yet.
    expect(entry.dailyDraw!.todaysSeedHash).toMatch(/^[0-9a-f]{64}$/);
    const tomorrowsDraws = await later.openDailyDraws((await subjectOf(FAN2))!);
    expect(tomorrowsDraws.map((group) => group.dailyDraw!.todaysSeedHash)).toEqual([
      entry.dailyDraw!.todaysSeedHash,
      null,
    ]);
    const drawn = await later.drawDue();
    expect(drawn.dailyDraws).toBeGreaterThanOrEqual(2);
    expect((await later.drawDue()).dailyDraws).toBe(0);
    const { rows } = await platform.db.query<{ winners: string }>(
      `SELECT count(*) AS winners FROM daily_draw_entries WHERE group_id = 'tageslos1' AND draw_day = $1::date
       AND winner_rank IS NOT NULL`,
      [berlinDay(new Date())],
    );
    expect(Number(rows[0]!.winners)).toBe(1);
  });
});

async function subjectOf(email: string): Promise<string | undefined> {
  const { rows } = await platform.db.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [email]);
  return rows[0]?.id;
}

describe('recently viewed products', () => {
  it('records impressions by SKU, one per product, newest first', async () => {
    const products = await call(null, 'GET', '/shop/v4/shops/1/products?PageSize=3');
    // The shop's list needs the tenant header; read SKUs from the database instead when it refuses.
    const skus: string[] =
      products.status === 200
        ? products.body.items.map((item: Json) => item.sku)
        : (
            await platform.db.query<{ sku: string }>(
              "SELECT sku FROM products WHERE kind = 'Merchandise' ORDER BY id LIMIT 3",
            )
          ).rows.map((row) => row.sku);
    for (const sku of [skus[0], skus[1], skus[2], skus[0]])
      expect((await call(PAUL, 'POST', '/productImpressions', { ProductSku: sku })).status).toBe(201);
    const list = await call(PAUL, 'GET', '/productImpressions?Page=1&PageSize=20&OrderBy=lastImpression%20desc');
    expect(list.status).toBe(200);
    expect(list.body.items.map((item: Json) => item.product.sku)).toEqual([skus[0], skus[2], skus[1]]);
    expect(list.body.items[0].impressions).toBe(2);
    expect(list.body.totalCount).toBe(3);
    const first = list.body.items[0].product;
    expect(first.description.de).toBeTruthy();
    expect(Object.keys(first.images[0].thumbnails)).toEqual(['200', '600', '1280']);
    // Paged: the second page of two holds the oldest.
    const paged = await call(PAUL, 'GET', '/productImpressions?Page=2&PageSize=2');
    expect(paged.body).toMatchObject({ hasNextPage: false, items: [{ product: { sku: skus[1] } }] });
    // Another person's list is their own.
    expect((await call(FAN2, 'GET', '/productImpressions')).body.items).toEqual([]);
  });

  it('refuses unknown SKUs, hostile bodies and visitors', async () => {
    expect((await call(PAUL, 'POST', '/productImpressions', { ProductSku: 'FS-999999' })).status).toBe(404);
    expect((await call(PAUL, 'POST', '/productImpressions', { ProductSku: 'FS\u0000' })).status).toBe(400);
    expect((await call(PAUL, 'POST', '/productImpressions', { ProductSku: 'x'.repeat(65) })).status).toBe(400);
    expect((await call(PAUL, 'POST', '/productImpressions', {})).status).toBe(400);
    expect((await call(null, 'POST', '/productImpressions', { ProductSku: 'FS-001001' })).status).toBe(401);
    expect((await call(null, 'GET', '/productImpressions')).status).toBe(401);
    expect((await call(PAUL, 'GET', '/productImpressions?OrderBy=price')).status).toBe(400);
  });
});
