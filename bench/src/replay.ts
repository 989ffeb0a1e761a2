/**
 * A proxy that stands in for the platform when only the graph's own costs are to be measured
 * (`pnpm bench:alone`): the first call of each kind reaches the platform, later ones are answered from memory.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool } from 'undici';

export interface ReplayingProxy {
  url: string;
  close(): Promise<void>;
}

interface Recorded {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * A proxy in front of the platform that asks it once per method, URL and credentials and then answers from
 * memory after `latencyMs`. Only reads are replayed; the screens measured make no other calls.
 */
export async function replayingProxy(platformUrl: string, latencyMs: number): Promise<ReplayingProxy> {
  const platform = new Pool(platformUrl, { connections: 16 });
  const answers = new Map<string, Promise<Recorded>>();
  const record = async (request: IncomingMessage): Promise<Recorded> => {
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => name !== 'host' && name !== 'connection'),
    ) as Record<string, string>;
    const answer = await platform.request({
      method: request.method as 'GET' | 'HEAD',
      path: request.url!,
      headers,
    });
    const body = Buffer.from(await answer.body.arrayBuffer());
    const kept: Record<string, string> = {};
    for (const [name, value] of Object.entries(answer.headers)) {
      if (typeof value === 'string' && !/^(connection|keep-alive|transfer-encoding|date)$/i.test(name))
        kept[name] = value;
    }
    return { status: answer.statusCode, headers: kept, body };
  };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    request.resume();
    const key = `${request.method} ${request.url} ${request.headers.authorization ?? ''}`;
    let answer = answers.get(key);
    if (!answer) answers.set(key, (answer = record(request)));
    answer.then(
      (recorded) =>
        setTimeout(() => {
          response.writeHead(recorded.status, recorded.headers);
          response.end(request.method === 'HEAD' ? undefined : recorded.body);
        }, latencyMs),
      () => {
        answers.delete(key);
        response.writeHead(502).end();
      },
    );
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await platform.close();
    },
  };
}
