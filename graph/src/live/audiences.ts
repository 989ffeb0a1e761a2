import { Readable } from 'node:stream';

/**
 * The fans of this instance who follow one live subscription alike (same document, variables and language:
 * an audience), and the writing of its events to their streams.
 *
 * Yoga writes a subscription's events per stream: every fan's stream pulls the next event through its own
 * chain of async iterators, encodes it and enqueues it, and pings on a timer of its own. At 10 000 fans of one
 * ticker that cost about 150 µs of the graph's CPU per fan and update, so the last fan had a goal 1.5 s after
 * the poll's answer (issue 45). An audience reads its source once, has the update executed and encoded once
 * (one Buffer holding `event: next`), and hands that Buffer to every fan's stream in one loop; one timer pings
 * every idle stream.
 *
 * A fan whose connection is slow does not hold the others up, and does not pile up events: once it is
 * BEHIND_BYTES behind, it keeps only the newest event (each one carries the whole state, as the hub's sliding
 * buffer of one did before), written when the socket drains.
 */

/** An SSE comment line: keeps proxies and browsers from closing an idle stream (Yoga's interval). */
const PING = Buffer.from(':\n\n');
export const PING_INTERVAL_MS = 12_000;
const COMPLETE = Buffer.from('event: complete\ndata:\n\n');

/**
 * How far a fan's stream may fall behind its socket before it keeps only the newest event: a few ticker states
 * (the Buffers are the audience's, shared, so this holds references more than bytes).
 */
const BEHIND_BYTES = 64 * 1024;

/** One fan's event stream: the body of its SSE answer, piped to the socket by the HTTP server. */
export class FanStream extends Readable {
  /** The newest event not yet queued (the fan was too far behind); an older one is superseded. */
  private pending: Buffer | undefined;

  constructor(private readonly onGone: () => void) {
    super({ highWaterMark: BEHIND_BYTES });
    // Some browsers only see the stream once its first bytes arrive.
    this.push(PING);
  }

  /** Hands the fan an event: queued at once, or kept as the newest while the fan is far behind. */
  offer(event: Buffer): void {
    if (this.destroyed || this.readableEnded) return;
    if (this.readableLength < BEHIND_BYTES) {
      this.pending = undefined;
      this.push(event);
    } else this.pending = event;
  }

  /** Pings an idle stream; a stream with events on their way needs none. */
  ping(): void {
    if (this.readableLength === 0 && !this.pending && !this.destroyed) this.push(PING);
  }

  /** The stream's last words: `complete` after what is pending, then its end. */
  complete(): void {
    if (this.destroyed) return;
    if (this.pending) this.push(this.pending);
    this.pending = undefined;
    this.push(COMPLETE);
    this.push(null);
  }

  /** The fan caught up (Node asks for more): the newest event kept meanwhile goes out. */
  override _read(): void {
    const event = this.pending;
    if (event) {
      this.pending = undefined;
      this.push(event);
    }
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.pending = undefined;
    this.onGone();
    callback(error);
  }
}

/** One audience: its source read once, each value rendered once and offered to every fan. */
class Audience {
  readonly fans = new Set<FanStream>();
  /** The latest event: a fan who joins gets it at once (the present state), as the hub greets a subscriber. */
  private latest: Buffer | undefined;
  private source: AsyncIterator<unknown> | undefined;
  private ended = false;

  constructor(
    private readonly open: () => Promise<AsyncIterable<unknown> | undefined>,
    private readonly render: (value: unknown) => Promise<Buffer>,
    private readonly onEmpty: () => void,
  ) {
    void this.run();
  }

  join(fan: FanStream): void {
    this.fans.add(fan);
    if (this.latest) fan.offer(this.latest);
  }

  leave(fan: FanStream): void {
    if (!this.fans.delete(fan) || this.fans.size > 0) return;
    // The last fan has gone: the source is let go at once (a Repeater ends its pending read), so the hub
    // stops watching a feed nobody here follows.
    this.ended = true;
    this.onEmpty();
    void this.source?.return?.();
  }

  private async run(): Promise<void> {
    try {
      const source = await this.open();
      if (!source) return;
      this.source = source[Symbol.asyncIterator]();
      if (this.ended) return void this.source.return?.();
      for (;;) {
        const next = await this.source.next();
        if (next.done || this.ended) break;
        const event = await this.render(next.value);
        if (this.ended) break;
        this.latest = event;
        for (const fan of this.fans) fan.offer(event);
      }
    } catch {
      // A source that fails (its feed is gone) ends the streams below; the clients reconnect.
    } finally {
      this.ended = true;
      this.onEmpty();
      for (const fan of this.fans) fan.complete();
      this.fans.clear();
    }
  }
}

/** This instance's audiences by key, and the one timer that pings their idle streams. */
export class Audiences {
  private readonly byKey = new Map<string, Audience>();
  private pinger: NodeJS.Timeout | undefined;

  constructor(private readonly pingIntervalMs = PING_INTERVAL_MS) {}

  /**
   * A new stream for a fan of the audience `key`, opened with `open` and rendered with `render` when the fan is
   * its first. `onGone` runs once when the stream ends, however it ends (the fan left, the audience ended).
   */
  join(
    key: string,
    open: () => Promise<AsyncIterable<unknown> | undefined>,
    render: (value: unknown) => Promise<Buffer>,
    onGone: () => void,
  ): FanStream {
    let audience = this.byKey.get(key);
    if (!audience) {
      const created: Audience = new Audience(open, render, () => {
        if (this.byKey.get(key) === created) this.byKey.delete(key);
        if (this.byKey.size === 0) this.stopPinging();
      });
      this.byKey.set(key, (audience = created));
    }
    const joined = audience;
    const fan = new FanStream(() => {
      joined.leave(fan);
      onGone();
    });
    joined.join(fan);
    this.startPinging();
    return fan;
  }

  /** Fans and audiences on this instance (tests and the benchmark look). */
  get size(): { audiences: number; fans: number } {
    let fans = 0;
    for (const audience of this.byKey.values()) fans += audience.fans.size;
    return { audiences: this.byKey.size, fans };
  }

  private startPinging(): void {
    if (this.pinger) return;
    this.pinger = setInterval(() => {
      for (const audience of this.byKey.values()) for (const fan of audience.fans) fan.ping();
    }, this.pingIntervalMs);
    this.pinger.unref();
  }

  private stopPinging(): void {
    clearInterval(this.pinger);
    this.pinger = undefined;
  }
}
