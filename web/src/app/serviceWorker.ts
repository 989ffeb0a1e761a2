/**
 * Registers the service worker (/sw.js, from web/src/sw/sw.ts), which keeps the shell and recently read
 * pages for opening the portal without a signal. Production builds only, in a secure context (HTTPS or
 * localhost, where browsers allow service workers at all), and after the page has loaded, so it does
 * not compete with the first load.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !window.isSecureContext || !('serviceWorker' in navigator)) return;
  const register = async () => {
    // Whether this page came through a worker: on the first visit it did not.
    const controlled = Boolean(navigator.serviceWorker.controller);
    await navigator.serviceWorker.register('/sw.js');
    if (controlled) return;
    const registration = await navigator.serviceWorker.ready;
    // The worker keeps what this first visit loaded without it: the page, its code and pictures.
    const loaded = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => /^\/(assets|media)\//.test(new URL(url).pathname));
    registration.active?.postMessage({ type: 'CACHE_URLS', urls: [window.location.href, ...loaded] });
  };
  const start = () => void register().catch(() => undefined);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
