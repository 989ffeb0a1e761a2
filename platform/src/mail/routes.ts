import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { escapeHtml } from '../identity/pages.ts';
import { Uuid } from '../http/inputs.ts';
import { notFound } from '../http/problem.ts';
import type { Inbox, InboxMessage } from './inbox.ts';

/**
 * The development inbox, read by people at /dev/mail and by tests through /dev/mail/messages. Only a
 * platform started with the development mail server has it; it is not part of the services' contract
 * (hidden from the OpenAPI document).
 */
export const devInboxRoutes: FastifyPluginAsyncTypebox<{ inbox: Inbox }> = async (app, { inbox }) => {
  app.get(
    '/dev/mail/messages',
    {
      schema: {
        hide: true,
        querystring: Type.Object({ to: Type.Optional(Type.String({ maxLength: 254 })) }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { items: inbox.list(request.query.to) };
    },
  );

  app.get(
    '/dev/mail/messages/:id',
    { schema: { hide: true, params: Type.Object({ id: Uuid() }) } },
    async (request) => {
      const message = inbox.get(request.params.id);
      if (!message) throw notFound('No such message');
      return message;
    },
  );

  app.delete('/dev/mail/messages', { schema: { hide: true } }, async (_request, reply) => {
    inbox.clear();
    return reply.code(204).send();
  });

  app.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(inboxPage(inbox.list())),
  );
};

/** Mails as text with their links, never their HTML: a mail's markup does not run in the inbox. */
function inboxPage(messages: InboxMessage[]): string {
  const items = messages
    .map(
      (message) => `<article>
<h2>${escapeHtml(message.subject || '(ohne Betreff)')}</h2>
<p class="meta">An ${escapeHtml(message.to.join(', '))} · von ${escapeHtml(message.from)} · ${escapeHtml(
        new Date(message.receivedAt).toLocaleString('de-DE', { timeZone: 'Europe/Berlin' }),
      )}</p>
<pre>${escapeHtml(message.text)}</pre>
${message.links.length ? `<ul>${message.links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join('')}</ul>` : ''}
</article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Entwicklungs-Postfach – SC Südstadt 1899</title>
<style>body{font-family:system-ui,sans-serif;margin:0 auto;max-width:48rem;padding:1rem;color:#111}
h1{border-bottom:4px solid #c8001e;padding-bottom:.5rem}article{border:1px solid #ccc;border-radius:8px;padding:1rem;margin:1rem 0}
h2{font-size:1.1rem;margin:0}.meta{color:#444;font-size:.9rem}pre{white-space:pre-wrap;font:inherit}a{color:#a3001a}</style>
</head><body><h1>Entwicklungs-Postfach</h1>
<p>Alle Mails, die die Plattform in der Entwicklung verschickt, landen hier (neueste zuerst).</p>
${items || '<p>Noch keine Mails.</p>'}
</body></html>`;
}
