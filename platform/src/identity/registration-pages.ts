import { escapeHtml, layout, type PageLanguage } from './pages.ts';
import type { PasswordRule } from './passwords.ts';
import { NAME_MAX_LENGTH, registrationTexts } from './registration-texts.ts';
import { providerLinks } from './links.ts';

/**
 * The provider's pages for registering, confirming an address and resetting a password: server-rendered in the
 * login page's layout, every echoed value escaped, errors named at their field and summed up in an alert.
 */
export type FieldProblem = 'required' | 'tooLong' | 'invalid' | 'mismatch';
export type PasswordProblem = FieldProblem | PasswordRule[];

export interface RegistrationErrors {
  firstName?: FieldProblem;
  lastName?: FieldProblem;
  email?: FieldProblem;
  password?: PasswordProblem;
  passwordRepeat?: FieldProblem;
  terms?: FieldProblem;
}

export interface RegistrationValues {
  firstName?: string;
  lastName?: string;
  email?: string;
  newsletter?: boolean;
}

const texts = (language: PageLanguage) => registrationTexts[language];

function problemText(language: PageLanguage, name: keyof RegistrationErrors, problem: PasswordProblem): string {
  const t = texts(language);
  if (Array.isArray(problem)) {
    const rules = problem.map((rule) => `<li>${escapeHtml(t.rules[rule])}</li>`).join('');
    return `${escapeHtml(t.problems.password.rules)}<ul>${rules}</ul>`;
  }
  const messages = t.problems[name] as Partial<Record<FieldProblem, string>>;
  return escapeHtml(messages[problem] ?? messages.required ?? '');
}

interface FieldOptions {
  name: string;
  label: string;
  type: 'text' | 'email' | 'password';
  autocomplete: string;
  value?: string | undefined;
  maxLength?: number;
  hint?: string;
  error?: string | undefined;
  autofocus?: boolean;
}

function inputField(options: FieldOptions): string {
  const { name } = options;
  const described = [options.hint ? `${name}-hint` : '', options.error ? `${name}-error` : ''].filter(Boolean);
  return `<label for="${name}">${escapeHtml(options.label)}</label>
<input id="${name}" name="${name}" type="${options.type}" autocomplete="${options.autocomplete}" required${
    options.maxLength ? ` maxlength="${options.maxLength}"` : ''
  }${options.value !== undefined ? ` value="${escapeHtml(options.value)}"` : ''}${options.error ? ' aria-invalid="true"' : ''}${
    described.length ? ` aria-describedby="${described.join(' ')}"` : ''
  }${options.autofocus ? ' autofocus' : ''}>${options.hint ? `<p class="hint" id="${name}-hint">${escapeHtml(options.hint)}</p>` : ''}${
    options.error ? `<div class="field-error" id="${name}-error">${options.error}</div>` : ''
  }`;
}

const summary = (language: PageLanguage, errors: object) =>
  Object.keys(errors).length ? `<p class="error" role="alert">${escapeHtml(texts(language).summary)}</p>` : '';

const firstInvalid = (errors: object, order: string[]) => order.find((name) => name in errors) ?? order[0];

export function registerPage(options: {
  language: PageLanguage;
  uid: string;
  values?: RegistrationValues;
  errors?: RegistrationErrors;
}): string {
  const { language } = options;
  const t = texts(language);
  const values = options.values ?? {};
  const errors = options.errors ?? {};
  const order = ['firstName', 'lastName', 'email', 'password', 'passwordRepeat', 'terms'];
  const focus = firstInvalid(errors, order);
  const error = (name: keyof RegistrationErrors) =>
    errors[name] ? problemText(language, name, errors[name]) : undefined;
  const uid = encodeURIComponent(options.uid);
  const termsError = error('terms');
  return layout(
    language,
    t.registerTitle,
    `<h1>${escapeHtml(t.registerHeading)}</h1>${summary(language, errors)}<p>${escapeHtml(t.registerIntro)}</p>
<form method="post" action="/interaction/${uid}/register" novalidate>
${inputField({ name: 'firstName', label: t.firstName, type: 'text', autocomplete: 'given-name', value: values.firstName ?? '', maxLength: NAME_MAX_LENGTH, error: error('firstName'), autofocus: focus === 'firstName' })}
${inputField({ name: 'lastName', label: t.lastName, type: 'text', autocomplete: 'family-name', value: values.lastName ?? '', maxLength: NAME_MAX_LENGTH, error: error('lastName'), autofocus: focus === 'lastName' })}
${inputField({ name: 'email', label: t.email, type: 'email', autocomplete: 'email', value: values.email ?? '', maxLength: 254, error: error('email'), autofocus: focus === 'email' })}
${inputField({ name: 'password', label: t.password, type: 'password', autocomplete: 'new-password', hint: t.passwordHint, error: error('password'), autofocus: focus === 'password' })}
${inputField({ name: 'passwordRepeat', label: t.passwordRepeat, type: 'password', autocomplete: 'new-password', error: error('passwordRepeat'), autofocus: focus === 'passwordRepeat' })}
<label class="check" for="terms"><input id="terms" name="terms" type="checkbox" value="yes" required${termsError ? ' aria-invalid="true" aria-describedby="terms-error"' : ''}${focus === 'terms' && termsError ? ' autofocus' : ''}><span>${escapeHtml(t.terms)} ${escapeHtml(t.required)}</span></label>${
      termsError ? `<div class="field-error" id="terms-error">${termsError}</div>` : ''
    }
<label class="check" for="newsletter"><input id="newsletter" name="newsletter" type="checkbox" value="yes"${values.newsletter ? ' checked' : ''}><span>${escapeHtml(t.newsletter)}</span></label>
<button type="submit">${escapeHtml(t.registerSubmit)}</button>
</form>
<p class="divider">${escapeHtml(t.haveAccount)}</p><a class="button secondary" href="/interaction/${uid}">${escapeHtml(t.toSignIn)}</a>`,
  );
}

/** The answer to a request that mails a link: the same whether or not the address has an account. */
export function sentPage(options: {
  language: PageLanguage;
  kind: 'registered' | 'resent' | 'resetRequested';
  email: string;
  /** The sign-in to go back to, when the request came from one. */
  uid?: string | undefined;
}): string {
  const t = texts(options.language);
  return layout(
    options.language,
    t.sentTitle,
    `<h1>${escapeHtml(t.sentTitle)}</h1><p role="status">${escapeHtml(t[options.kind](options.email))}</p><p>${escapeHtml(t.noMail)}</p>${
      options.uid
        ? `<a class="button secondary" href="/interaction/${encodeURIComponent(options.uid)}">${escapeHtml(t.toSignIn)}</a>`
        : ''
    }`,
  );
}

/** A confirmation link's page: the button confirms (a mail scanner that opens links confirms nothing). */
export function confirmPage(options: { language: PageLanguage; action: string; token: string; email: string }): string {
  const t = texts(options.language);
  return layout(
    options.language,
    t.confirmTitle,
    `<h1>${escapeHtml(t.confirmTitle)}</h1><p>${escapeHtml(t.confirmText(options.email))}</p>
<form method="post" action="${escapeHtml(options.action)}"><input type="hidden" name="token" value="${escapeHtml(options.token)}"><input type="hidden" name="lang" value="${options.language}">
<button type="submit">${escapeHtml(t.confirmSubmit)}</button></form>`,
  );
}

/** After confirming or resetting, away from the sign-in the person started (another browser, or it expired). */
export function donePage(options: {
  language: PageLanguage;
  kind: 'confirmed' | 'passwordChanged';
  portalUrl: string;
}): string {
  const t = texts(options.language);
  const [title, text] =
    options.kind === 'confirmed'
      ? [t.confirmedTitle, t.confirmedText]
      : [t.passwordChangedTitle, t.passwordChangedText];
  return layout(
    options.language,
    title,
    `<h1>${escapeHtml(title)}</h1><p role="status">${escapeHtml(text)}</p><a class="button" href="${escapeHtml(options.portalUrl)}">${escapeHtml(t.toPortal)}</a>`,
  );
}

export function forgotPage(options: {
  language: PageLanguage;
  email?: string;
  error?: FieldProblem | undefined;
  /** The sign-in the person came from: the link back, and where the reset leads on to. */
  uid?: string | undefined;
}): string {
  const { language } = options;
  const t = texts(language);
  const errors = options.error ? { email: options.error } : {};
  return layout(
    language,
    t.forgotTitle,
    `<h1>${escapeHtml(t.forgotTitle)}</h1>${summary(language, errors)}<p>${escapeHtml(t.forgotText)}</p>
<form method="post" action="${providerLinks.forgotPassword(language)}" novalidate>
<input type="hidden" name="lang" value="${language}">${options.uid ? `<input type="hidden" name="interaction" value="${escapeHtml(options.uid)}">` : ''}
${inputField({ name: 'email', label: t.email, type: 'email', autocomplete: 'email', value: options.email ?? '', maxLength: 254, error: options.error ? problemText(language, 'email', options.error) : undefined, autofocus: true })}
<button type="submit">${escapeHtml(t.forgotSubmit)}</button>
</form>${options.uid ? `<a class="button secondary" href="/interaction/${encodeURIComponent(options.uid)}">${escapeHtml(t.toSignIn)}</a>` : ''}`,
  );
}

export function resetPage(options: {
  language: PageLanguage;
  action: string;
  token: string;
  email: string;
  errors?: { password?: PasswordProblem; passwordRepeat?: FieldProblem };
}): string {
  const { language } = options;
  const t = texts(language);
  const errors = options.errors ?? {};
  const focus = firstInvalid(errors, ['password', 'passwordRepeat']);
  return layout(
    language,
    t.resetTitle,
    `<h1>${escapeHtml(t.resetTitle)}</h1>${summary(language, errors)}<p>${escapeHtml(t.resetText(options.email))}</p>
<form method="post" action="${escapeHtml(options.action)}" novalidate>
<input type="hidden" name="token" value="${escapeHtml(options.token)}"><input type="hidden" name="lang" value="${language}">
<input type="email" name="username" autocomplete="username" value="${escapeHtml(options.email)}" hidden>
${inputField({ name: 'password', label: t.newPassword, type: 'password', autocomplete: 'new-password', hint: t.passwordHint, error: errors.password ? problemText(language, 'password', errors.password) : undefined, autofocus: focus === 'password' })}
${inputField({ name: 'passwordRepeat', label: t.newPasswordRepeat, type: 'password', autocomplete: 'new-password', error: errors.passwordRepeat ? problemText(language, 'passwordRepeat', errors.passwordRepeat) : undefined, autofocus: focus === 'passwordRepeat' })}
<button type="submit">${escapeHtml(t.resetSubmit)}</button>
</form>`,
  );
}

/** A mailed link that is malformed, unknown (or of the other purpose), used or expired. */
export function linkProblemPage(options: {
  language: PageLanguage;
  purpose: 'ConfirmEmail' | 'ResetPassword';
  state: 'unknown' | 'spent';
  portalUrl: string;
}): string {
  const { language, purpose, state } = options;
  const t = texts(language);
  const title = state === 'spent' ? t.spentTitle : t.unknownTitle;
  const text =
    purpose === 'ResetPassword'
      ? state === 'spent'
        ? t.spentReset
        : t.unknownReset
      : state === 'spent'
        ? t.spentConfirm
        : t.unknownConfirm;
  const action =
    purpose === 'ResetPassword'
      ? `<a class="button" href="${providerLinks.forgotPassword(language)}">${escapeHtml(t.newLink)}</a>`
      : `<a class="button" href="${escapeHtml(options.portalUrl)}">${escapeHtml(t.toPortal)}</a>`;
  return layout(language, title, `<h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(text)}</p>${action}`);
}

/** HTTP 429: when the next mail may be asked for, in minutes and as a time of day at the club. */
export function tooManyPage(language: PageLanguage, retryAt: Date, now = new Date()): string {
  const t = texts(language);
  const minutes = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 60_000));
  const time = retryAt.toLocaleTimeString(language === 'de' ? 'de-DE' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Berlin',
  });
  return layout(
    language,
    t.tooManyTitle,
    `<h1>${escapeHtml(t.tooManyTitle)}</h1><p role="alert">${escapeHtml(t.tooMany(minutes, time))}</p>`,
  );
}

/** A request that cannot be served: a form over the size limit, a mail that did not go, a sign-in gone. */
export function problemPage(
  language: PageLanguage,
  kind: 'tooLarge' | 'mailFailed' | 'expired',
  portalUrl?: string,
): string {
  const t = texts(language);
  const title = { tooLarge: t.tooLargeTitle, mailFailed: t.mailFailedTitle, expired: t.expiredTitle }[kind];
  return layout(
    language,
    title,
    `<h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(t[kind])}</p>${
      portalUrl ? `<a class="button" href="${escapeHtml(portalUrl)}">${escapeHtml(t.toPortal)}</a>` : ''
    }`,
  );
}
