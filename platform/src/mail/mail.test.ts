import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type RunningPlatform } from '../index.ts';
import openapi from '../../openapi/platform.json' with { type: 'json' };

let platform: RunningPlatform;
beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  platform = await startPlatform({ url, schema: url ? `test_${randomUUID().replaceAll('-', '')}` : undefined });
});
afterAll(() => platform.close());

interface Message {
  id: string;
  to: string[];
  from: string;
  subject: string;
  text: string;
  links: string[];
}

describe('the development mail server and inbox', () => {
  it('receives what the platform sends over SMTP and files it for the recipient, links and all', async () => {
    await platform.mailer.send({
      to: 'fan2@club.example',
      subject: 'Einladung in den Fanclub „Südkurve 1999“',
      text: 'Hallo Mehmet,\n\nannehmen: http://127.0.0.1:3000/fanclub/einladung?token=abc\n',
      html: '<p>Hallo Mehmet,</p><p><a href="http://127.0.0.1:3000/fanclub/einladung?token=abc&amp;x=1">Annehmen</a></p>',
    });
    const answer = await fetch(`${platform.url}/dev/mail/messages?to=FAN2@club.example`);
    const { items } = (await answer.json()) as { items: Message[] };
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      to: ['fan2@club.example'],
      from: 'noreply@club.example',
      subject: 'Einladung in den Fanclub „Südkurve 1999“',
    });
    expect(items[0]!.text).toContain('Hallo Mehmet');
    expect(items[0]!.links).toEqual([
      'http://127.0.0.1:3000/fanclub/einladung?token=abc&x=1',
      'http://127.0.0.1:3000/fanclub/einladung?token=abc',
    ]);
    const one = await fetch(`${platform.url}/dev/mail/messages/${items[0]!.id}`);
    expect(((await one.json()) as Message).subject).toBe(items[0]!.subject);
    const others = await fetch(`${platform.url}/dev/mail/messages?to=fan@club.example`);
    expect(((await others.json()) as { items: Message[] }).items).toEqual([]);
  });

  it('shows people the mails as text, never running a mail’s markup', async () => {
    await platform.mailer.send({
      to: 'fan@club.example',
      subject: '<script>alert(1)</script>',
      text: 'Text mit <img src=x onerror=alert(1)>',
      html: '<script>alert(2)</script><p>HTML</p>',
    });
    const page = await (await fetch(`${platform.url}/dev/mail`)).text();
    expect(page).toContain('Entwicklungs-Postfach');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).not.toMatch(/<script>|<img src=x/);
  });

  it('answers bad ids with a 4xx, and stays out of the services’ OpenAPI document', async () => {
    expect((await fetch(`${platform.url}/dev/mail/messages/not-an-id`)).status).toBe(400);
    expect((await fetch(`${platform.url}/dev/mail/messages/${randomUUID()}`)).status).toBe(404);
    expect(Object.keys(openapi.paths).some((path) => path.startsWith('/dev/'))).toBe(false);
    expect((await fetch(`${platform.url}/dev/mail/messages`, { method: 'DELETE' })).status).toBe(204);
    const { items } = (await (await fetch(`${platform.url}/dev/mail/messages`)).json()) as { items: Message[] };
    expect(items).toEqual([]);
  });
});
