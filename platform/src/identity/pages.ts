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

function layout(language: PageLanguage, title: string, body: string): string {
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
.back{display:inline-block;margin-top:1.25rem;color:#111;min-height:44px;line-height:44px}
</style></head><body><main>${body}</main></body></html>`;
}

export function loginPage(options: {
  language: PageLanguage;
  action: string;
  email?: string;
  error?: 'invalid' | 'required';
  /** Where the person came from (the portal that asked for the sign-in), to leave without signing in. */
  backUrl?: string | undefined;
}): string {
  const t = texts[options.language];
  const error = options.error ? `<p class="error" role="alert">${escapeHtml(t[options.error])}</p>` : '';
  return layout(
    options.language,
    t.title,
    `<h1>${escapeHtml(t.heading)}</h1>${error}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
<label for="email">${escapeHtml(t.email)}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(options.email ?? '')}"${options.email ? '' : ' autofocus'}>
<label for="password">${escapeHtml(t.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${options.email ? ' autofocus' : ''}>
<button type="submit">${escapeHtml(t.submit)}</button>
</form>${options.backUrl ? `<a class="back" href="${escapeHtml(options.backUrl)}">${escapeHtml(t.back)}</a>` : ''}`,
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
