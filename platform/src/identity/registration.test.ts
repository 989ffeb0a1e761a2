/**
 * Registration with e-mail confirmation and password reset at the OpenID provider, driven as a browser drives its
 * pages: the login page's links, the forms, the mails in the development inbox, the links in them, and a sign-in
 * that ends with a code for the portal. Every browser has its own client address, so rate limits stay apart.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { ProviderBrowser, type SignIn } from '../../test/provider-browser.ts';
import { signIn as signInDirectly } from '../../test/sign-in.ts';
import { DEMO_PASSWORD } from '../db/seed/people.ts';
import { startPlatform, WEB_CLIENT_ID, type RunningPlatform } from '../index.ts';
import type { InboxMessage } from '../mail/inbox.ts';
import { MailNotSent, RegistrationService } from './registration.ts';

let platform: RunningPlatform;
beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  platform = await startPlatform({ url, schema: url ? `test_${randomUUID().replaceAll('-', '')}` : undefined });
});
afterAll(() => platform.close());

const PASSWORD = 'Südkurve-1899';
let clients = 0;
const browser = (language: 'de' | 'en' = 'de') =>
  new ProviderBrowser(platform.identity.issuer, `198.51.100.${++clients}`, language);
const newAddress = (name = 'neu') => `${name}.${randomUUID().slice(0, 8)}@fans.example`;

function newestMail(to: string, subject: RegExp): InboxMessage {
  const mail = platform.devMail!.inbox.list(to).find((message) => subject.test(message.subject));
  if (!mail) throw new Error(`no mail "${subject.source}" to ${to}`);
  return mail;
}
const linkIn = (mail: InboxMessage) => mail.links.find((link) => link.startsWith(platform.identity.issuer))!;

const registration = (email: string, extra: Record<string, string> = {}) => ({
  firstName: 'Anna',
  lastName: 'Müller',
  email,
  password: PASSWORD,
  passwordRepeat: PASSWORD,
  terms: 'yes',
  ...extra,
});

async function register(fan: ProviderBrowser, email: string, extra: Record<string, string> = {}) {
  const signIn = await fan.startSignIn();
  const answer = await fan.open(`/interaction/${signIn.uid}/register`, registration(email, extra));
  return { signIn, answer };
}

const accountOf = async (email: string) =>
  (
    await platform.db.query<{ id: string; confirmed_at: Date | null; password_hash: string; first_name: string }>(
      'SELECT * FROM accounts WHERE lower(email) = lower($1)',
      [email],
    )
  ).rows[0];
const countAccounts = async () =>
  Number((await platform.db.query<{ n: string }>('SELECT count(*) AS n FROM accounts')).rows[0]!.n);

describe('registration', () => {
  it('creates an account from the login page, confirms it from the mail and signs in with a code', async () => {
    const fan = browser();
    const signIn = await fan.startSignIn();
    expect(signIn.loginPage.html).toContain(
      `<a class="button secondary" href="/interaction/${signIn.uid}/register">Konto erstellen</a>`,
    );
    expect(signIn.loginPage.html).toContain(
      `href="/password/forgot?lang=de&amp;interaction=${signIn.uid}">Passwort vergessen?</a>`,
    );

    const form = await fan.open(`/interaction/${signIn.uid}/register`);
    expect(form.status).toBe(200);
    for (const [name, autocomplete] of [
      ['firstName', 'given-name'],
      ['lastName', 'family-name'],
      ['email', 'email'],
      ['password', 'new-password'],
      ['passwordRepeat', 'new-password'],
    ])
      expect(form.html).toMatch(
        new RegExp(
          `<label for="${name}">[^<]+</label>\\s*<input id="${name}" name="${name}" [^>]*autocomplete="${autocomplete}"`,
        ),
      );
    expect(form.html).toContain('<h1>Konto erstellen beim SC Südstadt 1899</h1>');

    const email = newAddress('anna');
    const sent = await fan.open(`/interaction/${signIn.uid}/register`, registration(email, { newsletter: 'yes' }));
    expect(sent.status).toBe(200);
    expect(sent.html).toContain('Schau in dein Postfach');
    const account = await accountOf(email);
    expect(account).toMatchObject({ first_name: 'Anna', confirmed_at: null, profile_language: 'de' });
    expect(account).toHaveProperty('terms_accepted_at', expect.any(Date));
    const { rows: newsletters } = await platform.db.query<{ key: string }>(
      `SELECT c.key FROM contact_consents g JOIN consents c ON c.id = g.consent_id WHERE g.owner = $1 AND g.state = 'Valid'`,
      [`account:${account!.id}`],
    );
    expect(newsletters.map((row) => row.key)).toEqual(['newsletter.clubCompact']);

    // Not yet confirmed: the right password is told to confirm first (and may have the link again).
    const early = await fan.login(signIn, email, PASSWORD);
    expect(early.status).toBe(403);
    expect(early.html).toContain('Bitte bestätige zuerst deine E-Mail-Adresse');
    expect(early.html).toContain(`action="/interaction/${signIn.uid}/resend"`);
    expect((await fan.login(signIn, email, 'Falsch-1899')).status).toBe(401);

    const mail = newestMail(email, /bitte bestätige deine E-Mail-Adresse/);
    expect(mail.text).toMatch(/^Hallo Anna,/);
    const link = linkIn(mail);
    expect(link).toMatch(new RegExp(`^${platform.identity.issuer}/email/confirm\\?lang=de&token=[\\w-]{43}$`));
    // Only the hash of the link's secret is stored.
    const secret = new URL(link).searchParams.get('token')!;
    const { rows: stored } = await platform.db.query<{ token_hash: string }>('SELECT token_hash FROM account_tokens');
    expect(stored.some((row) => row.token_hash.includes(secret))).toBe(false);

    // Opening the link confirms nothing by itself (a mail scanner opens links too); its button does.
    const confirmPage = await fan.open(link);
    expect(confirmPage.status).toBe(200);
    expect(confirmPage.html).toContain(`action="/interaction/${signIn.uid}/confirm"`);
    expect((await accountOf(email))!.confirmed_at).toBeNull();
    const confirmed = await fan.open(`/interaction/${signIn.uid}/confirm`, { token: secret, lang: 'de' });
    // This browser's sign-in is still open: it carries on at its login page, the address filled in.
    expect(confirmed.status).toBe(200);
    expect(confirmed.html).toContain('Deine E-Mail-Adresse ist bestätigt. Melde dich jetzt an.');
    expect(confirmed.html).toContain(`value="${email}"`);
    expect((await accountOf(email))!.confirmed_at).toBeInstanceOf(Date);

    const tokens = await fan.finish(signIn, await fan.login(signIn, email, PASSWORD));
    expect(decodeJwt(tokens.id_token)).toMatchObject({ email, given_name: 'Anna', family_name: 'Müller' });
    const contact = await fetch(`${platform.url}/contacts/self`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(await contact.json()).toMatchObject({ firstName: 'Anna', lastName: 'Müller' });

    // The link is used up.
    expect((await fan.open(link)).status).toBe(410);
  });

  it('works in English, and a link opened in another browser leads to the portal', async () => {
    const fan = browser('en');
    const signIn = await fan.startSignIn();
    expect(signIn.loginPage.html).toContain('>Create an account</a>');
    expect(signIn.loginPage.html).toContain('>Forgot your password?</a>');
    const form = await fan.open(`/interaction/${signIn.uid}/register`);
    expect(form.html).toContain('<html lang="en">');
    expect(form.html).toContain('<label for="firstName">First name</label>');

    const email = newAddress('jane');
    const sent = await fan.open(`/interaction/${signIn.uid}/register`, registration(email, { firstName: 'Jane' }));
    expect(sent.html).toContain('Check your inbox');
    expect((await accountOf(email)) as unknown).toMatchObject({ profile_language: 'en' });
    const mail = newestMail(email, /please confirm your e-mail address/);
    expect(mail.text).toMatch(/^Hello Jane,/);
    const link = linkIn(mail);
    expect(link).toContain('/email/confirm?lang=en&token=');

    const phone = browser('de');
    const page = await phone.open(link);
    expect(page.html).toContain('<html lang="en">');
    expect(page.html).toContain('action="/interaction/');
    // Another browser does not hold the sign-in: the confirmation ends on a page that leads to the portal.
    const done = await phone.open(new URL(page.html.match(/action="([^"]+)"/)![1]!, platform.identity.issuer).href, {
      token: new URL(link).searchParams.get('token')!,
      lang: 'en',
    });
    expect(done.status).toBe(200);
    expect(done.html).toContain('E-mail address confirmed');
    expect(done.html).toContain('href="http://127.0.0.1:3000/en"');
    await expect(signInDirectly(platform.identity.issuer, email, PASSWORD)).resolves.toHaveProperty('access_token');
  });

  it('sends a new link to an account that awaits its confirmation; the earlier one stops working', async () => {
    const fan = browser();
    const email = newAddress();
    const { signIn } = await register(fan, email);
    const first = linkIn(newestMail(email, /bestätige/));
    const resent = await fan.open(`/interaction/${signIn.uid}/resend`, { email });
    expect(resent.status).toBe(200);
    expect(resent.html).toContain('haben wir dir einen neuen Link geschickt');
    const second = linkIn(newestMail(email, /bestätige/));
    expect(second).not.toBe(first);
    expect((await fan.open(first)).status).toBe(410);
    const done = await browser().open('/email/confirm', {
      token: new URL(second).searchParams.get('token')!,
      lang: 'de',
    });
    expect(done.html).toContain('E-Mail-Adresse bestätigt');
    // A confirmed account gets no more links; the page says the same.
    platform.devMail!.inbox.clear();
    expect((await fan.open(`/interaction/${signIn.uid}/resend`, { email })).status).toBe(200);
    expect(platform.devMail!.inbox.list(email)).toEqual([]);
  });

  it('answers an address that has an account as any other, and mails its owner a note with a reset link', async () => {
    const before = await accountOf('fan@club.example');
    const known = await register(browser(), 'FAN@club.example', { firstName: 'Mallory' });
    const fresh = await register(browser(), 'brandneu@fans.example');
    expect(known.answer.status).toBe(fresh.answer.status);
    const withoutAddress = (page: { html: string }, address: string) =>
      page.html.replaceAll(address, 'ADDRESS').replace(/\/interaction\/[\w-]+/g, '/interaction/UID');
    expect(withoutAddress(known.answer, 'FAN@club.example')).toBe(
      withoutAddress(fresh.answer, 'brandneu@fans.example'),
    );
    expect(await accountOf('fan@club.example')).toEqual(before);

    const note = newestMail('fan@club.example', /Jemand wollte sich mit deiner E-Mail-Adresse registrieren/);
    expect(note.text).toMatch(/^Hallo Lena,/);
    const reset = linkIn(note);
    expect(reset).toContain('/password/reset?lang=de&token=');
    const form = await browser().open(reset);
    expect(form.status).toBe(200);
    expect(form.html).toContain('Neues Passwort festlegen');
  });
});

describe('password reset', () => {
  it('mails a link from the login page; the new password works, the old one and earlier sessions do not', async () => {
    const fan = browser();
    const email = 'fan2@club.example';
    const earlier = await signInDirectly(platform.identity.issuer, email, DEMO_PASSWORD);
    const signIn: SignIn = await fan.startSignIn();
    const forgotUrl = signIn.loginPage.html.match(/href="(\/password\/forgot[^"]+)"/)![1]!.replaceAll('&amp;', '&');
    const forgot = await fan.open(forgotUrl);
    expect(forgot.html).toMatch(/<input id="email" name="email" type="email" autocomplete="email"/);

    const unknown = await fan.open('/password/forgot', {
      email: 'niemand@fans.example',
      lang: 'de',
      interaction: signIn.uid,
    });
    const asked = await fan.open('/password/forgot', { email, lang: 'de', interaction: signIn.uid });
    expect(asked.status).toBe(200);
    expect(asked.html.replace(email, 'X')).toBe(unknown.html.replace('niemand@fans.example', 'X'));
    expect(platform.devMail!.inbox.list('niemand@fans.example')).toEqual([]);

    const link = linkIn(newestMail(email, /Dein neues Passwort/));
    const secret = new URL(link).searchParams.get('token')!;
    const page = await fan.open(link);
    expect(page.html).toContain(`action="/interaction/${signIn.uid}/reset"`);
    const post = (fields: Record<string, string>) =>
      fan.open(`/interaction/${signIn.uid}/reset`, { token: secret, lang: 'de', ...fields });

    const weak = await post({ password: 'kurz', passwordRepeat: 'kurz' });
    expect(weak.status).toBe(400);
    expect(weak.html).toContain('role="alert"');
    expect(weak.html).toContain('<li>muss mindestens 8 Zeichen lang sein</li>');
    expect(weak.html).toContain('<li>muss mindestens eine Ziffer enthalten</li>');
    const mismatch = await post({ password: 'Neu-Passwort-1', passwordRepeat: 'Neu-Passwort-2' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.html).toContain('Die Passwörter stimmen nicht überein.');

    const changed = await post({ password: 'Neu-Passwort-1', passwordRepeat: 'Neu-Passwort-1' });
    expect(changed.status).toBe(200);
    expect(changed.html).toContain('Dein neues Passwort gilt.');
    expect((await fan.login(signIn, email, DEMO_PASSWORD)).status).toBe(401);
    await fan.finish(signIn, await fan.login(signIn, email, 'Neu-Passwort-1'));

    // The sign-ins from before the reset are over: their refresh token no longer works.
    const refresh = await fetch(`${platform.identity.issuer}/connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: earlier.refresh_token!,
        client_id: WEB_CLIENT_ID,
      }),
    });
    expect(refresh.status).toBe(400);

    // Twice is once too often.
    const again = await fan.open(link);
    expect(again.status).toBe(410);
    expect(again.html).toContain('Dieser Link gilt nicht mehr');
    expect(again.html).toContain('href="/password/forgot?lang=de">Neuen Link anfordern</a>');
  });

  it('also confirms an account that still awaited its confirmation', async () => {
    const email = newAddress();
    await register(browser(), email);
    await browser().open('/password/forgot', { email, lang: 'de' });
    const link = linkIn(newestMail(email, /Dein neues Passwort/));
    const done = await browser().open('/password/reset', {
      token: new URL(link).searchParams.get('token')!,
      password: 'Ganz-Neu-2026',
      passwordRepeat: 'Ganz-Neu-2026',
    });
    expect(done.html).toContain('Passwort geändert');
    expect((await accountOf(email))!.confirmed_at).toBeInstanceOf(Date);
    await expect(signInDirectly(platform.identity.issuer, email, 'Ganz-Neu-2026')).resolves.toBeTruthy();
  });

  it('refuses expired, unknown, malformed and other purposes’ links with a page, changing nothing', async () => {
    const email = newAddress();
    await register(browser(), email);
    const confirmSecret = new URL(linkIn(newestMail(email, /bestätige/))).searchParams.get('token')!;
    await browser().open('/password/forgot', { email, lang: 'en' });
    const resetSecret = new URL(linkIn(newestMail(email, /Dein neues Passwort/))).searchParams.get('token')!;
    const before = await accountOf(email);
    const fan = browser();

    // The other purpose's secret is unknown here, in both directions.
    expect((await fan.open(`/password/reset?lang=de&token=${confirmSecret}`)).status).toBe(404);
    const asReset = await fan.open('/password/reset', {
      token: confirmSecret,
      password: 'Neu-Passwort-1',
      passwordRepeat: 'Neu-Passwort-1',
    });
    expect(asReset.status).toBe(404);
    expect(asReset.html).toContain('Diesen Link kennen wir nicht');
    expect((await fan.open('/email/confirm', { token: resetSecret })).status).toBe(404);
    expect((await fan.open(`/password/reset?token=${'A'.repeat(43)}`)).status).toBe(404);
    for (const token of ['', 'kurz', `${'A'.repeat(42)}\u0000`, '<script>'.repeat(6), 'A'.repeat(5000)]) {
      const page = await fan.open(`/password/reset?lang=en&token=${encodeURIComponent(token)}`);
      expect(page.status).toBe(400);
      expect(page.html).toContain('We do not know this link');
      expect((await fan.open('/email/confirm', { token })).status).toBe(400);
    }
    await platform.db.query(
      `UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE account_id = $1`,
      [before!.id],
    );
    const expired = await fan.open(`/password/reset?lang=en&token=${resetSecret}`);
    expect(expired.status).toBe(410);
    expect(expired.html).toContain('This link is no longer valid');
    expect((await fan.open('/email/confirm', { token: confirmSecret })).status).toBe(410);
    expect(await accountOf(email)).toEqual(before);
  });
});

describe('rate limits', () => {
  it('send an address at most five mails in 15 minutes, then answer 429 with when to try again', async () => {
    const email = newAddress('flut');
    for (let index = 0; index < 5; index++) {
      expect((await browser().open('/password/forgot', { email, lang: 'de' })).status).toBe(200);
    }
    const refused = await browser().open('/password/forgot', { email, lang: 'de' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(refused.html).toMatch(/Bitte versuche es in 15 Minuten wieder \(ab \d\d:\d\d Uhr\)/);
    // Registering the address counts as well (and says the same as for any address).
    expect((await register(browser(), email)).answer.status).toBe(429);
  });

  it('send one client at most twenty mails in 15 minutes, in its language', async () => {
    const fan = browser('en');
    for (let index = 0; index < 20; index++) {
      expect((await fan.open('/password/forgot', { email: newAddress('client'), lang: 'en' })).status).toBe(200);
    }
    const refused = await fan.open('/password/forgot', { email: newAddress('client'), lang: 'en' });
    expect(refused.status).toBe(429);
    expect(refused.html).toMatch(/Please try again in 15 minutes \(from \d\d:\d\d\)/);
    expect((await browser().open('/password/forgot', { email: newAddress('client'), lang: 'en' })).status).toBe(200);
  });
});

describe('hostile input', () => {
  it('is refused at its field with a 400 page that echoes it escaped, and no account is made', async () => {
    const fan = browser();
    const signIn = await fan.startSignIn();
    const accounts = await countAccounts();
    const post = (fields: Record<string, string> | string) => fan.open(`/interaction/${signIn.uid}/register`, fields);
    const cases: [Record<string, string>, string][] = [
      [
        registration('x@fans.example', { firstName: 'A'.repeat(61) }),
        'Der Vorname darf höchstens 60 Zeichen lang sein.',
      ],
      [
        registration('x@fans.example', { lastName: 'B'.repeat(10_000) }),
        'Der Nachname darf höchstens 60 Zeichen lang sein.',
      ],
      [registration('x@fans.example', { firstName: 'Anna\u0000' }), 'Der Vorname enthält unzulässige Zeichen.'],
      [registration('x@fans.example', { lastName: 'M\u001b[31m' }), 'Der Nachname enthält unzulässige Zeichen.'],
      [registration('keine-adresse'), 'Das ist keine gültige E-Mail-Adresse.'],
      [registration('a@b'), 'Das ist keine gültige E-Mail-Adresse.'],
      [registration(`${'a'.repeat(250)}@fans.example`), 'Das ist keine gültige E-Mail-Adresse.'],
      [registration('x@fans.example\r\nBcc: alle@fans.example'), 'Das ist keine gültige E-Mail-Adresse.'],
      [
        registration('x@fans.example', { password: 'Aa1-'.repeat(17), passwordRepeat: 'Aa1-'.repeat(17) }),
        '<li>darf höchstens 64 Zeichen lang sein</li>',
      ],
      [
        registration('x@fans.example', { password: 'Aa1-'.repeat(3000), passwordRepeat: 'x' }),
        '<li>darf höchstens 64 Zeichen lang sein</li>',
      ],
      [
        registration('x@fans.example', { password: 'Gut-Passw\u0000rt1', passwordRepeat: 'Gut-Passw\u0000rt1' }),
        'Das Passwort enthält unzulässige Zeichen',
      ],
      [
        registration('x@fans.example', { terms: '' }),
        'Bitte stimme den Nutzungsbedingungen und den Datenschutzhinweisen zu.',
      ],
      [{ terms: 'yes' }, 'Bitte gib deinen Vornamen ein.'],
    ];
    for (const [fields, message] of cases) {
      const page = await post(fields);
      expect(page.status, message).toBe(400);
      expect(page.html).toContain(message);
      expect(page.html).toContain('<p class="error" role="alert">Bitte prüfe die markierten Angaben.</p>');
      expect(page.html).toContain('aria-invalid="true"');
    }
    const xss = await post(
      registration('<img src=x onerror=alert(1)>@x.de', { firstName: '"><script>alert(1)</script>' }),
    );
    expect(xss.status).toBe(400);
    expect(xss.html).not.toContain('<script>alert');
    expect(xss.html).not.toContain('<img src=x');
    expect(xss.html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');

    const huge = await post(`firstName=${'A'.repeat(20_000)}`);
    expect(huge.status).toBe(413);
    expect(huge.html).toContain('Das Formular war zu groß.');
    expect(await countAccounts()).toBe(accounts);
  });

  it('needs the sign-in’s cookie for its forms, and knows only its own paths and methods', async () => {
    const fan = browser();
    const signIn = await fan.startSignIn();
    const stranger = browser();
    const forged = await stranger.open(`/interaction/${signIn.uid}/register`, registration(newAddress()));
    expect(forged.status).toBe(400);
    expect(forged.html).toContain('Anmeldung abgelaufen');
    expect((await stranger.open(`/interaction/${signIn.uid}/resend`, { email: 'fan@club.example' })).status).toBe(400);
    expect((await fan.open('/interaction/%0d%0aSet-Cookie:%20x=1/register')).status).toBe(404);
    expect((await fan.open(`/interaction/${signIn.uid}/confirm`)).status).toBe(303);
    const put = await fetch(`${platform.identity.issuer}/password/forgot`, { method: 'PUT' });
    expect(put.status).toBe(405);
    const badForgot = await fan.open('/password/forgot', { email: 'fan@club.example\u0000', lang: 'de' });
    expect(badForgot.status).toBe(400);
    expect(badForgot.html).toContain('Das ist keine gültige E-Mail-Adresse.');
  });

  it('takes back an account whose confirmation mail could not be sent', async () => {
    const failing = { send: () => Promise.reject(new Error('relay down')), close: () => undefined };
    const service = new RegistrationService(platform.db, failing, platform.identity.issuer);
    const email = newAddress('ohne-mail');
    await expect(
      service.register({ firstName: 'A', lastName: 'B', email, passwordHash: 'x', newsletter: true, language: 'de' }),
    ).rejects.toBeInstanceOf(MailNotSent);
    expect(await accountOf(email)).toBeUndefined();
  });
});
