import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator, type RelayMockEnvironment } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/index.ts';
import { renderPages } from '../../test/pages.tsx';
import { videoPages } from './videoPages.ts';
import { answerMutation, readySession } from '../../test/relay.ts';

/** hls.js as the player drives it: what it was given, and the error handler to report a refused segment. */
const hls = vi.hoisted(() => ({
  instances: [] as {
    config: { startPosition?: number; xhrSetup?: (request: XMLHttpRequest, url: string) => void };
    source?: string;
    onError?: (event: string, data: { fatal: boolean; response?: { code: number } }) => void;
    destroyed: boolean;
  }[],
}));
vi.mock('hls.js', () => {
  class FakeHls {
    static Events = { ERROR: 'hlsError' };
    static isSupported = () => true;
    private readonly entry: (typeof hls.instances)[number];
    constructor(config: (typeof hls.instances)[number]['config']) {
      this.entry = { config, destroyed: false };
      hls.instances.push(this.entry);
    }
    on(_event: string, handler: (typeof hls.instances)[number]['onError']) {
      this.entry.onError = handler;
    }
    loadSource(url: string) {
      this.entry.source = url;
    }
    attachMedia() {}
    destroy() {
      this.entry.destroyed = true;
    }
  }
  return { default: FakeHls };
});

beforeEach(() => {
  hls.instances.length = 0;
  // jsdom plays no media.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderAt(path: string, { signedIn = false } = {}): RelayMockEnvironment {
  const session = readySession(signedIn);
  // Signing in leaves the page: the test sees that it was asked for.
  vi.spyOn(session, 'signIn').mockResolvedValue(undefined);
  return renderPages(videoPages, path, { signedIn, session }).environment;
}

const paidVideo = (viewerAccess: 'FULL' | 'PREVIEW') => ({
  id: 'VmlkZW86di1tYXRjaGRheQ',
  uid: 'v-matchday',
  title: 'Das Derby in voller Länge',
  description: 'Alle Tore und Szenen.',
  payment: 'PAY',
  publishedAt: '2026-11-20T18:00:00Z',
  durationSeconds: 36,
  posterUrl: 'http://portal.test/media/videos/v-matchday/poster.svg',
  url: 'http://portal.test/video/detail/?id=v-matchday',
  viewerAccess,
  previewSeconds: 10,
  site: null,
});

async function resolvePage(environment: RelayMockEnvironment, video: Record<string, unknown> | null) {
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { Query: () => ({ video }), Video: () => video ?? {} }),
    ),
  );
}

const session = (access: 'FULL' | 'PREVIEW') => ({
  __typename: 'VideoPlaybackStartSuccess',
  playlistUrl: 'http://portal.test/media/videos/v-matchday/index.m3u8?token=t1',
  ticket: '4a3c2b1d-0e9f-4a8b-9c7d-6e5f4a3b2c1d',
  heartbeatIntervalSeconds: 300,
  access,
  previewSeconds: access === 'PREVIEW' ? 10 : null,
  resumeAtSeconds: null,
  video: { id: 'VmlkZW86di1tYXRjaGRheQ', viewerAccess: access },
});

/** Starts the video and lets the player reach hls.js. */
async function startPlayback(environment: RelayMockEnvironment, access: 'FULL' | 'PREVIEW') {
  fireEvent.click(await screen.findByRole('button', { name: 'Video abspielen: Das Derby in voller Länge' }));
  const start = await answerMutation(environment, 'VideoPlayerStartMutation', session(access));
  expect(start.request.variables).toEqual({ input: { videoId: 'VmlkZW86di1tYXRjaGRheQ' } });
  await waitFor(() => expect(hls.instances).toHaveLength(1));
  return hls.instances[0]!;
}

/** The hint the player shows when playback stopped for good. */
const playerHint = () =>
  waitFor(() => {
    const hint = document.querySelector<HTMLElement>('.video-hint');
    expect(hint).not.toBeNull();
    return hint!;
  });

/** Plays the picture up to `seconds`, as the browser reports it. */
function playTo(seconds: number) {
  const video = document.querySelector('video')!;
  Object.defineProperty(video, 'currentTime', { configurable: true, get: () => seconds, set: () => undefined });
  fireEvent.timeUpdate(video);
}

describe('the video detail page', () => {
  it('stops a paid video after its preview and asks a visitor to sign in or subscribe', async () => {
    const environment = renderAt('/video/detail/?id=v-matchday');
    await resolvePage(environment, paidVideo('PREVIEW'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Das Derby in voller Länge' })).toBeTruthy();
    expect(screen.getByText('Vorschau: 10 Sekunden')).toBeTruthy();
    const player = await startPlayback(environment, 'PREVIEW');
    expect(player.source).toBe('http://portal.test/media/videos/v-matchday/index.m3u8?token=t1');
    const video = document.querySelector('video')!;
    expect(video.controls).toBe(true);

    playTo(9.9);
    expect(document.querySelector('.video-hint')).toBeNull();
    playTo(10);
    const hint = await playerHint();
    expect(hint.textContent).toContain('Die Vorschau ist zu Ende. Melde dich an');
    expect(within(hint).getByRole('button', { name: 'Anmelden' })).toBeTruthy();
    expect(within(hint).getByRole('link', { name: 'Video-Abo abschließen' }).getAttribute('href')).toBe('/tv/abo');
    // The player's own end (its controls) stays hidden behind the hint.
    expect(video.controls).toBe(false);
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
  });

  it('asks a signed-in fan without a subscription to subscribe, in English too', async () => {
    const environment = renderAt('/en/video/detail/?id=v-matchday', { signedIn: true });
    await resolvePage(environment, paidVideo('PREVIEW'));
    fireEvent.click(await screen.findByRole('button', { name: 'Play video: Das Derby in voller Länge' }));
    await answerMutation(environment, 'VideoPlayerStartMutation', session('PREVIEW'));
    await waitFor(() => expect(hls.instances).toHaveLength(1));
    fireEvent.ended(document.querySelector('video')!);
    const hint = await playerHint();
    expect(hint.textContent).toContain('With a video subscription you see the whole video.');
    expect(within(hint).queryByRole('button', { name: 'Sign in' })).toBeNull();
    expect(within(hint).getByRole('link', { name: 'Subscribe to videos' }).getAttribute('href')).toBe(
      '/en/tv/subscription',
    );
  });

  it('plays a subscriber the whole video, its segments asked with the person’s token', async () => {
    const environment = renderAt('/video/detail/?id=v-matchday', { signedIn: true });
    await resolvePage(environment, paidVideo('FULL'));
    expect(screen.queryByText(/Vorschau/)).toBeNull();
    const player = await startPlayback(environment, 'FULL');
    const headers: Record<string, string> = {};
    player.config.xhrSetup?.(
      { setRequestHeader: (name: string, value: string) => (headers[name] = value) } as unknown as XMLHttpRequest,
      'seg-005.ts',
    );
    expect(headers).toEqual({ Authorization: 'Bearer token-1' });
    playTo(20);
    expect(document.querySelector('.video-hint')).toBeNull();
  });

  it('sends the heartbeat every 300 seconds while the session runs, and offers a restart when it ended', async () => {
    const environment = renderAt('/video/detail/?id=v-matchday', { signedIn: true });
    await resolvePage(environment, paidVideo('FULL'));
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await startPlayback(environment, 'FULL');
    playTo(42);
    const heartbeats = () =>
      environment.mock
        .getAllOperations()
        .filter((operation) => operation.request.node.params.name === 'VideoPlayerHeartbeatMutation');
    act(() => vi.advanceTimersByTime(299_000));
    expect(heartbeats()).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1_000));
    expect(heartbeats()).toHaveLength(1);
    expect(heartbeats()[0]!.request.variables).toEqual({
      input: { ticket: '4a3c2b1d-0e9f-4a8b-9c7d-6e5f4a3b2c1d', positionSeconds: 42 },
    });
    await answerMutation(environment, 'VideoPlayerHeartbeatMutation', { __typename: 'VideoHeartbeatSuccess' });
    act(() => vi.advanceTimersByTime(300_000));
    expect(heartbeats()).toHaveLength(1); // the first was answered; the second is the one pending now
    await answerMutation(environment, 'VideoPlayerHeartbeatMutation', {
      __typename: 'VideoSessionEndedError',
      code: 'VIDEO_SESSION_ENDED',
      message: 'Die Wiedergabe wurde beendet.',
    });
    const hint = await playerHint();
    expect(hint.textContent).toContain('Die Wiedergabe wurde beendet, weil dein Player zu lange nichts gemeldet hat.');
    // No heartbeats after the end.
    act(() => vi.advanceTimersByTime(900_000));
    expect(heartbeats()).toHaveLength(0);
    fireEvent.click(within(hint).getByRole('button', { name: 'Erneut abspielen' }));
    await answerMutation(environment, 'VideoPlayerStartMutation', session('FULL'));
  });

  it('tells a fan when the platform refuses the stream because the session ended', async () => {
    const environment = renderAt('/video/detail/?id=v-matchday');
    await resolvePage(environment, paidVideo('PREVIEW'));
    const player = await startPlayback(environment, 'PREVIEW');
    act(() => player.onError?.('hlsError', { fatal: true, response: { code: 410 } }));
    expect((await playerHint()).textContent).toContain('Die Wiedergabe wurde beendet');
  });

  it('says when there is no such video', async () => {
    const environment = renderAt('/video/detail/?id=nichts');
    await resolvePage(environment, null);
    expect(await screen.findByText('Dieses Video gibt es nicht (mehr).')).toBeTruthy();
  });
});

describe('the Club TV subscription page', () => {
  const plans = [
    {
      code: 'club-tv-monthly',
      name: 'Club TV Monatsabo',
      period: 'MONTH',
      price: { amount: '4.99', currencyCode: 'EUR' },
    },
    {
      code: 'club-tv-yearly',
      name: 'Club TV Jahresabo',
      period: 'YEAR',
      price: { amount: '49.99', currencyCode: 'EUR' },
    },
  ];
  const card = {
    id: 'U3RvcmVkUGF5bWVudE1ldGhvZDp0b2tfMQ',
    kind: 'CREDIT_CARD',
    cardBrand: 'Visa',
    last4: '4242',
    payPalEmail: null,
  };

  async function resolveSubscriptionPage(environment: RelayMockEnvironment, viewer: Record<string, unknown>) {
    await act(async () =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          Query: () => ({ videoSubscriptionPlans: plans }),
          Viewer: () => ({ actingFor: null, ...viewer }),
        }),
      ),
    );
  }

  it('shows a visitor the plans with their prices and asks to sign in', async () => {
    const environment = renderAt('/tv/abo');
    await resolveSubscriptionPage(environment, {});
    expect(await screen.findByRole('heading', { level: 1, name: 'Club TV – Video-Abo' })).toBeTruthy();
    const list = screen.getByRole('region', { name: 'Abo wählen' });
    expect(within(list).getByText('Club TV Monatsabo – 4,99 € im Monat')).toBeTruthy();
    expect(within(list).getByText('Club TV Jahresabo – 49,99 € im Jahr')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Zahlungspflichtig abonnieren' })).toBeNull();
  });

  it('subscribes a fan with the chosen plan and stored card, showing a declined payment at the method', async () => {
    const environment = renderAt('/tv/abo', { signedIn: true });
    await resolveSubscriptionPage(environment, {
      paymentMethods: [card],
      paywallSubscriptions: { items: [], error: null },
    });
    const yearly = await screen.findByRole('radio', { name: /^Club TV Jahresabo – 49,99\s€ im Jahr$/ });
    expect(
      (screen.getByRole('radio', { name: /^Club TV Monatsabo – 4,99\s€ im Monat$/ }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(yearly);
    // The only stored method is chosen already.
    expect((screen.getByRole('radio', { name: 'Visa •••• 4242' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig abonnieren' }));
    const declined = await answerMutation(environment, 'VideoSubscriptionPageMutation', {
      __typename: 'PaywallPaymentDeclinedError',
      code: 'PAYWALL_PAYMENT_DECLINED',
      message: 'Die Zahlung wurde abgelehnt; es wurde nichts gebucht. Bitte wähle eine andere Zahlungsart.',
    });
    expect(declined.request.variables).toEqual({ input: { planCode: 'club-tv-yearly', paymentMethodId: card.id } });
    const group = screen.getByRole('group', { name: 'Zahlungsart' });
    expect(within(group).getByRole('alert').textContent).toContain('Die Zahlung wurde abgelehnt');
    expect(group.getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig abonnieren' }));
    await answerMutation(environment, 'VideoSubscriptionPageMutation', {
      __typename: 'VideoSubscriptionCreateSuccess',
      subscription: { id: 'VmlkZW9TdWJzY3JpcHRpb246Nw', state: 'ACTIVE' },
    });
    // The page asks again and shows what the fan has now, with the welcome.
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('VideoSubscriptionPageQuery'),
    );
    await resolveSubscriptionPage(environment, {
      paymentMethods: [card],
      paywallSubscriptions: {
        items: [
          {
            id: 'VmlkZW9TdWJzY3JpcHRpb246Nw',
            state: 'ACTIVE',
            hasAccess: true,
            validUntil: '2027-12-06',
            productName: 'Club TV Jahresabo',
            plan: { name: 'Club TV Jahresabo' },
          },
        ],
        error: null,
      },
    });
    expect(
      await screen.findByText('Du hast Club TV (Club TV Jahresabo). Alle Videos laufen bei dir in voller Länge.'),
    ).toBeTruthy();
    expect(screen.getAllByText(/Willkommen bei Club TV!/).length).toBeGreaterThan(0);
  });

  it('shows a fan whose subscription still plays what they have, not a second form', async () => {
    const environment = renderAt('/en/tv/subscription', { signedIn: true });
    await resolveSubscriptionPage(environment, {
      paymentMethods: [card],
      paywallSubscriptions: {
        items: [
          {
            id: 'VmlkZW9TdWJzY3JpcHRpb246Nw',
            state: 'CANCELLED',
            hasAccess: true,
            validUntil: '2027-01-06',
            productName: 'Club TV Monatsabo',
            plan: { name: 'Club TV monthly' },
          },
        ],
        error: null,
      },
    });
    expect(await screen.findByText('Your subscription (Club TV monthly) runs until 6 January 2027.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Subscription in your account' }).getAttribute('href')).toBe('/en/account');
    expect(screen.queryByRole('button', { name: 'Subscribe and pay' })).toBeNull();
  });
});
