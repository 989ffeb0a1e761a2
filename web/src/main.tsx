import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createPortal, whenRouterReady } from './app/App.tsx';
import { authPaths, languageOfPath } from './app/pages.ts';
import { registerServiceWorker } from './app/serviceWorker.ts';
import { COOKIES, readCookie } from './auth/cookies.ts';
import { Session } from './auth/session.ts';
import { catalogueReady } from './i18n/index.ts';
import './app/styles.css';

/**
 * The sign-in library (oidc-client-ts) and the provider's address are fetched only when someone signs
 * in, finishes a sign-in journey or restores a session: the anonymous first visit skips both.
 */
async function loadUserManager() {
  const { createUserManager, loadRuntimeConfig } = await import('./auth/userManager.ts');
  return createUserManager(await loadRuntimeConfig());
}

if (window.location.pathname === authPaths.silentCallback) {
  // Silent renewal's hidden frame: hand the answer to the parent window and render nothing.
  await (await loadUserManager()).signinSilentCallback();
} else {
  const session = new Session(loadUserManager);
  // A returning signed-in person's account menu (a chunk of its own) comes alongside the tokens.
  if (readCookie(COOKIES.loginDateTime)) void import('./auth/AccountMenu.tsx');
  // A returning signed-in person gets their tokens back before the first query; meanwhile the
  // skeleton the HTML carries stays on screen.
  // …and the page's texts, when its language is one fetched on demand (Japanese).
  await Promise.all([session.restore(), catalogueReady(languageOfPath(window.location.pathname))]);
  const container = document.getElementById('root')!;
  const serverRendered = container.hasAttribute('data-server-rendered');
  // The HTML's head (the template's generic title and description, or the page's own as the server rendered
  // it) stays until the app has rendered the page's own head (React hoists it), so the tab always has a title.
  const servedHead = [...document.head.querySelectorAll('[data-static-head]')];
  const pageHead = new MutationObserver(() => {
    if (!document.head.querySelector('title:not([data-static-head])')) return;
    pageHead.disconnect();
    for (const element of servedHead) element.remove();
  });
  pageHead.observe(document.head, { childList: true });
  const first = createPortal(session);
  // A page the portal rendered on the server stays until the app can take it over whole: the router has the
  // page's code and its data (embedded in the HTML) first, so no skeleton flashes between.
  const onRendered = () => container.removeAttribute('inert');
  const app = (
    <StrictMode>
      <App session={session} first={first} onRendered={onRendered} />
    </StrictMode>
  );
  if (serverRendered) {
    // The app takes over the page's elements as they are (hydration) instead of drawing them again: the page
    // the fan already sees is not painted twice, and its picture stays the page's largest paint.
    await whenRouterReady(first.router);
    // As a transition, the take-over yields to the browser every few milliseconds instead of holding the main
    // thread for the whole page (Lighthouse counted 300–500 ms of blocking time on a phone); the page is
    // readable meanwhile, and inert until it is done.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // As a transition, the first render yields to the browser between components instead of blocking it.
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
  // Keeps the shell and recently read pages for opening without a signal (after the page has loaded).
  registerServiceWorker();
}
