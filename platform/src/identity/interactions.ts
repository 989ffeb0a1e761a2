import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { AccountRepository } from './accounts.ts';
import { AUTHENTICATION_LEVEL } from './constants.ts';
import { CONTROL, FormTooLarge, readBody, sendHtml } from './forms.ts';
import { errorPage, loginPage, pageLanguage } from './pages.ts';
import { problemPage } from './registration-pages.ts';

/**
 * The provider's interactions: the club's login page, and consent, which first-party clients get
 * without asking (the portal and the graph are the club's own).
 */
export function interactionHandler(provider: Provider, accounts: AccountRepository) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const language = pageLanguage(undefined, request.headers['accept-language']);
    try {
      const details = await provider.interactionDetails(request, response);
      const uiLanguage = pageLanguage(details.params.ui_locales, request.headers['accept-language']);
      const uid = details.uid;
      // The provider has checked redirect_uri against the client's registered ones: its origin is the portal.
      const backUrl = portalOrigin(details.params.redirect_uri);
      const isLoginPost = request.method === 'POST' && request.url?.endsWith('/login');

      if (details.prompt.name === 'login') {
        if (!isLoginPost) return sendHtml(response, 200, loginPage({ language: uiLanguage, uid, backUrl }));
        const form = new URLSearchParams(await readBody(request));
        const email = form.get('email')?.trim() ?? '';
        const password = form.get('password') ?? '';
        // NUL and other controls cannot be in an e-mail address or a password the provider ever set.
        if (!email || !password || email.length > 254 || password.length > 256 || CONTROL.test(email + password)) {
          return sendHtml(response, 400, loginPage({ language: uiLanguage, uid, email, error: 'required', backUrl }));
        }
        const account = await accounts.authenticate(email, password);
        if (!account)
          return sendHtml(response, 401, loginPage({ language: uiLanguage, uid, email, error: 'invalid', backUrl }));
        // A registration whose address is not confirmed yet: said only to someone who knows its password.
        if (!account.confirmed_at)
          return sendHtml(
            response,
            403,
            loginPage({ language: uiLanguage, uid, email, error: 'unconfirmed', backUrl }),
          );
        return void (await provider.interactionFinished(
          request,
          response,
          { login: { accountId: account.id, acr: AUTHENTICATION_LEVEL, amr: ['pwd'] } },
          { mergeWithLastSubmission: false },
        ));
      }

      if (details.prompt.name === 'consent') {
        const { missingOIDCScope, missingOIDCClaims, missingResourceScopes } = details.prompt.details as {
          missingOIDCScope?: string[];
          missingOIDCClaims?: string[];
          missingResourceScopes?: Record<string, string[]>;
        };
        const grant = details.grantId
          ? await provider.Grant.find(details.grantId)
          : new provider.Grant({ accountId: details.session!.accountId, clientId: String(details.params.client_id) });
        if (!grant) throw new Error('grant not found');
        if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '));
        if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
        for (const [indicator, scopes] of Object.entries(missingResourceScopes ?? {})) {
          grant.addResourceScope(indicator, scopes.join(' '));
        }
        const grantId = await grant.save();
        return void (await provider.interactionFinished(
          request,
          response,
          { consent: { grantId } },
          { mergeWithLastSubmission: true },
        ));
      }
      sendHtml(response, 400, errorPage(uiLanguage, `unsupported prompt ${details.prompt.name}`));
    } catch (error) {
      if (error instanceof FormTooLarge) return sendHtml(response, 413, problemPage(language, 'tooLarge'));
      sendHtml(response, 400, errorPage(language, (error as { error_description?: string }).error_description));
    }
  };
}

/** The portal a sign-in came from: the origin of its (registered, so checked) redirect URI. */
export function portalOrigin(redirectUri: unknown): string | undefined {
  if (typeof redirectUri !== 'string' || !URL.canParse(redirectUri)) return undefined;
  const { protocol, origin } = new URL(redirectUri);
  return protocol === 'https:' || protocol === 'http:' ? `${origin}/` : undefined;
}
