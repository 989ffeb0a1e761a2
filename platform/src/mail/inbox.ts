import { randomUUID } from 'node:crypto';

export interface InboxMessage {
  id: string;
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  /** Every link in the message (HTML hrefs and URLs in the text), in order: what tests and people follow. */
  links: string[];
}

/**
 * The development inbox: every mail the platform sends in development and tests lands here instead of
 * with a real person. Newest first, bounded, in memory (a restart empties it, as a dev mail catcher does).
 */
export class Inbox {
  private readonly messages: InboxMessage[] = [];

  constructor(private readonly capacity = 1000) {}

  add(message: Omit<InboxMessage, 'id' | 'receivedAt' | 'links'>): InboxMessage {
    const stored: InboxMessage = {
      ...message,
      id: randomUUID(),
      receivedAt: new Date().toISOString(),
      links: linksOf(message.html, message.text),
    };
    this.messages.unshift(stored);
    this.messages.length = Math.min(this.messages.length, this.capacity);
    return stored;
  }

  /** Messages, newest first; with `to`, only those to that address (case-insensitive). */
  list(to?: string): InboxMessage[] {
    if (!to) return [...this.messages];
    const address = to.toLowerCase();
    return this.messages.filter((message) => message.to.some((recipient) => recipient.toLowerCase() === address));
  }

  get(id: string): InboxMessage | undefined {
    return this.messages.find((message) => message.id === id);
  }

  clear(): void {
    this.messages.length = 0;
  }
}

function linksOf(html: string | null, text: string): string[] {
  const found = new Set<string>();
  for (const match of (html ?? '').matchAll(/href="([^"]+)"/g)) found.add(decodeEntities(match[1]!));
  for (const match of text.matchAll(/https?:\/\/[^\s<>"')]+/g)) found.add(match[0]);
  return [...found];
}

const decodeEntities = (text: string) =>
  text
    .replaceAll('&amp;', '&')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>');
