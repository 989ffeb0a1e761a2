import type { IncomingMessage, ServerResponse } from 'node:http';
import { BlockList, isIP } from 'node:net';
import { GraphQLError } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import type { RequestContext } from '../context.ts';
import { liveStreamRefusals } from '../observability/metrics.ts';

/**
 * How many live streams (subscriptions over SSE) this instance holds open at once, in all and per client.
 *
 * A person's several tabs fit in `perPerson` (a live page holds up to three subscriptions: ticker, standings,
 * live video). `perAddress` counts anonymous streams by the address they come from: a stadium's Wi-Fi or a
 * carrier's NAT puts many fans behind one address, so it is looser than a person's, yet still stops one
 * script from holding thousands. `perInstance` keeps an instance within the memory it is sized for.
 */
export interface StreamLimits {
  perAddress: number;
  perPerson: number;
  perInstance: number;
  /** What a refused client is told to wait before it tries again (`Retry-After`, seconds). */
  retryAfterSeconds: number;
  /** TCP keep-alive probes on a stream's socket start after this much silence from the client. */
  keepAliveMs: number;
}

export const defaultStreamLimits: StreamLimits = {
  perAddress: 60,
  perPerson: 20,
  perInstance: 20_000,
  retryAfterSeconds: 30,
  keepAliveMs: 12_000,
};

export type StreamScope = 'address' | 'person' | 'instance';

/** Who holds a stream: the address it comes from and, when signed in, the person (the token's subject). */
export interface StreamHolder {
  address: string;
  person?: string | undefined;
}

/** Counts the open streams and admits a new one only within every limit; each admission is released once. */
export class StreamAdmission {
  private active = 0;
  private readonly byAddress = new Map<string, number>();
  private readonly byPerson = new Map<string, number>();

  constructor(private readonly limits: StreamLimits) {}

  /** A release function for an admitted stream, or the scope whose limit is reached. */
  admit(holder: StreamHolder): { release: () => void } | { refused: StreamScope } {
    if (this.active >= this.limits.perInstance) return { refused: 'instance' };
    // A signed-in person is counted as a person only: several people behind one NAT do not share a budget.
    if (holder.person !== undefined) {
      if ((this.byPerson.get(holder.person) ?? 0) >= this.limits.perPerson) return { refused: 'person' };
    } else if ((this.byAddress.get(holder.address) ?? 0) >= this.limits.perAddress) return { refused: 'address' };
    const [counts, key] =
      holder.person !== undefined ? [this.byPerson, holder.person] : [this.byAddress, holder.address];
    counts.set(key, (counts.get(key) ?? 0) + 1);
    this.active++;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.active--;
        const left = (counts.get(key) ?? 1) - 1;
        if (left > 0) counts.set(key, left);
        else counts.delete(key);
      },
    };
  }

  /** Open streams in all, and the number of addresses and people holding any (tests and the operator look). */
  get size(): { streams: number; addresses: number; people: number } {
    return { streams: this.active, addresses: this.byAddress.size, people: this.byPerson.size };
  }
}

/** What Yoga passes along from Node's HTTP server (absent when a test calls `fetch` directly). */
interface NodeServerContext {
  req?: IncomingMessage;
  res?: ServerResponse;
}

/**
 * The proxies whose `X-Forwarded-For` the graph believes (TRUSTED_PROXIES): addresses, and networks in CIDR
 * notation for proxies whose addresses change (an ingress controller's pods, 10.244.0.0/16).
 */
export class TrustedProxies {
  private readonly list = new BlockList();

  constructor(entries: readonly string[]) {
    for (const entry of entries) {
      const [address = '', prefix] = entry.split('/');
      const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
      if (prefix === undefined) this.list.addAddress(address, family);
      else this.list.addSubnet(address, Number(prefix), family);
    }
  }

  has(address: string): boolean {
    // Node names an IPv4 peer of a dual-stack socket as ::ffff:a.b.c.d.
    const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
    const family = isIP(plain);
    return family !== 0 && this.list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  }
}

/** How many proxies in a row the graph follows back; a longer chain is not a real one. */
const MAX_PROXY_HOPS = 8;

/**
 * The address a request comes from: the peer's, or, when the peer is a proxy the graph trusts (the portal's own
 * front, a load balancer), the address that proxy names in `X-Forwarded-For`, and so on from the right while
 * the named address is a trusted proxy too (a CDN in front of the balancer). The first address that is not a
 * trusted proxy is the client; what stands left of it was written by the client and could be anything.
 */
export function clientAddress(request: Request, peer: string | undefined, trusted: TrustedProxies): string {
  const direct = peer ?? 'unknown';
  if (!trusted.has(direct)) return direct;
  const hops = (request.headers.get('x-forwarded-for') ?? '').split(',');
  let client = direct;
  for (let index = hops.length - 1; index >= Math.max(0, hops.length - MAX_PROXY_HOPS); index--) {
    const hop = hops[index]!.trim();
    if (hop.length > 45 || isIP(hop) === 0) break;
    client = hop;
    if (!trusted.has(hop)) break;
  }
  return client;
}

/**
 * The address an in-process call names (the portal's server render asks the graph in its own process, for a
 * visitor): the caller is this process, so its `X-Forwarded-For` is followed back like a trusted proxy's. No
 * header: no address, as before.
 */
export function inProcessClientAddress(request: Request, trusted: TrustedProxies): string | undefined {
  if (!request.headers.get('x-forwarded-for')) return undefined;
  const thisProcess = 'in-process';
  return clientAddress(request, thisProcess, {
    has: (address: string) => address === thisProcess || trusted.has(address),
  } as TrustedProxies);
}

/**
 * Bounds the live streams (graph/src/hardening/streams.ts, docs/operations.md "Live streams"): a
 * subscription over a limit is refused with HTTP 429, `Retry-After` and the code TOO_MANY_STREAMS before
 * it watches anything; an admitted one is released however it ends — its iterator returns (the client went
 * away and Yoga cancels the stream), the connection closes, or the subscribe resolver refused it.
 */
export function useStreamLimits(admission: StreamAdmission, limits: StreamLimits): Plugin {
  return {
    onSubscribe({ args, setResultAndStopExecution }) {
      const context = args.contextValue as unknown as RequestContext & NodeServerContext;
      const holder: StreamHolder = {
        address: context.clientAddress ?? 'unknown',
        person: context.viewer.kind === 'person' ? context.viewer.person.subject : undefined,
      };
      const admitted = admission.admit(holder);
      if ('refused' in admitted) {
        liveStreamRefusals.inc({ scope: admitted.refused });
        setResultAndStopExecution({
          errors: [
            new GraphQLError('Too many live streams are open; try again in a moment.', {
              extensions: {
                code: 'TOO_MANY_STREAMS',
                http: { status: 429, headers: { 'retry-after': String(limits.retryAfterSeconds) } },
              },
            }),
          ],
        });
        return;
      }
      const { release } = admitted;
      const socket = context.req?.socket;
      // A client whose host vanished (no FIN, no RST) is found by TCP keep-alive instead of never.
      socket?.setKeepAlive(true, limits.keepAliveMs);
      // A stream is released when its connection's answer ends (the client went away, or the stream completed):
      // the connection, not the subscription's iterator, is what the limits count. A live audience ends a fan's
      // own subscription as soon as the fan joins it (live/shared-results.ts) while the fan's stream goes on.
      const connection = context.res;
      connection?.once('close', release);
      return {
        onSubscribeResult({ result }) {
          // The subscribe resolver refused (an error result, no stream): nothing stays open.
          if (!isAsyncIterable(result)) {
            release();
            return;
          }
          // Without a connection (a test's fetch), the stream ends with its iterator.
          return connection ? undefined : { onEnd: release };
        },
      };
    },
  };
}
