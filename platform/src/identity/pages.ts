/** The club-branded pages of the identity provider, in German or English. */
export type PageLanguage = 'de' | 'en';

const texts = {
  de: {
    title: 'Anmelden',
    heading: 'Anmelden beim SC Südstadt 1899',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    submit: 'Anmelden',
    invalid: 'E-Mail-Adresse oder Passwort ist falsch.',
    required: 'Bitte E-Mail-Adresse und Passwort eingeben.',
    logoutTitle: 'Abmelden',
    logoutText: 'Du wirst abgemeldet …',
    logoutButton: 'Abmelden',
    errorTitle: 'Anmeldung nicht möglich',
    errorText: 'Bei der Anmeldung ist ein Fehler aufgetreten. Bitte versuche es erneut.',
    back: 'Zurück zum Fanshop, ohne anzumelden',
    unconfirmed:
      'Bitte bestätige zuerst deine E-Mail-Adresse: Öffne den Link in der Mail, die wir dir geschickt haben.',
    resend: 'Link erneut senden',
    confirmed: 'Deine E-Mail-Adresse ist bestätigt. Melde dich jetzt an.',
    passwordChanged: 'Dein neues Passwort gilt. Melde dich jetzt damit an.',
    forgot: 'Passwort vergessen?',
    noAccount: 'Noch kein Konto?',
    register: 'Konto erstellen',
  },
  en: {
    title: 'Sign in',
    heading: 'Sign in to SC Südstadt 1899',
    email: 'E-mail address',
    password: 'Password',
    submit: 'Sign in',
    invalid: 'The e-mail address or password is wrong.',
    required: 'Please enter your e-mail address and password.',
    logoutTitle: 'Sign out',
    logoutText: 'Signing you out …',
    logoutButton: 'Sign out',
    errorTitle: 'Sign-in not possible',
    errorText: 'Something went wrong while signing in. Please try again.',
    back: 'Back to the fan shop without signing in',
    unconfirmed: 'Please confirm your e-mail address first: open the link in the mail we sent you.',
    resend: 'Send the link again',
    confirmed: 'Your e-mail address is confirmed. Sign in now.',
    passwordChanged: 'Your new password is set. Sign in with it now.',
    forgot: 'Forgot your password?',
    noAccount: 'No account yet?',
    register: 'Create an account',
  },
} as const;

export function pageLanguage(uiLocales: unknown, acceptLanguage: string | undefined): PageLanguage {
  const wanted = `${typeof uiLocales === 'string' ? uiLocales : ''} ${acceptLanguage ?? ''}`.toLowerCase();
  const first = /\b(de|en)\b/.exec(wanted);
  return first?.[1] === 'en' ? 'en' : 'de';
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export function layout(language: PageLanguage, title: string, body: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${escapeHtml(title)} – SC Südstadt 1899</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;background:#111;color:#111;min-height:100vh;display:flex;align-items:center;justify-content:center}
main{background:#fff;border-top:6px solid #c8001e;border-radius:12px;padding:2rem 1.5rem;width:min(92vw,24rem)}
h1{font-size:1.5rem;margin:0 0 1.25rem}label{display:block;font-weight:600;margin:1rem 0 .35rem}
input{box-sizing:border-box;width:100%;min-height:44px;font:inherit;padding:.5rem .75rem;border:2px solid #595959;border-radius:8px}
input:focus-visible,button:focus-visible{outline:3px solid #c8001e;outline-offset:2px}
button{margin-top:1.5rem;width:100%;min-height:48px;border:0;border-radius:999px;background:#111;color:#fff;font:inherit;font-weight:700;cursor:pointer}
.error{background:#fbe9ec;border-left:4px solid #c8001e;padding:.6rem .8rem;margin:0 0 1rem}
.back{display:inline-flex;align-items:center;margin-top:1.25rem;color:#111;min-height:44px;line-height:1.4}
a{color:#a3001a}p{line-height:1.5}.notice{background:#e9f5ec;border-left:4px solid #1e7b34;padding:.6rem .8rem;margin:0 0 1rem}
.links{display:flex;flex-wrap:wrap;gap:0 1.25rem;margin-top:.75rem}.links a{display:inline-block;min-height:44px;line-height:44px}
.secondary{background:#fff;color:#111;border:2px solid #111}.divider{margin:1.25rem 0 0;border-top:1px solid #ccc;padding-top:1rem}
.button{display:flex;align-items:center;justify-content:center;box-sizing:border-box;margin-top:.75rem;min-height:48px;border-radius:999px;font-weight:700;text-decoration:none}
a.button:not(.secondary){background:#111;color:#fff}a:focus-visible{outline:3px solid #c8001e;outline-offset:2px}.hint{font-size:.9rem;color:#444;margin:.35rem 0 0}
.field-error{color:#a3001a;font-weight:600;margin:.35rem 0 0}.field-error ul{margin:.2rem 0 0;padding-left:1.2rem}
input[aria-invalid=true]{border-color:#c8001e}main{margin:1rem 0}
.check{display:flex;gap:.6rem;align-items:flex-start;margin:1rem 0 0;font-weight:400}
.check input{width:24px;height:24px;min-height:24px;margin:.1rem 0 0;flex:none;accent-color:#c8001e}
</style></head><body><main>${body}</main></body></html>`;
}

export function loginPage(options: {
  language: PageLanguage;
  /** The interaction (oidc-provider's uid) the page signs in for. */
  uid: string;
  email?: string;
  error?: 'invalid' | 'required' | 'unconfirmed';
  notice?: 'confirmed' | 'passwordChanged';
  /** Where the person came from (the portal that asked for the sign-in), to leave without signing in. */
  backUrl?: string | undefined;
}): string {
  const t = texts[options.language];
  const uid = encodeURIComponent(options.uid);
  const error = options.error ? `<p class="error" role="alert">${escapeHtml(t[options.error])}</p>` : '';
  const notice = options.notice ? `<p class="notice" role="status">${escapeHtml(t[options.notice])}</p>` : '';
  // An account that awaits its confirmation: a new link, for the address just signed in with (and only then).
  const resend =
    options.error === 'unconfirmed'
      ? `<form method="post" action="/interaction/${uid}/resend"><input type="hidden" name="email" value="${escapeHtml(options.email ?? '')}">
<button type="submit" class="secondary">${escapeHtml(t.resend)}</button></form>`
      : '';
  const forgot = `/password/forgot?lang=${options.language}&interaction=${uid}`;
  return layout(
    options.language,
    t.title,
    `<h1>${escapeHtml(t.heading)}</h1>${notice}${error}${resend}
<form method="post" action="/interaction/${uid}/login" novalidate>
<label for="email">${escapeHtml(t.email)}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(options.email ?? '')}"${options.email ? '' : ' autofocus'}>
<label for="password">${escapeHtml(t.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${options.email ? ' autofocus' : ''}>
<button type="submit">${escapeHtml(t.submit)}</button>
</form>
<p class="links"><a href="${escapeHtml(forgot)}">${escapeHtml(t.forgot)}</a></p>
<p class="divider">${escapeHtml(t.noAccount)}</p><a class="button secondary" href="/interaction/${uid}/register">${escapeHtml(t.register)}</a>${options.backUrl ? `<a class="back" href="${escapeHtml(options.backUrl)}">${escapeHtml(t.back)}</a>` : ''}`,
  );
}

/** The end-session confirmation; it submits itself, the button is there when scripts are off. */
export function logoutPage(language: PageLanguage, form: string): string {
  const t = texts[language];
  return layout(
    language,
    t.logoutTitle,
    `<h1>${escapeHtml(t.logoutTitle)}</h1><p>${escapeHtml(t.logoutText)}</p>${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes">${escapeHtml(t.logoutButton)}</button>
<script>(function(){var f=document.forms['op.logoutForm'];var i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();})();</script>`,
  );
}

export function errorPage(language: PageLanguage, detail: string | undefined): string {
  const t = texts[language];
  return layout(
    language,
    t.errorTitle,
    `<h1>${escapeHtml(t.errorTitle)}</h1><p>${escapeHtml(t.errorText)}</p>${detail ? `<p><small>${escapeHtml(detail)}</small></p>` : ''}`,
  );
}
