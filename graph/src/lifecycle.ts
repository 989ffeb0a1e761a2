/**
 * A graph instance as a load balancer and an orchestrator see it: ready or not and why (`/health/ready`;
 * `/health` only says the process answers), and a drain on SIGTERM that loses no request and no fan.
 *
 * Draining: the instance answers `/health/ready` with 503 at once (the balancer stops sending new work),
 * takes no new connections, ends its live streams so their clients reconnect to another instance (the graph
 * sends the present state first, so no change is lost, and a client that already has it sees nothing new),
 * lets the requests in flight finish within the deadline, and only then closes what is left.
 */
import type { IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from 'node:http';
import type { Graph } from './yoga.ts';

export interface Readiness {
  ready: boolean;
  /** Why not: `draining`, `platform unreachable`. */
  reasons: string[];
  /** How live updates are shared: one poller through Redis, or this instance polling alone (Redis down). */
  live: 'shared' | 'alone';
}

/** Whether an answer is a live stream: its type set with writeHead's headers (as Yoga does) or before. */
function isEventStream(response: ServerResponse, args: unknown[]): boolean {
  const headers = args.find((arg): arg is OutgoingHttpHeaders | string[] => typeof arg === 'object' && arg !== null);
  let type = response.getHeader('content-type');
  if (Array.isArray(headers)) {
    // Raw headers: name, value, name, value …
    const at = headers.findIndex((item, index) => index % 2 === 0 && String(item).toLowerCase() === 'content-type');
    if (at >= 0) type = headers[at + 1];
  } else if (headers) {
    type = Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? type;
  }
  return String(type ?? '').startsWith('text/event-stream');
}

/** The platform's answer to a probe is kept this long, so a storm of probes costs one call per interval. */
const PROBE_CACHE_MS = 2000;
const PROBE_DEADLINE_MS = 1000;

export class Lifecycle {
  private draining = false;
  private readonly requests = new Set<ServerResponse>();
  private readonly streams = new Set<ServerResponse>();
  private probe: { at: number; reachable: Promise<boolean> } | undefined;

  constructor(
    private readonly graph: Graph,
    private readonly platformUrl: string,
  ) {}

  /** Wraps the graph's request handler: counts what is in flight and answers the readiness probe. */
  handler(): (request: IncomingMessage, response: ServerResponse) => void {
    return (request, response) => {
      if (request.url === '/health/ready') return void this.answerReadiness(response);
      this.requests.add(response);
      response.once('close', () => {
        this.requests.delete(response);
        this.streams.delete(response);
      });
      // A live stream is known by its answer's type; the drain ends it instead of waiting for it.
      const writeHead = response.writeHead;
      response.writeHead = ((...args: Parameters<ServerResponse['writeHead']>) => {
        const result = writeHead.apply(response, args);
        if (isEventStream(response, args)) {
          if (this.draining) setImmediate(() => response.end());
          else this.streams.add(response);
        }
        return result;
      }) as ServerResponse['writeHead'];
      void this.graph(request, response);
    };
  }

  async readiness(): Promise<Readiness> {
    const reasons: string[] = [];
    if (this.draining) reasons.push('draining');
    else if (!(await this.platformReachable())) reasons.push('platform unreachable');
    return { ready: reasons.length === 0, reasons, live: this.graph.live.isAlone ? 'alone' : 'shared' };
  }

  /** Requests in flight, live streams included (tests and the drain read it). */
  get inFlight(): number {
    return this.requests.size;
  }

  /**
   * Stops taking work and lets the work in flight finish, at most `deadlineMs`; then ends what is left and
   * answers how many requests that cut. The server's own close is left to the caller.
   */
  async drain(server: Server, deadlineMs: number): Promise<{ cut: number }> {
    this.draining = true;
    server.close();
    server.closeIdleConnections();
    // Streams never finish on their own: their clients reconnect, behind a balancer to another instance.
    for (const stream of this.streams) stream.end();
    const deadline = Date.now() + deadlineMs;
    while (this.requests.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    const cut = this.requests.size;
    server.closeAllConnections();
    return { cut };
  }

  private async answerReadiness(response: ServerResponse): Promise<void> {
    const readiness = await this.readiness();
    response
      .writeHead(readiness.ready ? 200 : 503, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      .end(JSON.stringify(readiness));
  }

  /** Whether the platform answers its own health check within a second (cached for two). */
  private platformReachable(): Promise<boolean> {
    const now = Date.now();
    if (!this.probe || now - this.probe.at > PROBE_CACHE_MS) {
      this.probe = {
        at: now,
        reachable: fetch(`${this.platformUrl}/health`, { signal: AbortSignal.timeout(PROBE_DEADLINE_MS) }).then(
          async (answer) => {
            await answer.body?.cancel();
            return answer.ok;
          },
          () => false,
        ),
      };
    }
    return this.probe.reachable;
  }
}
