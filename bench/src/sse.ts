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
