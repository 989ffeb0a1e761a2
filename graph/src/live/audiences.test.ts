import { Writable } from 'node:stream';
import { Repeater } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { Audiences, FanStream } from './audiences.ts';

const event = (text: string) => Buffer.from(`event: next\ndata: ${text}\n\n`);
const tick = () => new Promise((resolve) => setImmediate(resolve));

/** What a fan's stream gave its socket, as text. */
function socketOf(stream: FanStream) {
  let text = '';
  const socket = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  stream.pipe(socket);
  return { text: () => text };
}

describe('a fan’s event stream', () => {
  it('queues every event while the fan keeps up', async () => {
    const stream = new FanStream(() => undefined);
    const socket = socketOf(stream);
    for (let minute = 1; minute <= 50; minute++) stream.offer(event(String(minute)));
    await tick();
    expect(socket.text().match(/data: \d+/g)).toHaveLength(50);
    expect(socket.text().startsWith(':\n\n')).toBe(true);
  });

  it('keeps only the newest event once the fan is far behind, and writes it when the fan catches up', async () => {
    const stream = new FanStream(() => undefined);
    const big = (minute: number) => event(`${minute}${' '.repeat(20 * 1024)}`);
    // Nobody reads: the stream falls behind.
    for (let minute = 1; minute <= 10; minute++) stream.offer(big(minute));
    expect(stream.readableLength).toBeLessThan(10 * 20 * 1024);
    const socket = socketOf(stream);
    await tick();
    const minutes = (socket.text().match(/data: \d+/g) ?? []).map((line) => Number(line.slice(6)));
    // The first events queued, then the newest: never an older one after a newer, and the last one there.
    expect(minutes.at(-1)).toBe(10);
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
    expect(minutes.length).toBeLessThan(10);
  });

  it('tells whoever opened it once when it ends, and ends with `complete`', async () => {
    let gone = 0;
    const stream = new FanStream(() => gone++);
    const socket = socketOf(stream);
    stream.offer(event('1'));
    stream.complete();
    await tick();
    expect(socket.text().endsWith('event: complete\ndata:\n\n')).toBe(true);
    stream.destroy();
    await tick();
    expect(gone).toBe(1);
  });
});

describe('audiences', () => {
  /** A feed whose readers are counted, as the hub counts its subscribers. */
  function feed() {
    const readers = new Set<(value: number) => void>();
    const open = () =>
      Promise.resolve(
        new Repeater<number>(async (push, stop) => {
          const deliver = (value: number) => void push(value);
          readers.add(deliver);
          await stop;
          readers.delete(deliver);
        }),
      );
    return { open, readers, publish: (value: number) => readers.forEach((deliver) => deliver(value)) };
  }

  it('reads the feed once for all its fans, renders each value once, and lets it go with the last fan', async () => {
    const audiences = new Audiences();
    const source = feed();
    let renders = 0;
    const render = (value: unknown) => Promise.resolve((renders++, event(String(value))));
    let gone = 0;
    const fans = Array.from({ length: 100 }, () => audiences.join('ticker', source.open, render, () => gone++));
    const sockets = fans.map(socketOf);
    await tick();
    expect(source.readers.size).toBe(1);
    source.publish(7);
    await tick();
    expect(renders).toBe(1);
    for (const socket of sockets) expect(socket.text()).toContain('data: 7');
    expect(audiences.size).toEqual({ audiences: 1, fans: 100 });
    for (const fan of fans) fan.destroy();
    await tick();
    expect(gone).toBe(100);
    expect(source.readers.size).toBe(0);
    expect(audiences.size).toEqual({ audiences: 0, fans: 0 });
  });

  it('pings idle streams on one timer', async () => {
    const audiences = new Audiences(20);
    const source = feed();
    const fan = audiences.join(
      'ticker',
      source.open,
      (value) => Promise.resolve(event(String(value))),
      () => {},
    );
    const socket = socketOf(fan);
    await new Promise((resolve) => setTimeout(resolve, 70));
    expect(socket.text().match(/:\n\n/g)!.length).toBeGreaterThanOrEqual(3);
    fan.destroy();
  });
});
