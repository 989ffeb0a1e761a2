import { escapeHtml } from '../../identity/pages.ts';
import type { CardDetails, Payment } from '../provider.ts';
import type { CardProblem } from './cards.ts';
import type { StoredPayment } from './store.ts';

/**
 * The pages a buyer sees at the sandbox provider: the PayPal-like approval page, the hosted card frame
 * and its 3-D Secure challenge. Plain HTML without external assets, German first (`?locale=en` for
 * English), in the club's black, white and red, with labels and large touch targets. Every value that
 * comes from a request is escaped; scripts run only with the answer's CSP nonce.
 */

export type PageLanguage = 'de' | 'en';

export const MERCHANT_NAME = 'SC Südstadt 1899';

export function pageLanguage(locale: string | undefined): PageLanguage {
  return locale?.toLowerCase().startsWith('en') ? 'en' : 'de';
}

/** The pages' texts; the setup pages (./setup-pages.ts) reuse the card field texts. */
export const texts = {
  de: {
    sandbox: 'Testumgebung – es wird kein echtes Geld bewegt.',
    payee: 'Empfänger',
    amount: 'Betrag',
    description: 'Verwendungszweck',
    paypalTitle: 'Mit PayPal bezahlen',
    approve: 'Zahlung genehmigen',
    cancel: 'Abbrechen',
    back: 'Zurück zum Shop',
    status: {
      requires_action: 'Diese Zahlung wartet auf dich.',
      pending: 'Diese Zahlung wird bearbeitet.',
      succeeded: 'Diese Zahlung ist abgeschlossen.',
      failed: 'Diese Zahlung ist fehlgeschlagen.',
      cancelled: 'Diese Zahlung wurde abgebrochen.',
    } satisfies Record<Payment['status'], string>,
    cardTitle: 'Kartenzahlung',
    cardNumber: 'Kartennummer',
    expiry: 'Ablaufdatum (MM/JJ)',
    expiryPlaceholder: 'MM/JJ',
    cvc: 'Prüfnummer (CVC)',
    holder: 'Karteninhaber',
    pay: (amount: string) => `${amount} bezahlen`,
    savedCard: (card: CardDetails) =>
      `Gespeicherte Karte ${card.brand} •••• ${card.last4}, gültig bis ${twoDigits(card.expMonth)}/${twoDigits(card.expYear % 100)}. Bitte mit der Prüfnummer bestätigen.`,
    problems: {
      number_invalid: 'Kartennummer ungültig.',
      brand_unsupported: 'Diese Kartenart wird nicht angenommen. Bitte Visa oder Mastercard verwenden.',
      expiry_invalid: 'Ablaufdatum ungültig. Bitte im Format MM/JJ eingeben.',
      expired: 'Karte abgelaufen.',
      cvc_invalid: 'Die Prüfnummer hat 3 Ziffern.',
      holder_invalid: 'Bitte den Namen des Karteninhabers eingeben (höchstens 70 Zeichen).',
    } satisfies Record<FormProblem, string>,
    declined: {
      card_declined: 'Karte abgelehnt. Bitte eine andere Karte verwenden.',
      insufficient_funds: 'Karte abgelehnt: nicht genügend Deckung. Bitte eine andere Karte verwenden.',
    } satisfies Record<DeclineReason, string>,
    testCards:
      'Testkarten: 4242 4242 4242 4242 und 5555 5555 5555 4444 (erfolgreich), 4000 0000 0000 0002 (abgelehnt), 4000 0000 0000 9995 (nicht genügend Deckung), 4000 0000 0000 3220 (3-D Secure). Beliebiges künftiges Ablaufdatum, beliebige dreistellige Prüfnummer.',
    challengeTitle: 'Zahlung bei deiner Bank bestätigen',
    challengeText: (amount: string, card: CardDetails) =>
      `Deine Bank möchte sicher sein, dass du es bist: ${amount} an ${MERCHANT_NAME} mit ${card.brand} •••• ${card.last4}.`,
    challengeSandbox: 'In der Testumgebung wählst du selbst, wie deine Bank entscheidet.',
    confirm: 'Bestätigen',
    reject: 'Ablehnen',
    result: {
      succeeded: 'Zahlung erfolgreich',
      failed: 'Zahlung fehlgeschlagen',
      cancelled: 'Zahlung abgebrochen',
    },
    authenticationFailed: 'Die Bank hat die Zahlung nicht bestätigt.',
    tokenRevoked: 'Die gespeicherte Karte ist nicht mehr verfügbar.',
    continue: 'Weiter',
    errorTitle: 'Zahlung nicht möglich',
    notFound: 'Diese Zahlung gibt es nicht.',
    badRequest: 'Die Anfrage ist ungültig.',
    embedOnly: 'Dieses Zahlungsformular lässt sich nur im Shop öffnen.',
    conflict: 'Diese Zahlung ist bereits abgeschlossen.',
  },
  en: {
    sandbox: 'Test environment – no real money moves.',
    payee: 'Payee',
    amount: 'Amount',
    description: 'Description',
    paypalTitle: 'Pay with PayPal',
    approve: 'Approve payment',
    cancel: 'Cancel',
    back: 'Back to the shop',
    status: {
      requires_action: 'This payment is waiting for you.',
      pending: 'This payment is being processed.',
      succeeded: 'This payment is complete.',
      failed: 'This payment has failed.',
      cancelled: 'This payment was cancelled.',
    },
    cardTitle: 'Card payment',
    cardNumber: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    expiryPlaceholder: 'MM/YY',
    cvc: 'Security code (CVC)',
    holder: 'Cardholder name',
    pay: (amount: string) => `Pay ${amount}`,
    savedCard: (card: CardDetails) =>
      `Saved card ${card.brand} •••• ${card.last4}, valid until ${twoDigits(card.expMonth)}/${twoDigits(card.expYear % 100)}. Please confirm with its security code.`,
    problems: {
      number_invalid: 'Card number invalid.',
      brand_unsupported: 'This kind of card is not accepted. Please use Visa or Mastercard.',
      expiry_invalid: 'Expiry date invalid. Please enter it as MM/YY.',
      expired: 'Card expired.',
      cvc_invalid: 'The security code has 3 digits.',
      holder_invalid: 'Please enter the cardholder’s name (70 characters at most).',
    },
    declined: {
      card_declined: 'Card declined. Please use another card.',
      insufficient_funds: 'Card declined: insufficient funds. Please use another card.',
    },
    testCards:
      'Test cards: 4242 4242 4242 4242 and 5555 5555 5555 4444 (succeed), 4000 0000 0000 0002 (declined), 4000 0000 0000 9995 (insufficient funds), 4000 0000 0000 3220 (3-D Secure). Any future expiry date, any three-digit security code.',
    challengeTitle: 'Confirm the payment with your bank',
    challengeText: (amount: string, card: CardDetails) =>
      `Your bank wants to be sure it is you: ${amount} to ${MERCHANT_NAME} with ${card.brand} •••• ${card.last4}.`,
    challengeSandbox: 'In the test environment you choose how your bank decides.',
    confirm: 'Confirm',
    reject: 'Decline',
    result: {
      succeeded: 'Payment successful',
      failed: 'Payment failed',
      cancelled: 'Payment cancelled',
    },
    authenticationFailed: 'Your bank did not confirm the payment.',
    tokenRevoked: 'The saved card is no longer available.',
    continue: 'Continue',
    errorTitle: 'Payment not possible',
    notFound: 'There is no such payment.',
    badRequest: 'The request is invalid.',
    embedOnly: 'This payment form can only be opened in the shop.',
    conflict: 'This payment is already complete.',
  },
} as const;

export type FormProblem = CardProblem | 'holder_invalid';
export type DeclineReason = 'card_declined' | 'insufficient_funds';
export type ErrorKind = 'notFound' | 'badRequest' | 'embedOnly' | 'conflict';

/** "49,90 €" in German, "€49.90" in English. */
export function formatAmount(amountMinor: number, language: PageLanguage): string {
  return new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB', { style: 'currency', currency: 'EUR' }).format(
    amountMinor / 100,
  );
}

/** What the frame tells the portal, through `postMessage` to the portal's origin only. */
export interface FrameMessage {
  source: 'sandbox-payments';
  paymentId: string;
  status: 'succeeded' | 'failed' | 'cancelled';
  failureReason: string | null;
  /** False for a declined card: the payment stays open and the buyer may try another card. */
  final: boolean;
}

/** The frame's context: where its forms post and to which origin it reports. */
export interface FrameContext {
  language: PageLanguage;
  /** The query string every frame URL carries (`origin`, `locale`), starting with "?". */
  query: string;
  /** The portal's origin, already checked against the allowed frame ancestors. */
  parentOrigin: string;
  nonce: string;
}

export function paypalPage(stored: StoredPayment, language: PageLanguage, query: string): string {
  const t = texts[language];
  const { payment } = stored;
  const path = `/paypal/checkout/${encodeURIComponent(payment.id)}`;
  return layout(
    language,
    t.paypalTitle,
    `<h1>${escapeHtml(t.paypalTitle)}</h1>${summary(stored, language)}
<form method="post" action="${escapeHtml(`${path}/approve${query}`)}"><button type="submit">${escapeHtml(t.approve)}</button></form>
<form method="post" action="${escapeHtml(`${path}/cancel${query}`)}"><button type="submit" class="secondary">${escapeHtml(t.cancel)}</button></form>`,
  );
}

/** A payment that is already final (or pending), with the way back to the shop. */
export function paymentStatePage(stored: StoredPayment, language: PageLanguage): string {
  const t = texts[language];
  const { payment } = stored;
  const back = payment.status === 'cancelled' ? stored.cancelUrl : stored.returnUrl;
  return layout(
    language,
    t.status[payment.status],
    `<h1>${escapeHtml(t.status[payment.status])}</h1>${summary(stored, language)}
<a class="button" href="${escapeHtml(back)}">${escapeHtml(t.back)}</a>`,
  );
}

/**
 * The card frame: the card fields for a card payment, the security code of the saved card for a token
 * payment. Card number and security code are never filled in again; a failed attempt's message shows at
 * the top, and the portal is told about a declined card too.
 */
export function cardFramePage(
  stored: StoredPayment,
  frame: FrameContext,
  options: {
    problems?: FormProblem[];
    declined?: DeclineReason;
    values?: { expiry?: string; holder?: string };
    message?: FrameMessage;
  } = {},
): string {
  const t = texts[frame.language];
  const { payment } = stored;
  const problems = new Set(options.problems ?? []);
  const path = `/hosted/card-frame/${encodeURIComponent(payment.id)}`;
  const field = (name: string, label: string, attributes: string, fieldProblems: FormProblem[], value = '') => {
    const problem = fieldProblems.find((candidate) => problems.has(candidate));
    const errorId = `${name}-error`;
    return `<label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" ${attributes}${value ? ` value="${escapeHtml(value)}"` : ''}${
      problem ? ` aria-invalid="true" aria-describedby="${errorId}"` : ''
    }>${problem ? `<p class="field-error" id="${errorId}">${escapeHtml(t.problems[problem])}</p>` : ''}`;
  };
  const alert = options.declined
    ? t.declined[options.declined]
    : problems.size
      ? [...problems].map((problem) => t.problems[problem]).join(' ')
      : undefined;
  const savedCard = payment.method === 'token' ? payment.card : null;
  const fields = savedCard
    ? `<p>${escapeHtml(t.savedCard(savedCard))}</p>${field('cvc', t.cvc, 'inputmode="numeric" autocomplete="cc-csc" maxlength="4" required', ['cvc_invalid'])}`
    : `${field('number', t.cardNumber, 'inputmode="numeric" autocomplete="cc-number" maxlength="23" required', ['number_invalid', 'brand_unsupported'])}
<div class="row"><div>${field(
        'expiry',
        t.expiry,
        `inputmode="numeric" autocomplete="cc-exp" placeholder="${escapeHtml(t.expiryPlaceholder)}" maxlength="7" required`,
        ['expiry_invalid', 'expired'],
        options.values?.expiry,
      )}</div><div>${field('cvc', t.cvc, 'inputmode="numeric" autocomplete="cc-csc" maxlength="4" required', ['cvc_invalid'])}</div></div>
${field('holder', t.holder, 'autocomplete="cc-name" maxlength="70" required', ['holder_invalid'], options.values?.holder)}`;
  return layout(
    frame.language,
    t.cardTitle,
    `<h1>${escapeHtml(t.cardTitle)}</h1>${alert ? `<p class="error" role="alert">${escapeHtml(alert)}</p>` : ''}
<p class="amount">${escapeHtml(formatAmount(payment.amountMinor, frame.language))} · ${escapeHtml(MERCHANT_NAME)}</p>
<form method="post" action="${escapeHtml(path + frame.query)}" novalidate>${fields}
<button type="submit">${escapeHtml(t.pay(formatAmount(payment.amountMinor, frame.language)))}</button></form>
<form method="post" action="${escapeHtml(`${path}/cancel${frame.query}`)}"><button type="submit" class="secondary">${escapeHtml(t.cancel)}</button></form>
${savedCard ? '' : `<p class="small">${escapeHtml(t.testCards)}</p>`}${options.message ? messageScript(options.message, frame) : ''}`,
    { frame, paymentId: payment.id },
  );
}

/** The bank's 3-D Secure challenge; in the sandbox the buyer decides how the bank answers. */
export function challengePage(stored: StoredPayment, card: CardDetails, frame: FrameContext): string {
  const t = texts[frame.language];
  const action = `/hosted/card-frame/${encodeURIComponent(stored.payment.id)}/challenge${frame.query}`;
  return layout(
    frame.language,
    t.challengeTitle,
    `<h1>${escapeHtml(t.challengeTitle)}</h1>
<p>${escapeHtml(t.challengeText(formatAmount(stored.payment.amountMinor, frame.language), card))}</p>
<p class="small">${escapeHtml(t.challengeSandbox)}</p>
<form method="post" action="${escapeHtml(action)}">
<button type="submit" name="decision" value="confirm">${escapeHtml(t.confirm)}</button>
<button type="submit" name="decision" value="reject" class="secondary">${escapeHtml(t.reject)}</button></form>`,
    { frame, paymentId: stored.payment.id },
  );
}

/**
 * A final payment in the frame: it tells the portal, which takes over; the link is for a portal that
 * does not listen (it leaves the frame for the shop's return or cancel address).
 */
export function frameResultPage(stored: StoredPayment, frame: FrameContext): string {
  const t = texts[frame.language];
  const { payment } = stored;
  const status = payment.status === 'succeeded' || payment.status === 'cancelled' ? payment.status : 'failed';
  const reason =
    payment.failureReason === 'authentication_failed'
      ? t.authenticationFailed
      : payment.failureReason === 'token_revoked'
        ? t.tokenRevoked
        : '';
  const message: FrameMessage = {
    source: 'sandbox-payments',
    paymentId: payment.id,
    status,
    failureReason: payment.failureReason,
    final: true,
  };
  return layout(
    frame.language,
    t.result[status],
    `<h1 role="status">${escapeHtml(t.result[status])}</h1>${reason ? `<p>${escapeHtml(reason)}</p>` : ''}
<p class="amount">${escapeHtml(formatAmount(payment.amountMinor, frame.language))} · ${escapeHtml(MERCHANT_NAME)}</p>
<a class="button" href="${escapeHtml(status === 'cancelled' ? stored.cancelUrl : stored.returnUrl)}" target="_top">${escapeHtml(t.continue)}</a>
${messageScript(message, frame)}`,
    { frame, paymentId: payment.id },
  );
}

export function errorPage(language: PageLanguage, kind: ErrorKind): string {
  const t = texts[language];
  return layout(language, t.errorTitle, `<h1>${escapeHtml(t.errorTitle)}</h1><p>${escapeHtml(t[kind])}</p>`);
}

function summary(stored: StoredPayment, language: PageLanguage): string {
  const t = texts[language];
  return `<dl>
<dt>${escapeHtml(t.payee)}</dt><dd>${escapeHtml(MERCHANT_NAME)}</dd>
<dt>${escapeHtml(t.amount)}</dt><dd class="amount">${escapeHtml(formatAmount(stored.payment.amountMinor, language))}</dd>
<dt>${escapeHtml(t.description)}</dt><dd>${escapeHtml(stored.description)}</dd>
</dl>`;
}

/** Posts the message to the portal's window, to its origin only: no other page can read it. */
function messageScript(message: FrameMessage, frame: FrameContext): string {
  return `<script nonce="${escapeHtml(frame.nonce)}">if (window.parent !== window) window.parent.postMessage(${jsonForScript(
    message,
  )}, ${jsonForScript(frame.parentOrigin)});</script>`;
}

/** Reports the page's height to the portal now and whenever the frame's width changes its layout. */
function heightScript(frame: FrameContext, paymentId: string): string {
  return `<script nonce="${escapeHtml(frame.nonce)}">(function () {
  function report() {
    if (window.parent === window) return;
    var height = Math.ceil(document.querySelector('main').getBoundingClientRect().bottom + window.scrollY);
    window.parent.postMessage({ source: 'sandbox-payments', paymentId: ${jsonForScript(paymentId)}, type: 'resize', height: height }, ${jsonForScript(frame.parentOrigin)});
  }
  report();
  // Only a new width changes the layout. The frame's own height changes fire resize too; answering those
  // would feed back into the height the portal sets (a scrollbar coming and going) and never settle.
  var width = window.innerWidth;
  window.addEventListener('resize', function () {
    if (window.innerWidth === width) return;
    width = window.innerWidth;
    report();
  });
})();</script>`;
}

/** JSON that cannot end the script element it sits in, nor break the line in old parsers. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

export function layout(
  language: PageLanguage,
  title: string,
  body: string,
  /** A page in the card frame: it tells the portal its height, so the frame grows with it instead of scrolling. */
  framed?: { frame: FrameContext; paymentId: string },
): string {
  const t = texts[language];
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${escapeHtml(title)} – Sandbox Payments</title>
<style>
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;background:${framed ? '#fff' : '#111'};color:#111;line-height:1.45}
main{background:#fff;border-top:6px solid #c8001e;padding:1.25rem;${framed ? '' : 'margin:0 auto;max-width:28rem;min-height:100vh'}}
.banner{margin:0 0 1rem;padding:.4rem .6rem;background:#111;color:#fff;font-size:.875rem}
h1{font-size:1.375rem;margin:0 0 1rem}label{display:block;font-weight:600;margin:1rem 0 .35rem}
input{width:100%;min-height:48px;font:inherit;padding:.5rem .75rem;border:2px solid #595959;border-radius:8px;background:#fff;color:#111}
input[aria-invalid=true]{border-color:#c8001e}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #c8001e;outline-offset:2px}
.row{display:flex;gap:.75rem}.row>div{flex:1}
button,.button{display:block;margin-top:1rem;width:100%;min-height:48px;padding:.75rem 1rem;border:2px solid #111;border-radius:999px;background:#111;color:#fff;font:inherit;font-weight:700;text-align:center;text-decoration:none;cursor:pointer}
button.secondary{background:#fff;color:#111}
.error{background:#fbe9ec;border-left:4px solid #c8001e;padding:.6rem .8rem;margin:0 0 1rem}
.field-error{color:#a00018;margin:.35rem 0 0;font-weight:600}
.amount{font-weight:700}.small{font-size:.8125rem;color:#444;margin-top:1.25rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.35rem 1rem;margin:0 0 1rem}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
</style></head><body><main><p class="banner">${escapeHtml(t.sandbox)}</p>${body}</main>${
    framed ? heightScript(framed.frame, framed.paymentId) : ''
  }</body></html>`;
}
