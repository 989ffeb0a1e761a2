import { jsonForScript } from './pages.ts';

/**
 * The script the portal loads from the provider (`scriptUrl`) to show the card frame. It only places an
 * iframe of the provider's origin and listens for its result: the card fields live in the frame, so the
 * portal never sees a card number (PCI SAQ-A). It tells the frame the portal's origin, which the frame
 * checks against the allowed frame ancestors and is the only origin it reports to.
 *
 * `window.SandboxPayments.mount(container, { onResult, locale? })` returns `{ unmount() }`. `onResult`
 * receives `{ status, paymentId, failureReason, final }`: `final: false` is a declined card (the buyer
 * may try another one in the frame); a result is a hint for the screen, the payment's state at the
 * provider (webhook, GET /v1/payments/:id) is what counts.
 */
export function cardScript(options: { providerOrigin: string; paymentId: string; frameUrl: string }): string {
  return `/* Sandbox Payments: hosted card frame for one payment. */
(function () {
  'use strict';
  var PROVIDER_ORIGIN = ${jsonForScript(options.providerOrigin)};
  var PAYMENT_ID = ${jsonForScript(options.paymentId)};
  var FRAME_URL = ${jsonForScript(options.frameUrl)};
  var TITLES = { de: 'Kartenzahlung', en: 'Card payment' };

  function languageOf(locale) {
    var wanted = String(locale || document.documentElement.lang || 'de').toLowerCase();
    return wanted.indexOf('en') === 0 ? 'en' : 'de';
  }

  function mount(container, options) {
    if (!container || typeof container.appendChild !== 'function') throw new TypeError('SandboxPayments.mount needs a container element');
    options = options || {};
    var language = languageOf(options.locale);
    var frame = document.createElement('iframe');
    frame.title = TITLES[language];
    frame.src = FRAME_URL + '?origin=' + encodeURIComponent(window.location.origin) + '&locale=' + language;
    frame.style.cssText = 'display:block;width:100%;height:40rem;border:0';
    function onMessage(event) {
      if (event.origin !== PROVIDER_ORIGIN || event.source !== frame.contentWindow) return;
      var data = event.data;
      if (!data || data.source !== 'sandbox-payments' || data.paymentId !== PAYMENT_ID) return;
      // The frame's pages tell their height, so the frame never scrolls inside the portal's page.
      if (data.type === 'resize') {
        var height = typeof data.height === 'number' && data.height > 0 && data.height < 5000 ? Math.ceil(data.height) + 'px' : '';
        if (height && frame.style.height !== height) frame.style.height = height;
        return;
      }
      if (data.status !== 'succeeded' && data.status !== 'failed' && data.status !== 'cancelled') return;
      if (typeof options.onResult === 'function') {
        options.onResult({
          status: data.status,
          paymentId: data.paymentId,
          failureReason: typeof data.failureReason === 'string' ? data.failureReason : undefined,
          final: data.final !== false
        });
      }
    }
    window.addEventListener('message', onMessage);
    container.appendChild(frame);
    return {
      unmount: function () {
        window.removeEventListener('message', onMessage);
        if (frame.parentNode) frame.parentNode.removeChild(frame);
      }
    };
  }

  window.SandboxPayments = { mount: mount, paymentId: PAYMENT_ID };
})();
`;
}
