import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator, type RelayMockEnvironment } from 'relay-test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n/index.ts';
import { renderPages } from '../../../test/pages.tsx';
import { contentPages } from '../contentPages.ts';
import { timelinePosition } from './components/MatchTimeline.tsx';
import { RADIO_STREAM_URL } from './components/StickyAudioPlayer.tsx';

// The live video's player loads hls.js only once a fan starts the stream; these tests stop before that.
vi.mock('hls.js', () => ({ default: class {} }));

beforeAll(() => {
  // jsdom has no modal dialogs: open and close as the browser would, without the top layer.
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.open = true;
    },
    close(this: HTMLDialogElement) {
      this.open = false;
      this.dispatchEvent(new Event('close'));
    },
  });
});
beforeEach(() => {
  // jsdom plays no media: play() starts the stream (the browser then fires "play"), pause() stops it.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The first team's live page (/profis/live), a visitor who is not signed in. */
const renderLivePage = (path = '/profis/live'): RelayMockEnvironment =>
  renderPages(contentPages, path, { signedIn: false }).environment;

const TICKER_ID = 'TGl2ZVRpY2tlcjoxNTk';
const STANDINGS_ID = 'U3RhbmRpbmdzOjE1OQ';
const LIVE_VIDEO_ID = 'TGl2ZVZpZGVvU3RhdGU6Y2x1Yg';

type Event = {
  id: string;
  type: string;
  minute: { minute: number; display: string; stoppage: number } | null;
  side: 'HOME' | 'AWAY' | null;
  homeScore: number | null;
  awayScore: number | null;
  scored: boolean | null;
  text: string;
};

const minuteOf = (minute: number, stoppage = 0) => ({
  minute,
  stoppage,
  display: stoppage ? `${minute}' + ${stoppage}'` : `${minute}'`,
});

const event = (id: string, type: string, minute: number | null, more: Partial<Event> = {}): Event => ({
  id,
  type,
  minute: minute === null ? null : minuteOf(minute),
  side: null,
  homeScore: null,
  awayScore: null,
  scored: null,
  text: `${type} in minute ${minute}`,
  ...more,
});

/** Newest first, as the graph sends them. */
const secondHalfEvents = [
  event('e6', 'YELLOW_CARD', 88, { side: 'AWAY', text: 'Gelb für Jansen (Foul).' }),
  event('e5', 'GOAL', 81, { side: 'AWAY', homeScore: 2, awayScore: 2, text: 'Der Ausgleich durch Meyer.' }),
  event('e4', 'KICKOFF_SECOND_HALF', 45, { text: 'Weiter geht’s.' }),
  event('e3', 'GOAL', 30, { side: 'HOME', homeScore: 2, awayScore: 1, text: 'Kopfball von Weber.' }),
  event('e2', 'GOAL', 12, { side: 'HOME', homeScore: 1, awayScore: 0, text: 'Tor durch Özdemir!' }),
  event('e1', 'KICKOFF', 0, { text: 'Der Ball rollt.' }),
];

type Ticker = ReturnType<typeof ticker>;

/** The cup tie against FC Nordhafen in added time of the second half, 2:2. */
const ticker = (more: Record<string, unknown> = {}) => ({
  id: TICKER_ID,
  matchId: 7998,
  site: 'profis',
  tickerActive: true,
  period: 'SECOND_HALF' as string | null,
  live: true,
  over: false,
  break: false,
  competition: 'DFB-Pokal',
  kickoff: '2026-11-21T18:30:00Z',
  homeTeam: 'SC Südstadt',
  awayTeam: 'FC Nordhafen',
  homeGoals: 2 as number | null,
  awayGoals: 2 as number | null,
  penalties: null as { home: number; away: number } | null,
  afterExtraTime: false,
  afterPenalties: false,
  minute: minuteOf(90, 2) as ReturnType<typeof minuteOf> | null,
  events: secondHalfEvents,
  ...more,
});

const row = (rank: number, team: string, more: Record<string, unknown> = {}) => ({
  rank,
  team,
  own: false,
  live: false,
  played: 14,
  won: 7,
  drawn: 3,
  lost: 4,
  goalsFor: 24,
  goalsAgainst: 20,
  goalDifference: 4,
  points: 24,
  ...more,
});

const standings = (more: Record<string, unknown> = {}) => ({
  id: STANDINGS_ID,
  competition: '3. Liga',
  rows: [
    row(1, 'SC Südstadt', {
      own: true,
      live: true,
      won: 10,
      goalsFor: 31,
      goalsAgainst: 12,
      goalDifference: 19,
      points: 33,
    }),
    row(2, 'FC Nordhafen', { live: true }),
    row(17, 'TSV Ostheim', { goalsFor: 15, goalsAgainst: 18, goalDifference: -3, points: 14 }),
  ],
  ...more,
});

const liveVideo = (on: boolean) => ({
  id: LIVE_VIDEO_ID,
  payment: on ? 'FREE' : null,
  video: on
    ? {
        id: 'VmlkZW86bGl2ZS1zdGFkaW9u',
        title: 'Live: Südstadt TV im Stadion',
        posterUrl: 'http://portal.test/media/videos/live/poster.svg',
        viewerAccess: 'FULL',
        previewSeconds: null,
      }
    : null,
});

interface PageData {
  ticker?: Ticker | null;
  standings?: ReturnType<typeof standings> | null;
  /** The site shows the live-video corner (badge and radio). */
  hasLiveVideo?: boolean;
  liveVideo?: ReturnType<typeof liveVideo>;
}

/** Answers the site page's query: a page whose one block is the live match centre of team 159. */
async function resolveLivePage(environment: RelayMockEnvironment, page: PageData) {
  const operation = await waitFor(() => environment.mock.findOperation(byName('SitePageQuery')));
  expect(operation.request.variables).toMatchObject({ site: 'profis', path: 'live', language: 'DE' });
  await act(async () =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        Query: () => ({
          site: { key: 'profis', hasLiveVideo: page.hasLiveVideo ?? false, name: { text: 'Profis' }, calendar: null },
          page: {
            key: 'live',
            slug: 'live',
            title: 'Liveticker',
            description: 'Das Spiel live.',
            language: 'DE',
            alternates: [],
            sections: [],
            blocks: [
              {
                __typename: 'LiveTickerBlock',
                teamId: 159,
                ticker: page.ticker === undefined ? ticker() : page.ticker,
                standings: page.standings === undefined ? standings() : page.standings,
              },
            ],
          },
          liveVideo: page.liveVideo ?? liveVideo(false),
        }),
      }),
    ),
  );
}

const byName = (name: string) => (operation: OperationDescriptor) => operation.request.node.params.name === name;

/** The subscription the page opened, once it has. */
const pendingSubscription = (environment: RelayMockEnvironment, name: string) =>
  waitFor(() => environment.mock.findOperation(byName(name)));

/** The graph pushes one value on a subscription (as graphql-sse hands it to Relay). */
async function push(environment: RelayMockEnvironment, name: string, resolvers: Record<string, () => unknown>) {
  const operation = await pendingSubscription(environment, name);
  await act(async () => environment.mock.nextValue(operation, MockPayloadGenerator.generate(operation, resolvers)));
  return operation;
}

// The ticker block is lazy: the first test imports (and vitest transforms) its module on demand, which can take
// more than testing-library's default second on a busy machine.
const tickerArticle = () => screen.findByRole('article', {}, { timeout: 5000 });
const tickerState = async () => within(await tickerArticle()).getByRole('status');
const tickerHeading = async () => within(await tickerArticle()).getByRole('heading', { level: 2 });

describe('the live ticker', () => {
  it('shows a running second half in added time: live, the minute, the score, the events newest first', async () => {
    const environment = renderLivePage();
    await resolveLivePage(environment, {});
    const state = await tickerState();
    expect(state.textContent).toBe("Live 90' + 2'");
    expect(state.getAttribute('aria-live')).toBe('polite');
    const heading = await tickerHeading();
    expect(heading.textContent).toBe('SC Südstadt2:2FC Nordhafen');
    expect(within(heading).getByLabelText('Spielstand 2:2').textContent).toBe('2:2');
    expect(screen.getByText('DFB-Pokal')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zum Matchcenter' }).getAttribute('href')).toBe('/profis/spiel/7998');

    const list = screen.getByRole('list', { name: 'Spielereignisse, neueste zuerst' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.event-minute')?.textContent)).toEqual([
      "88'",
      "81'",
      "45'",
      "30'",
      "12'",
      "0'",
    ]);
    // A goal shows the score it made; the icons say what happened to screen readers.
    expect(items[4]!.querySelector('.event-score')?.textContent).toBe(' 1:0');
    expect(items[4]!.textContent).toContain('Tor durch Özdemir!');
    expect(items[1]!.querySelector('.event-score')?.textContent).toBe(' 2:2');
    expect(items[0]!.querySelector('.event-score')).toBeNull();
    expect(items.map((item) => item.querySelector('.event-icon .visually-hidden')?.textContent)).toEqual([
      'Gelbe Karte',
      'Tor',
      'Anstoß zur zweiten Halbzeit',
      'Tor',
      'Tor',
      'Anstoß',
    ]);
    expect(items[0]!.querySelector('.event-icon')?.getAttribute('title')).toBe('Gelbe Karte');
  });

  it('says “Pause” at half time', async () => {
    const environment = renderLivePage();
    await resolveLivePage(environment, {
      ticker: ticker({
        period: 'HALF_TIME',
        live: true,
        break: true,
        minute: null,
        homeGoals: 2,
        awayGoals: 1,
        events: secondHalfEvents.slice(3),
      }),
    });
    expect((await tickerState()).textContent).toBe('Pause');
    expect((await tickerHeading()).textContent).toContain('2:1');
  });

  it('says the break before extra time is not half time', async () => {
    const environment = renderLivePage();
    await resolveLivePage(environment, { ticker: ticker({ period: 'FULL_TIME_90', break: true, minute: null }) });
    expect((await tickerState()).textContent).toBe('Pause vor der Verlängerung');
  });

  it('shows the end after a penalty shoot-out with the shoot-out’s tally', async () => {
    const environment = renderLivePage();
    await resolveLivePage(environment, {
      ticker: ticker({
        period: 'FULL_TIME_PENS',
        live: false,
        over: true,
        afterExtraTime: true,
        afterPenalties: true,
        penalties: { home: 4, away: 3 },
        minute: null,
      }),
    });
    expect((await tickerState()).textContent).toBe('Beendet · i. E.');
    expect(screen.getByText('Elfmeterschießen 4:3')).toBeTruthy();
    expect((await tickerHeading()).textContent).toContain('2:2');
  });

  it('shows the end after extra time, and no tally without a shoot-out', async () => {
    const environment = renderLivePage();
    await resolveLivePage(environment, {
      ticker: ticker({ period: 'FULL_TIME', live: false, over: true, afterExtraTime: true, minute: null }),
    });
    expect((await tickerState()).textContent).toBe('Beendet · n. V.');
    expect(screen.queryByText(/Elfmeterschießen/)).toBeNull();
  });

  it('shows no score before kick-off, and when the ticker starts', async () => {
    const environment = renderLivePage();
    await resolveLivePage(environment, {
      ticker: ticker({
        period: null,
        tickerActive: false,
        live: false,
        homeGoals: null,
        awayGoals: null,
        minute: null,
        events: [],
      }),
    });
    expect((await tickerHeading()).textContent).toBe('SC Südstadt–:–FC Nordhafen');
    expect((await tickerState()).textContent).toBe('Anpfiff Sa., 21.11., 19:30');
    expect(screen.getByText('Der Liveticker startet kurz vor dem Anpfiff.')).toBeTruthy();
    // Before the kick-off there is no timeline.
    expect(document.querySelector('.match-timeline')).toBeNull();
  });
});

describe('the match timeline', () => {
  it('places a minute on the bar, never beyond its end', () => {
    expect(timelinePosition(45, 90)).toBe(50);
    expect(timelinePosition(90, 90)).toBe(100);
    expect(timelinePosition(92, 90)).toBe(100);
    expect(timelinePosition(130, 120)).toBe(100);
    expect(timelinePosition(60, 120)).toBe(50);
    expect(timelinePosition(-1, 90)).toBe(0);
  });

  it('fills the bar no further than its end in added time, and marks the goals and cards where they fell', async () => {
    const environment = renderLivePage();
    await resolveLivePage(environment, { ticker: ticker({ minute: { minute: 92, stoppage: 0, display: "92'" } }) });
    await tickerArticle();
    const timeline = screen.getByRole('img', { name: 'Spielverlauf bis zur 92. Minute' });
    expect(timeline.querySelector<HTMLElement>('.timeline-played')!.style.width).toBe('100%');
    const marks = [...timeline.querySelectorAll<HTMLElement>('.timeline-mark')];
    // Goals and cards only (no kick-offs), each at its minute of 90.
    expect(marks.map((mark) => [mark.className, mark.style.left, mark.title])).toEqual([
      ['timeline-mark mark-yellow_card side-away', `${(88 / 90) * 100}%`, "88'"],
      ['timeline-mark mark-goal side-away', `${(81 / 90) * 100}%`, "81'"],
      ['timeline-mark mark-goal side-home', `${(30 / 90) * 100}%`, "30'"],
      ['timeline-mark mark-goal side-home', `${(12 / 90) * 100}%`, "12'"],
    ]);
  });

  it('fills half the bar at minute 45, and the whole bar of 120 minutes once the match is over after extra time', async () => {
    const environment = renderLivePage();
    await resolveLivePage(environment, { ticker: ticker({ period: 'FIRST_HALF', minute: minuteOf(45) }) });
    await tickerArticle();
    const played = () => document.querySelector<HTMLElement>('.timeline-played')!.style.width;
    expect(played()).toBe('50%');
    await push(environment, 'liveSubscriptionsMatchSubscription', {
      LiveTicker: () => ticker({ over: true, live: false, afterExtraTime: true, period: 'FULL_TIME', minute: null }),
    });
    expect(played()).toBe('100%');
    expect(screen.getByRole('img', { name: 'Spielverlauf bis zur 120. Minute' })).toBeTruthy();
  });
});

describe('the live match centre block', () => {
  it('follows the team’s match in the page’s language and shows each update without a reload', async () => {
    const environment = renderLivePage();
    await resolveLivePage(environment, {
      ticker: ticker({ minute: minuteOf(80), awayGoals: 1, events: secondHalfEvents.slice(2) }),
    });
    expect((await tickerHeading()).textContent).toBe('SC Südstadt2:1FC Nordhafen');
    expect((await tickerState()).textContent).toBe("Live 80'");
    const subscription = await pendingSubscription(environment, 'liveSubscriptionsMatchSubscription');
    expect(subscription.request.variables).toEqual({ teamId: 159, language: 'DE' });

    await push(environment, 'liveSubscriptionsMatchSubscription', { LiveTicker: () => ticker() });
    expect((await tickerHeading()).textContent).toBe('SC Südstadt2:2FC Nordhafen');
    expect((await tickerState()).textContent).toBe("Live 90' + 2'");
    const items = within(screen.getByRole('list', { name: 'Spielereignisse, neueste zuerst' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(6);
    expect(items[0]!.textContent).toContain('Gelb für Jansen');

    // The final whistle arrives the same way.
    await push(environment, 'liveSubscriptionsMatchSubscription', {
      LiveTicker: () => ticker({ period: 'FULL_TIME', live: false, over: true, minute: null }),
    });
    expect((await tickerState()).textContent).toBe('Beendet');
  });

  it('follows an English page’s ticker in English', async () => {
    const environment = renderLivePage('/en/profis/live');
    const operation = await waitFor(() => environment.mock.findOperation(byName('SitePageQuery')));
    expect(operation.request.variables).toMatchObject({ language: 'EN' });
    await act(async () =>
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          Query: () => ({
            site: { key: 'profis', hasLiveVideo: false, name: { text: 'Profis' }, calendar: null },
            page: {
              key: 'live',
              slug: 'live',
              title: 'Live',
              description: null,
              language: 'EN',
              alternates: [],
              sections: [],
              blocks: [{ __typename: 'LiveTickerBlock', teamId: 159, ticker: ticker(), standings: null }],
            },
          }),
        }),
      ),
    );
    const subscription = await pendingSubscription(environment, 'liveSubscriptionsMatchSubscription');
    expect(subscription.request.variables).toEqual({ teamId: 159, language: 'EN' });
    expect((await tickerState()).textContent).toBe("Live 90' + 2'");
  });

  it('says the ticker is unavailable while the page could not load it, and shows it with the first update', async () => {
    const environment = renderLivePage();
    await resolveLivePage(environment, { ticker: null, standings: null });
    expect(
      await screen.findByText(
        'Der Liveticker ist gerade nicht erreichbar. Er erscheint hier, sobald er wieder da ist.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();

    await push(environment, 'liveSubscriptionsMatchSubscription', { LiveTicker: () => ticker() });
    expect((await tickerHeading()).textContent).toBe('SC Südstadt2:2FC Nordhafen');
    expect(screen.queryByText(/Der Liveticker ist gerade nicht erreichbar/)).toBeNull();

    // The table too, when its first value arrives.
    expect(screen.queryByRole('table')).toBeNull();
    await push(environment, 'liveSubscriptionsStandingsSubscription', { Standings: () => standings() });
    expect(await screen.findByRole('table')).toBeTruthy();
  });

  it('keeps the table current: a goal elsewhere changes the rows without a reload', async () => {
    const environment = renderLivePage();
    await resolveLivePage(environment, {});
    const subscription = await pendingSubscription(environment, 'liveSubscriptionsStandingsSubscription');
    expect(subscription.request.variables).toEqual({ teamId: 159, language: 'DE' });
    const table = await screen.findByRole('table');
    const ownRow = () => within(table).getByRole('row', { name: /SC Südstadt/ });
    expect(within(ownRow()).getAllByRole('cell').at(-1)!.textContent).toBe('33');

    const updated = standings();
    updated.rows[0] = { ...updated.rows[0]!, played: 15, won: 11, goalsFor: 32, goalDifference: 20, points: 36 };
    await push(environment, 'liveSubscriptionsStandingsSubscription', { Standings: () => updated });
    expect(within(ownRow()).getAllByRole('cell').at(-1)!.textContent).toBe('36');
    expect(within(ownRow()).getByText('+20')).toBeTruthy();
  });
});

describe('the league table', () => {
  it('marks the club’s row and the teams playing now, and signs the goal difference', async () => {
    const environment = renderLivePage();
    await resolveLivePage(environment, {});
    expect(await screen.findByRole('heading', { level: 2, name: 'Tabelle 3. Liga' })).toBeTruthy();
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const [own, rival, other] = rows as [HTMLElement, HTMLElement, HTMLElement];

    expect(own.className).toBe('own live');
    expect(rival.className).toBe('live');
    expect(other.getAttribute('class')).toBeNull();

    // The teams playing now carry the live flag; the others do not.
    expect(within(own).getByRole('rowheader').textContent).toBe('SC SüdstadtLive');
    expect(within(rival).getByText('Live')).toBeTruthy();
    expect(within(other).queryByText('Live')).toBeNull();

    const cells = (tableRow: HTMLElement) =>
      within(tableRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    // #, Sp., S, U, N, Tore, Diff., Pkt.
    expect(cells(own)).toEqual(['1', '14', '10', '3', '4', '31:12', '+19', '33']);
    expect(cells(other)).toEqual(['17', '14', '7', '3', '4', '15:18', '-3', '14']);
  });

  it('shows a goal difference of zero unsigned', async () => {
    const environment = renderLivePage();
    await resolveLivePage(environment, {
      standings: standings({ rows: [row(9, 'SV Westend', { goalsFor: 20, goalsAgainst: 20, goalDifference: 0 })] }),
    });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('cell')[6]!.textContent).toBe('0');
  });
});

describe('the live video corner', () => {
  it('shows no live-video badge while no stream is on, only the club radio', async () => {
    const environment = renderLivePage();
    await resolveLivePage(environment, { hasLiveVideo: true, liveVideo: liveVideo(false) });
    expect(await screen.findByRole('complementary', { name: 'Vereinsradio' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Live-Video/ })).toBeNull();
  });

  it('has no corner on a site without live video', async () => {
    const environment = renderLivePage();
    await resolveLivePage(environment, { hasLiveVideo: false, liveVideo: liveVideo(true) });
    await tickerArticle();
    expect(screen.queryByRole('complementary', { name: 'Vereinsradio' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Live-Video/ })).toBeNull();
  });

  it('opens the stream in a dialog from the badge, and closing it returns to the badge', async () => {
    const environment = renderLivePage();
    await resolveLivePage(environment, { hasLiveVideo: true, liveVideo: liveVideo(true) });
    const badge = await screen.findByRole('button', { name: 'Live-Video' });
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(badge);
    const dialog = await screen.findByRole('dialog', { name: 'Live: Südstadt TV im Stadion' });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    // The player loads with the dialog and waits for the fan to start it.
    expect(
      await within(dialog).findByRole('button', { name: 'Video abspielen: Live: Südstadt TV im Stadion' }),
    ).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(badge);
    // The player (and its stream) went with the dialog's content.
    expect(within(dialog).queryByRole('button', { name: /Video abspielen/, hidden: true })).toBeNull();
  });

  it('says a paid stream needs the club TV subscription', async () => {
    const environment = renderLivePage();
    await resolveLivePage(environment, { hasLiveVideo: true, liveVideo: { ...liveVideo(true), payment: 'PAY' } });
    expect(await screen.findByRole('button', { name: 'Live-Video (mit Club-TV-Abo)' })).toBeTruthy();
  });

  it('shows the badge when the stream starts and hides it when it ends, without a reload', async () => {
    const environment = renderLivePage();
    await resolveLivePage(environment, { hasLiveVideo: true, liveVideo: liveVideo(false) });
    await screen.findByRole('complementary', { name: 'Vereinsradio' });
    expect(screen.queryByRole('button', { name: /Live-Video/ })).toBeNull();

    await push(environment, 'liveSubscriptionsVideoSubscription', { LiveVideoState: () => liveVideo(true) });
    expect(await screen.findByRole('button', { name: 'Live-Video' })).toBeTruthy();
    await push(environment, 'liveSubscriptionsVideoSubscription', { LiveVideoState: () => liveVideo(false) });
    await waitFor(() => expect(screen.queryByRole('button', { name: /Live-Video/ })).toBeNull());
  });
});

describe('the club radio', () => {
  it('fetches nothing until a fan presses play, then plays and pauses the stream', async () => {
    const environment = renderLivePage();
    await resolveLivePage(environment, { hasLiveVideo: true });
    const radio = await screen.findByRole('complementary', { name: 'Vereinsradio' });
    const audio = radio.querySelector('audio')!;
    expect(audio.getAttribute('src')).toBeNull();
    expect(audio.preload).toBe('none');
    const button = within(radio).getByRole('button', { name: 'Radio hören' });
    expect(button.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(button);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1);
    expect(audio.getAttribute('src')).toBe(RADIO_STREAM_URL);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(button.textContent).toBe('Radio pausieren');

    // Playing now: the same button pauses it.
    Object.defineProperty(audio, 'paused', { configurable: true, get: () => false });
    fireEvent.click(button);
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    expect(button.textContent).toBe('Radio hören');
  });

  it('follows the audio element when the browser pauses or resumes the stream itself', async () => {
    const environment = renderLivePage();
    await resolveLivePage(environment, { hasLiveVideo: true });
    const radio = await screen.findByRole('complementary', { name: 'Vereinsradio' });
    const audio = radio.querySelector('audio')!;
    const button = within(radio).getByRole('button', { name: 'Radio hören' });
    fireEvent.play(audio);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    fireEvent.pause(audio);
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('says when the radio cannot be received', async () => {
    vi.mocked(HTMLMediaElement.prototype.play).mockRejectedValue(new DOMException('No source', 'NotSupportedError'));
    const environment = renderLivePage();
    await resolveLivePage(environment, { hasLiveVideo: true });
    const radio = await screen.findByRole('complementary', { name: 'Vereinsradio' });
    fireEvent.click(within(radio).getByRole('button', { name: 'Radio hören' }));
    expect((await within(radio).findByRole('alert')).textContent).toBe('Das Radio ist gerade nicht zu empfangen.');
    expect(within(radio).getByRole('button', { name: 'Radio hören' }).getAttribute('aria-pressed')).toBe('false');
  });
});
