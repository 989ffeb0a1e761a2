import { request, type Agent } from 'undici';

/** The `next` events of a GraphQL-over-SSE answer as they arrive, each the whole message (event and data lines). */
export async function* nextEvents(body: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  let buffer = '';
  for await (const chunk of body) {
    buffer += chunk.toString();
    let boundary;
    while ((boundary = buffer.indexOf('\n\n')) >= 0) {
      const message = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary + 2);
      if (message.startsWith('event: next')) yield message;
    }
  }
}

/** A fan's own address (10.x.y.z from its number), as the balancer forwards it: the graph bounds streams per address. */
export const fanAddress = (fan: number) => `10.${(fan >> 16) & 255}.${(fan >> 8) & 255}.${fan & 255}`;

/** Opens one fan's GraphQL-over-SSE subscription at the graph (`body`: the persisted document and variables). */
export function openLiveStream(origin: string, body: string, fan: number, agent: Agent, signal: AbortSignal) {
  return request(`${origin}/graphql`, {
    method: 'POST',
    dispatcher: agent,
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'x-forwarded-for': fanAddress(fan) },
    body,
    signal,
  });
}
