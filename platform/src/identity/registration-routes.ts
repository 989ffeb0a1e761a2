import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import {
  clientAddress,
  CONTROL,
  field,
  FormTooLarge,
  isEmailAddress,
  readForm,
  redirect,
  sendHtml,
  TOKEN_PATTERN,
  UID_PATTERN,
} from './forms.ts';
import { portalOrigin } from './interactions.ts';
import { portalHome, providerPaths } from './links.ts';
import { errorPage, loginPage, pageLanguage, type PageLanguage } from './pages.ts';
import { brokenPasswordRules, hashPassword, PASSWORD_MAX_LENGTH } from './passwords.ts';
import {
  confirmPage,
  donePage,
  forgotPage,
  linkProblemPage,
  problemPage,
  registerPage,
  resetPage,
  sentPage,
  tooManyPage,
  type FieldProblem,
  type PasswordProblem,
  type RegistrationErrors,
} from './registration-pages.ts';
import { NAME_MAX_LENGTH } from './registration-texts.ts';
import { MailNotSent, type Origin, type RegistrationService, type TokenLookup } from './registration.ts';

type Details = Awaited<ReturnType<Provider['interactionDetails']>>;
type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

const INTERACTION_ROUTE = /^\/interaction\/([^/]+)\/(register|resend|confirm|reset)$/;
const STANDALONE = new Set<string>(Object.values(providerPaths));

/** Whether a path is one of the registration and password pages (the rest of /interaction/ is the login's). */
export function isRegistrationPath(url: string | undefined): boolean {
  const path = (url ?? '').split('?')[0]!;
  return STANDALONE.has(path) || INTERACTION_ROUTE.test(path);
}

/** A new password as typed twice: the rules it breaks, or that the two differ. */
export function checkNewPassword(form: URLSearchParams): {
  password: string;
  errors: { password?: PasswordProblem; passwordRepeat?: FieldProblem };
} {
  const password = (form.get('password') ?? '').normalize('NFC');
  const repeat = (form.get('passwordRepeat') ?? '').normalize('NFC');
  const errors: { password?: PasswordProblem; passwordRepeat?: FieldProblem } = {};
  if (!password) errors.password = 'required';
  else if (CONTROL.test(password)) errors.password = 'invalid';
  else {
    // A megabyte of password is judged by its first few hundred characters: it is too long either way.
    const broken = brokenPasswordRules(password.slice(0, PASSWORD_MAX_LENGTH * 4));
    if (broken.length > 0) errors.password = broken;
  }
  if (!repeat) errors.passwordRepeat = 'required';
  else if (repeat !== password) errors.passwordRepeat = 'mismatch';
  return { password, errors };
}

function checkRegistration(form: URLSearchParams) {
  const firstName = field(form, 'firstName', NAME_MAX_LENGTH);
  const lastName = field(form, 'lastName', NAME_MAX_LENGTH);
  const email = field(form, 'email', 254);
  const { password, errors: passwordErrors } = checkNewPassword(form);
  const errors: RegistrationErrors = { ...passwordErrors };
  if (firstName.problem) errors.firstName = firstName.problem;
  if (lastName.problem) errors.lastName = lastName.problem;
  if (email.problem) errors.email = email.problem;
  else if (!isEmailAddress(email.value)) errors.email = 'invalid';
  if (form.get('terms') !== 'yes') errors.terms = 'required';
  const values = {
    firstName: firstName.value,
    lastName: lastName.value,
    email: email.value,
    newsletter: form.get('newsletter') === 'yes',
  };
  return { values, password, errors };
}

/**
 * The registration and password pages of the provider. Those of a sign-in (/interaction/<uid>/…) are bound to it
 * by its cookie, as the login form is; those a mailed link opens are bound by the link's secret.
 */
export function registrationHandler(options: {
  provider: Provider;
  service: RegistrationService;
  /** The portal to send people to when no sign-in names one (a link opened in another browser). */
  defaultPortal: string;
}): Handler {
  const { provider, service } = options;

  /** The sign-in of this request's cookie, if it is the one the path names and still open. */
  const interactionOf = async (request: IncomingMessage, response: ServerResponse, uid: string) => {
    try {
      const details = await provider.interactionDetails(request, response);
      return details.uid === uid ? details : undefined;
    } catch {
      return undefined;
    }
  };
  const portalOf = (origin: string | null | undefined, language: PageLanguage) =>
    portalHome(origin ?? options.defaultPortal, language);
  const uiLanguage = (details: Details, request: IncomingMessage) =>
    pageLanguage(details.params.ui_locales, request.headers['accept-language']);

  /** Where a link's form posts: through the sign-in it came from while that is open, so it can continue. */
  const linkAction = async (token: TokenLookup, standalone: string, step: 'confirm' | 'reset') => {
    const uid = token.state === 'unknown' ? null : token.token.interaction_uid;
    const alive = uid && UID_PATTERN.test(uid) && (await provider.Interaction.find(uid));
    return alive ? `/interaction/${encodeURIComponent(uid)}/${step}` : standalone;
  };

  const tooMany = (response: ServerResponse, language: PageLanguage, retryAt: Date) =>
    sendHtml(response, 429, tooManyPage(language, retryAt), {
      'retry-after': String(Math.max(1, Math.ceil((retryAt.getTime() - Date.now()) / 1000))),
    });

  const badLink = (
    response: ServerResponse,
    language: PageLanguage,
    purpose: 'ConfirmEmail' | 'ResetPassword',
    found: TokenLookup | 'malformed',
  ) => {
    const status = found === 'malformed' ? 400 : found.state === 'unknown' ? 404 : 410;
    const portal = found !== 'malformed' && found.state !== 'unknown' ? found.token.portal_url : null;
    const state = found !== 'malformed' && found.state === 'spent' ? 'spent' : 'unknown';
    sendHtml(response, status, linkProblemPage({ language, purpose, state, portalUrl: portalOf(portal, language) }));
  };

  /** After a link did its work: back into the sign-in it came from, if this browser holds it, else a page. */
  const afterLink = async (
    request: IncomingMessage,
    response: ServerResponse,
    uid: string | undefined,
    done: TokenLookup & { state: 'valid' },
    language: PageLanguage,
    kind: 'confirmed' | 'passwordChanged',
  ) => {
    const details = uid ? await interactionOf(request, response, uid) : undefined;
    if (details && details.prompt.name === 'login') {
      const page = loginPage({
        language: uiLanguage(details, request),
        uid: details.uid,
        email: done.token.email,
        notice: kind,
        backUrl: portalOrigin(details.params.redirect_uri),
      });
      return sendHtml(response, 200, page);
    }
    sendHtml(response, 200, donePage({ language, kind, portalUrl: portalOf(done.token.portal_url, language) }));
  };

  const routes = {
    async register(request: IncomingMessage, response: ServerResponse, uid: string, details: Details) {
      const language = uiLanguage(details, request);
      if (request.method !== 'POST') return sendHtml(response, 200, registerPage({ language, uid }));
      const { values, password, errors } = checkRegistration(await readForm(request));
      if (Object.keys(errors).length > 0)
        return sendHtml(response, 400, registerPage({ language, uid, values, errors }));
      const retryAt = await service.takeMailAllowance(values.email, clientAddress(request));
      if (retryAt) return tooMany(response, language, retryAt);
      await service.register({
        ...values,
        passwordHash: await hashPassword(password),
        language,
        interactionUid: uid,
        portalUrl: portalOrigin(details.params.redirect_uri),
      });
      sendHtml(response, 200, sentPage({ language, kind: 'registered', email: values.email, uid }));
    },

    async resend(request: IncomingMessage, response: ServerResponse, uid: string, details: Details) {
      const language = uiLanguage(details, request);
      const email = field(await readForm(request), 'email', 254);
      if (email.problem || !isEmailAddress(email.value)) {
        return sendHtml(response, 400, loginPage({ language, uid, error: 'required' }));
      }
      const retryAt = await service.takeMailAllowance(email.value, clientAddress(request));
      if (retryAt) return tooMany(response, language, retryAt);
      await service.resendConfirmation(email.value, {
        interactionUid: uid,
        portalUrl: portalOrigin(details.params.redirect_uri),
      });
      sendHtml(response, 200, sentPage({ language, kind: 'resent', email: email.value, uid }));
    },
  };

  async function confirm(request: IncomingMessage, response: ServerResponse, uid?: string) {
    const query = new URL(request.url ?? '/', 'http://provider.invalid').searchParams;
    const form = request.method === 'POST' ? await readForm(request) : query;
    const token = form.get('token') ?? '';
    let language = pageLanguage(form.get('lang') ?? undefined, request.headers['accept-language']);
    if (!TOKEN_PATTERN.test(token)) return badLink(response, language, 'ConfirmEmail', 'malformed');
    if (request.method !== 'POST') {
      const found = await service.lookup(token, 'ConfirmEmail');
      if (found.state !== 'valid') return badLink(response, language, 'ConfirmEmail', found);
      const action = await linkAction(found, providerPaths.confirmEmail, 'confirm');
      return sendHtml(response, 200, confirmPage({ language, action, token, email: found.token.email }));
    }
    const done = await service.confirm(token);
    if (done.state !== 'valid') return badLink(response, language, 'ConfirmEmail', done);
    language = form.get('lang') ? language : done.token.language;
    await afterLink(request, response, uid, done, language, 'confirmed');
  }

  async function reset(request: IncomingMessage, response: ServerResponse, uid?: string) {
    const query = new URL(request.url ?? '/', 'http://provider.invalid').searchParams;
    const form = request.method === 'POST' ? await readForm(request) : query;
    const token = form.get('token') ?? '';
    const language = pageLanguage(form.get('lang') ?? undefined, request.headers['accept-language']);
    if (!TOKEN_PATTERN.test(token)) return badLink(response, language, 'ResetPassword', 'malformed');
    const found = await service.lookup(token, 'ResetPassword');
    if (found.state !== 'valid') return badLink(response, language, 'ResetPassword', found);
    const action = uid ? `/interaction/${encodeURIComponent(uid)}/reset` : providerPaths.resetPassword;
    const page = { language, token, email: found.token.email };
    if (request.method !== 'POST') {
      const linked = await linkAction(found, providerPaths.resetPassword, 'reset');
      return sendHtml(response, 200, resetPage({ ...page, action: linked }));
    }
    const { password, errors } = checkNewPassword(form);
    if (Object.keys(errors).length > 0) return sendHtml(response, 400, resetPage({ ...page, action, errors }));
    const done = await service.resetPassword(token, await hashPassword(password));
    if (done.state !== 'valid') return badLink(response, language, 'ResetPassword', done);
    await afterLink(request, response, uid, done, language, 'passwordChanged');
  }

  async function forgot(request: IncomingMessage, response: ServerResponse) {
    const query = new URL(request.url ?? '/', 'http://provider.invalid').searchParams;
    const form = request.method === 'POST' ? await readForm(request) : query;
    const language = pageLanguage(form.get('lang') ?? undefined, request.headers['accept-language']);
    const named = form.get('interaction') ?? '';
    const interaction = UID_PATTERN.test(named) ? await provider.Interaction.find(named) : undefined;
    const uid = interaction?.uid;
    if (request.method !== 'POST') return sendHtml(response, 200, forgotPage({ language, uid }));
    const email = field(form, 'email', 254);
    const problem = email.problem ?? (isEmailAddress(email.value) ? undefined : 'invalid');
    if (problem) return sendHtml(response, 400, forgotPage({ language, uid, email: email.value, error: problem }));
    const retryAt = await service.takeMailAllowance(email.value, clientAddress(request));
    if (retryAt) return tooMany(response, language, retryAt);
    const origin: Origin = { interactionUid: uid, portalUrl: portalOrigin(interaction?.params.redirect_uri) };
    await service.requestReset(email.value, origin);
    sendHtml(response, 200, sentPage({ language, kind: 'resetRequested', email: email.value, uid }));
  }

  return async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://provider.invalid');
    const language = pageLanguage(url.searchParams.get('lang') ?? undefined, request.headers['accept-language']);
    try {
      if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'POST') {
        response.writeHead(405, { allow: 'GET, POST' });
        return void response.end();
      }
      const match = INTERACTION_ROUTE.exec(url.pathname);
      if (match) {
        const [, uid = '', step] = match;
        if (!UID_PATTERN.test(uid))
          return sendHtml(response, 404, problemPage(language, 'expired', portalOf(null, language)));
        if (step === 'confirm' || step === 'reset') {
          // The link's secret binds these; the sign-in, if this browser holds it, is where they lead on to.
          if (request.method !== 'POST') return redirect(response, `/interaction/${uid}`);
          return await (step === 'confirm' ? confirm(request, response, uid) : reset(request, response, uid));
        }
        const details = await interactionOf(request, response, uid);
        if (!details) return sendHtml(response, 400, problemPage(language, 'expired', portalOf(null, language)));
        // Signed in meanwhile (another tab): the sign-in carries on.
        if (details.prompt.name !== 'login') return redirect(response, `/interaction/${uid}`);
        if (step === 'resend' && request.method !== 'POST') return redirect(response, `/interaction/${uid}`);
        return await routes[step as 'register' | 'resend'](request, response, uid, details);
      }
      if (url.pathname === providerPaths.confirmEmail) return await confirm(request, response);
      if (url.pathname === providerPaths.resetPassword) return await reset(request, response);
      return await forgot(request, response);
    } catch (error) {
      if (error instanceof FormTooLarge) return sendHtml(response, 413, problemPage(language, 'tooLarge'));
      if (error instanceof MailNotSent) return sendHtml(response, 503, problemPage(language, 'mailFailed'));
      sendHtml(response, 500, errorPage(language, undefined));
    }
  };
}
