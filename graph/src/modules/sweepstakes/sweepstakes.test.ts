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
import { refusalText } from './resolvers.ts';

/**
 * Sweepstakes and daily draws through the graph against the real platform
 * (platform/src/db/seed/sweepstakes.ts): the German-slug rule, the 409 as an info with the service's German
 * text, the daily draw's saveGroup refusal, node(id:) through the viewer's own loaders only, and the upstream
 * calls of the screens.
 */
let platform: PlatformUnderTest;
let client: GraphClient;
const tokens: Record<string, string> = {};
const FAN = 'fan@club.example';
const FAN2 = 'fan2@club.example';
const MEMBER = 'mitglied@club.example';
const ABO = 'abo@club.example';
const ENGLISH = { 'accept-language': 'en' };

beforeAll(async () => {
  platform = await startTestPlatform();
  client = graphClient(testConfig(platform.platform));
  for (const email of [FAN, FAN2, MEMBER, ABO])
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
    .filter((call) => /^\/(self|sweepstake|participants|productImpressions)/.test(call.url))
    .map((call) => `${call.method} ${call.url}`);

const SWEEPSTAKE = `id internalId name description prize question slug slugEn: slug(language: EN) state winnerCount
  participantCount startsAt endsAt drawAt choices { internalId text }
  draw { seedHash seed drawnAt algorithm } viewerParticipation { participantId choice { internalId text } isWinner }`;
const LIST = `query { sweepstakeSeries { totalCount edges { node { id internalId name shortName description
  runningSweepstake { internalId name slug } } } } }`;
const ACCOUNT = `query { sweepstakeSeries(first: 5) { edges { node { internalId name
  sweepstakes { totalCount edges { node { internalId state slug viewerParticipation { isWinner } } } } } } }
  viewer { dailyDraws { id internalId name prize drawDay enteredToday todaysSeedHash winnersPerDay } } }`;
const ENTER = `mutation($input: SweepstakeEnterInput!) { sweepstakeEnter(input: $input) { __typename
  ... on SweepstakeEnterSuccess { sweepstake { internalId participantCount viewerParticipation { choice { internalId } } } }
  ... on SweepstakeAlreadyParticipatingInfo { message sweepstake { internalId } }
  ... on Error { code message } ... on InvalidInputError { field } } }`;
const DAILY = `mutation($id: ID!) { dailyDrawEnter(input: { dailyDrawId: $id }) { __typename
  ... on DailyDrawEnterSuccess { dailyDraw { internalId enteredToday } }
  ... on DailyDrawAlreadyEnteredError { code message dailyDraw { enteredToday } }
  ... on Error { code message } } }`;

describe('sweepstakes', () => {
  it('lists the active series for anyone with one call, the running sweepstake only with a German slug', async () => {
    const data = await run(LIST);
    expect(data.sweepstakeSeries.totalCount).toBe(2);
    const [home, shop] = data.sweepstakeSeries.edges.map((edge: Data) => edge.node);
    expect(home).toMatchObject({ internalId: 31, name: 'Heimspiel-Gewinnspiele', shortName: 'Heimspiel' });
    // 3102 runs; 3103 (no German slug) is never listed.
    expect(home.runningSweepstake).toMatchObject({
      internalId: 3102,
      slug: 'zwei-vip-karten-fuer-das-derby-gegen-den-fc-nordhafen-3102',
    });
    expect(shop.runningSweepstake.internalId).toBe(3201);
    expect(selfCalls()).toEqual(['GET /sweepstakeseries/active?Page=1&PageSize=10']);
    const english = await run(LIST, {}, undefined, ENGLISH);
    expect(english.sweepstakeSeries.edges[0].node.name).toBe('Home match competitions');
    expect(english.sweepstakeSeries.edges[0].node.runningSweepstake.name).toBe(
      'Two VIP tickets for the derby against FC Nordhafen',
    );
  });

  it('reads a sweepstake by slug for the signed-in person only, never one without a German slug', async () => {
    const data = await run(
      `query($id: ID!) { viewer { sweepstake(id: $id) { ${SWEEPSTAKE} } } }`,
      { id: 'signiertes-heimtrikot-der-saison-3101' },
      FAN,
    );
    expect(data.viewer.sweepstake).toMatchObject({
      internalId: 3101,
      state: 'ACTIVE',
      slugEn: 'signed-home-shirt-of-the-season-3101',
      question: 'In welchem Jahr wurde der SC Südstadt gegründet?',
      viewerParticipation: null,
      draw: { seed: null, algorithm: expect.stringContaining('HMAC-SHA256') },
    });
    expect(data.viewer.sweepstake.choices).toHaveLength(3);
    const hidden = await run(`query { viewer { sweepstake(id: "3103") { internalId } } }`, {}, FAN);
    expect(hidden.viewer.sweepstake).toBeNull();
    const unknown = await run(`query { viewer { sweepstake(id: "nichts-99999") { internalId } } }`, {}, FAN);
    expect(unknown.viewer.sweepstake).toBeNull();
    // A visitor may not ask (401 before any call).
    const anonymous = await client.execute(`query { viewer { sweepstake(id: "3101") { internalId } } }`);
    expect(anonymous.status).toBe(401);
  });

  it('shows the drawn and ended states and the person’s win, and the account screen in four calls', async () => {
    const data = await run(ACCOUNT, {}, FAN);
    const home = data.sweepstakeSeries.edges[0].node;
    const states = Object.fromEntries(
      home.sweepstakes.edges.map((edge: Data) => [edge.node.internalId, edge.node.state]),
    );
    expect(states).toEqual({ 3101: 'ACTIVE', 3102: 'ACTIVE', 3104: 'DRAWN', 3105: 'ENDED' });
    // 3103 has no German slug: not listed.
    expect(home.sweepstakes.totalCount).toBe(4);
    const drawn = home.sweepstakes.edges.find((edge: Data) => edge.node.internalId === 3104).node;
    expect(typeof drawn.viewerParticipation.isWinner).toBe('boolean');
    expect(data.viewer.dailyDraws.map((draw: Data) => draw.internalId)).toEqual(['tageslos1', 'tageslos2']);
    expect(data.viewer.dailyDraws[0]).toMatchObject({ name: 'Tageslos: Trikot des Tages', enteredToday: false });
    expect(selfCalls().sort()).toEqual(
      [
        'GET /sweepstakeseries/active?Page=1&PageSize=10',
        'GET /self/sweepstakeseries/31/sweepstakes?Page=1&PageSize=10',
        'GET /self/sweepstakeseries/32/sweepstakes?Page=1&PageSize=10',
        'GET /self/groups?Kind=DailyDraw',
      ].sort(),
    );
  });

  it('shows a visitor a series and a sweepstake through the public reads only, a person theirs with /self', async () => {
    const SERIES = `query($id: ID!) { sweepstakeSeriesById(id: $id) { internalId name slug slugEn: slug(language: EN)
      sweepstakes { totalCount edges { node { internalId state slug viewerParticipation { isWinner } } } } } }`;
    const visitor = (await run(SERIES, { id: 'heimspiel-gewinnspiele-31' })).sweepstakeSeriesById;
    expect(visitor).toMatchObject({
      internalId: 31,
      slug: 'heimspiel-gewinnspiele-31',
      slugEn: 'home-match-competitions-31',
    });
    // 3103 has no German slug: not listed, for visitors either.
    expect(visitor.sweepstakes.edges.map((edge: Data) => [edge.node.internalId, edge.node.state])).toEqual([
      [3102, 'ACTIVE'],
      [3101, 'ACTIVE'],
      [3105, 'ENDED'],
      [3104, 'DRAWN'],
    ]);
    expect(visitor.sweepstakes.edges.every((edge: Data) => edge.node.viewerParticipation === null)).toBe(true);
    expect(selfCalls()).toEqual([
      'GET /sweepstakeseries/31',
      'GET /sweepstakeseries/31/sweepstakes?Page=1&PageSize=10',
    ]);
    platform.reset();
    const PAGE = `query($id: ID!) { sweepstake(id: $id) { ${SWEEPSTAKE} } }`;
    const drawn = (await run(PAGE, { id: 'stadionfuehrung-fuer-vier-personen-3104' })).sweepstake;
    expect(drawn).toMatchObject({ internalId: 3104, state: 'DRAWN', winnerCount: 2, viewerParticipation: null });
    expect(drawn.draw.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(selfCalls()).toEqual(['GET /sweepstakes/3104']);
    // Without a German slug there is no page, for visitors either.
    expect((await run(PAGE, { id: '3103' })).sweepstake).toBeNull();
    expect((await run(PAGE, { id: '999999' })).sweepstake).toBeNull();
    expect((await run(SERIES, { id: '999' })).sweepstakeSeriesById).toBeNull();
    platform.reset();
    // FAN took part in 3104: their view says whether they won, through their own reads.
    const own = (await run(PAGE, { id: '3104' }, FAN)).sweepstake;
    expect(typeof own.viewerParticipation.isWinner).toBe('boolean');
    expect(selfCalls()).toEqual(['GET /self/sweepstakes/3104']);
  });

  it('enters once; the second entry is an info with the service’s German text, English on English pages', async () => {
    const id = toGlobalId('Sweepstake', 3201);
    const first = await run(ENTER, { input: { sweepstakeId: id, choiceId: 'c', acceptConditions: true } }, FAN2);
    expect(first.sweepstakeEnter).toMatchObject({
      __typename: 'SweepstakeEnterSuccess',
      sweepstake: { internalId: 3201, viewerParticipation: { choice: { internalId: 'c' } } },
    });
    const again = await run(ENTER, { input: { sweepstakeId: id, choiceId: 'a', acceptConditions: true } }, FAN2);
    expect(again.sweepstakeEnter).toEqual({
      __typename: 'SweepstakeAlreadyParticipatingInfo',
      message: 'Du nimmst an diesem Gewinnspiel bereits teil. Wir drücken dir die Daumen!',
      sweepstake: { internalId: 3201 },
    });
    const english = await run(
      ENTER,
      { input: { sweepstakeId: '3201', choiceId: 'a', acceptConditions: true } },
      FAN2,
      ENGLISH,
    );
    expect(english.sweepstakeEnter.message).toBe('You are already taking part in this competition. Fingers crossed!');
  });

  it('maps refusals to typed errors: not active, unknown, invalid answer or conditions', async () => {
    const enter = (input: Data, email = MEMBER) => run(ENTER, { input }, email).then((data) => data.sweepstakeEnter);
    expect(await enter({ sweepstakeId: '3105', choiceId: 'a', acceptConditions: true })).toMatchObject({
      __typename: 'SweepstakeNotActiveError',
      code: 'SWEEPSTAKE_NOT_ACTIVE',
      message: 'Dieses Gewinnspiel ist beendet; eine Teilnahme ist nicht mehr möglich.',
    });
    expect(await enter({ sweepstakeId: '999999', choiceId: 'a', acceptConditions: true })).toMatchObject({
      __typename: 'NotFoundError',
    });
    expect(await enter({ sweepstakeId: '3101', choiceId: 'z', acceptConditions: true })).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'choiceId',
    });
    expect(await enter({ sweepstakeId: '3101', choiceId: 'a', acceptConditions: false })).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'acceptConditions',
    });
    expect(await enter({ sweepstakeId: '3101', choiceId: 'A\u0000', acceptConditions: true })).toMatchObject({
      field: 'choiceId',
    });
    expect(await enter({ sweepstakeId: 'x'.repeat(5000), choiceId: 'a', acceptConditions: true })).toMatchObject({
      field: 'sweepstakeId',
    });
  });

  it('resolves node(id:) through the viewer’s own loaders: null for visitors and unknown ids', async () => {
    const query = `query($id: ID!) { node(id: $id) { __typename ... on Sweepstake { internalId viewerParticipation { participantId } } } }`;
    const mine = await run(query, { id: toGlobalId('Sweepstake', 3104) }, FAN);
    expect(mine.node.internalId).toBe(3104);
    expect(mine.node.viewerParticipation.participantId).toBeTruthy();
    // Another person reads the same sweepstake without FAN's participation.
    const other = await run(query, { id: toGlobalId('Sweepstake', 3104) }, FAN2);
    expect(other.node.viewerParticipation).toBeNull();
    expect((await run(query, { id: toGlobalId('Sweepstake', 3104) })).node).toBeNull();
    expect((await run(query, { id: toGlobalId('Sweepstake', 3103) }, FAN)).node).toBeNull();
    const series = await run(
      `query { node(id: "${toGlobalId('SweepstakeSeries', 32)}") { ... on SweepstakeSeries { name } } }`,
      {},
      FAN,
    );
    expect(series.node.name).toBe('Fanshop-Verlosungen');
  });
});

describe('daily draws', () => {
  it('enters today’s draw once; the second is refused with the saveGroup text', async () => {
    const first = await run(DAILY, { id: 'tageslos1' }, ABO);
    expect(first.dailyDrawEnter).toEqual({
      __typename: 'DailyDrawEnterSuccess',
      dailyDraw: { internalId: 'tageslos1', enteredToday: true },
    });
    const second = await run(DAILY, { id: toGlobalId('DailyDraw', 'tageslos1') }, ABO);
    expect(second.dailyDrawEnter).toEqual({
      __typename: 'DailyDrawAlreadyEnteredError',
      code: 'ALREADY_PARTICIPATING_IN_TODAYS_DRAW',
      message: 'Du nimmst bereits an der heutigen Verlosung teil. Versuch dein Glück morgen wieder!',
      dailyDraw: { enteredToday: true },
    });
    const english = await run(DAILY, { id: 'tageslos1' }, ABO, ENGLISH);
    expect(english.dailyDrawEnter.message).toBe(
      'You are already participating in today’s draw. Try your luck again tomorrow!',
    );
    expect((await run(DAILY, { id: 'tageslos0' }, ABO)).dailyDrawEnter).toMatchObject({
      __typename: 'DailyDrawNotOpenError',
      code: 'DAILY_DRAW_NOT_OPEN',
    });
    for (const id of ['sepa-tester', 'tageslos', '../tageslos1', 'x'.repeat(300)])
      expect((await run(DAILY, { id }, ABO)).dailyDrawEnter.__typename).toBe('NotFoundError');
  });
});

describe('refusal texts', () => {
  it('takes the first German text, English on English pages where given', () => {
    const texts = [
      { language: 'de', message: 'Deutsch' },
      { language: 'en', message: 'English' },
    ];
    expect(refusalText(texts, 'DE')).toBe('Deutsch');
    expect(refusalText(texts, 'JA')).toBe('Deutsch');
    expect(refusalText(texts, 'EN')).toBe('English');
    expect(refusalText([{ language: 'de', message: 'Nur Deutsch' }], 'EN')).toBe('Nur Deutsch');
    expect(refusalText(undefined, 'DE')).toBeNull();
  });
});
