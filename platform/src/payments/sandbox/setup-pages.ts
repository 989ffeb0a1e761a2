import { escapeHtml } from '../../identity/pages.ts';
import type { CardDetails, Setup } from '../provider.ts';
import { BOUNCING_TEST_IBAN } from './iban.ts';
import { layout, MERCHANT_NAME, texts as paymentTexts, type FormProblem, type PageLanguage } from './pages.ts';
import type { StoredSetup } from './store.ts';

/**
 * The pages where a person saves a payment method at the sandbox provider, without paying: the card
 * form (with 3-D Secure), the PayPal billing agreement and the SEPA direct debit mandate. Full pages, not
 * frames: the portal sends the browser here and gets it back at its return address. German first
 * (`?locale=en` for English); every value from a request is escaped.
 */

export type SepaProblem = 'holder_invalid' | 'iban_invalid';
export type PaypalProblem = 'email_invalid';

/** The sandbox's SEPA creditor identifier (the format of the German Bundesbank's test identifiers). */
export const CREDITOR_ID = 'DE98ZZZ09999999999';

const texts = {
  de: {
    cardTitle: 'Karte speichern',
    cardIntro: `Die Karte wird für künftige Zahlungen an ${MERCHANT_NAME} gespeichert. Es wird jetzt nichts abgebucht.`,
    saveCard: 'Karte speichern',
    cardTest:
      'Testkarten: 4242 4242 4242 4242 und 5555 5555 5555 4444 (werden gespeichert), 4000 0000 0000 0002 (abgelehnt), 4000 0000 0000 9995 (nicht genügend Deckung), 4000 0000 0000 3220 (3-D Secure). Beliebiges künftiges Ablaufdatum, beliebige dreistellige Prüfnummer.',
    challengeTitle: 'Karte bei deiner Bank bestätigen',
    challengeText: (card: CardDetails) =>
      `Deine Bank möchte sicher sein, dass du es bist: ${card.brand} •••• ${card.last4} für ${MERCHANT_NAME} speichern.`,
    challengeSandbox: 'In der Testumgebung wählst du selbst, wie deine Bank entscheidet.',
    confirm: 'Bestätigen',
    reject: 'Ablehnen',
    paypalTitle: 'PayPal-Konto verknüpfen',
    paypalIntro: `${MERCHANT_NAME} möchte künftige Zahlungen von deinem PayPal-Konto einziehen dürfen (Zahlungsvereinbarung). Es wird jetzt nichts abgebucht.`,
    paypalEmail: 'E-Mail-Adresse deines PayPal-Kontos',
    approve: 'Zustimmen und speichern',
    sepaTitle: 'SEPA-Lastschriftmandat',
    accountHolder: 'Kontoinhaber',
    iban: 'IBAN',
    mandateText: `Ich ermächtige ${MERCHANT_NAME}, Zahlungen von meinem Konto mittels Lastschrift einzuziehen. Zugleich weise ich mein Kreditinstitut an, die von ${MERCHANT_NAME} auf mein Konto gezogenen Lastschriften einzulösen. Hinweis: Ich kann innerhalb von acht Wochen, beginnend mit dem Belastungsdatum, die Erstattung des belasteten Betrages verlangen. Es gelten dabei die mit meinem Kreditinstitut vereinbarten Bedingungen.`,
    creditor: 'Gläubiger-Identifikationsnummer',
    mandateReference: 'Mandatsreferenz',
    grantMandate: 'Mandat erteilen',
    sepaTest: `Test-IBANs: DE89 3704 0044 0532 0130 00 (Lastschriften gelingen), ${spaced(BOUNCING_TEST_IBAN)} (Lastschriften platzen).`,
    cancel: 'Abbrechen',
    problems: {
      ...paymentTexts.de.problems,
      holder_invalid: 'Bitte den Namen eingeben (2 bis 70 Zeichen).',
      iban_invalid: 'IBAN ungültig. Bitte Länderkennung, Prüfziffer und Kontonummer prüfen.',
      email_invalid: 'Bitte eine gültige E-Mail-Adresse eingeben.',
    } satisfies Record<FormProblem | SepaProblem | PaypalProblem, string>,
    state: {
      requires_action: 'Diese Zahlungsart wartet auf dich.',
      succeeded: 'Diese Zahlungsart ist gespeichert.',
      failed: 'Diese Zahlungsart konnte nicht gespeichert werden.',
      cancelled: 'Das Speichern wurde abgebrochen.',
    } satisfies Record<Setup['status'], string>,
    back: 'Zurück zum Portal',
  },
  en: {
    cardTitle: 'Save a card',
    cardIntro: `The card is saved for future payments to ${MERCHANT_NAME}. Nothing is charged now.`,
    saveCard: 'Save card',
    cardTest:
      'Test cards: 4242 4242 4242 4242 and 5555 5555 5555 4444 (saved), 4000 0000 0000 0002 (declined), 4000 0000 0000 9995 (insufficient funds), 4000 0000 0000 3220 (3-D Secure). Any future expiry date, any three-digit security code.',
    challengeTitle: 'Confirm the card with your bank',
    challengeText: (card: CardDetails) =>
      `Your bank wants to be sure it is you: save ${card.brand} •••• ${card.last4} for ${MERCHANT_NAME}.`,
    challengeSandbox: 'In the test environment you choose how your bank decides.',
    confirm: 'Confirm',
    reject: 'Decline',
    paypalTitle: 'Link your PayPal account',
    paypalIntro: `${MERCHANT_NAME} asks to collect future payments from your PayPal account (billing agreement). Nothing is charged now.`,
    paypalEmail: 'Your PayPal account’s e-mail address',
    approve: 'Agree and save',
    sepaTitle: 'SEPA direct debit mandate',
    accountHolder: 'Account holder',
    iban: 'IBAN',
    mandateText: `I authorise ${MERCHANT_NAME} to collect payments from my account by direct debit. At the same time I instruct my bank to honour the direct debits drawn on my account by ${MERCHANT_NAME}. Note: I can ask for a refund of a debited amount within eight weeks of the debit date, under the conditions agreed with my bank.`,
    creditor: 'Creditor identifier',
    mandateReference: 'Mandate reference',
    grantMandate: 'Grant mandate',
    sepaTest: `Test IBANs: DE89 3704 0044 0532 0130 00 (debits succeed), ${spaced(BOUNCING_TEST_IBAN)} (debits bounce).`,
    cancel: 'Cancel',
    problems: {
      ...paymentTexts.en.problems,
      holder_invalid: 'Please enter the name (2 to 70 characters).',
      iban_invalid: 'IBAN invalid. Please check the country code, check digits and account number.',
      email_invalid: 'Please enter a valid e-mail address.',
    },
    state: {
      requires_action: 'This payment method is waiting for you.',
      succeeded: 'This payment method is saved.',
      failed: 'This payment method could not be saved.',
      cancelled: 'Saving was cancelled.',
    },
    back: 'Back to the portal',
  },
} as const;

type Problem = FormProblem | SepaProblem | PaypalProblem;

/** Where the setup's forms post: its path with the page's language. */
export interface SetupPageContext {
  language: PageLanguage;
  /** `?locale=en` for English, empty for German. */
  query: string;
}

interface FieldOptions {
  name: string;
  label: string;
  attributes: string;
  problems: readonly Problem[];
  value?: string | null | undefined;
}

function field(
  context: SetupPageContext,
  shown: ReadonlySet<Problem>,
  { name, label, attributes, problems, value }: FieldOptions,
): string {
  const t = texts[context.language];
  const problem = problems.find((candidate) => shown.has(candidate));
  const errorId = `${name}-error`;
  return `<label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" ${attributes}${value ? ` value="${escapeHtml(value)}"` : ''}${
    problem ? ` aria-invalid="true" aria-describedby="${errorId}"` : ''
  }>${problem ? `<p class="field-error" id="${errorId}">${escapeHtml(t.problems[problem])}</p>` : ''}`;
}

function alertOf(context: SetupPageContext, problems: readonly Problem[]): string {
  if (problems.length === 0) return '';
  const t = texts[context.language];
  return `<p class="error" role="alert">${escapeHtml(problems.map((problem) => t.problems[problem]).join(' '))}</p>`;
}

const pathOf = (stored: StoredSetup) => `/setups/${encodeURIComponent(stored.setup.id)}`;

function cancelForm(stored: StoredSetup, context: SetupPageContext): string {
  return `<form method="post" action="${escapeHtml(`${pathOf(stored)}/cancel${context.query}`)}"><button type="submit" class="secondary">${escapeHtml(texts[context.language].cancel)}</button></form>`;
}

/** The card form; the card number and security code are never filled in again after a failed attempt. */
export function setupCardPage(
  stored: StoredSetup,
  context: SetupPageContext,
  options: { problems?: readonly FormProblem[]; values?: { expiry?: string; holder?: string } } = {},
): string {
  const t = texts[context.language];
  const labels = paymentTexts[context.language];
  const shown = new Set<Problem>(options.problems ?? []);
  const holder = options.values?.holder ?? stored.holderName;
  return layout(
    context.language,
    t.cardTitle,
    `<h1>${escapeHtml(t.cardTitle)}</h1>${alertOf(context, options.problems ?? [])}
<p>${escapeHtml(t.cardIntro)}</p>
<form method="post" action="${escapeHtml(`${pathOf(stored)}/card${context.query}`)}" novalidate>
${field(context, shown, { name: 'number', label: labels.cardNumber, attributes: 'inputmode="numeric" autocomplete="cc-number" maxlength="23" required', problems: ['number_invalid', 'brand_unsupported'] })}
<div class="row"><div>${field(context, shown, {
      name: 'expiry',
      label: labels.expiry,
      attributes: `inputmode="numeric" autocomplete="cc-exp" placeholder="${escapeHtml(labels.expiryPlaceholder)}" maxlength="7" required`,
      problems: ['expiry_invalid', 'expired'],
      value: options.values?.expiry,
    })}</div><div>${field(context, shown, { name: 'cvc', label: labels.cvc, attributes: 'inputmode="numeric" autocomplete="cc-csc" maxlength="4" required', problems: ['cvc_invalid'] })}</div></div>
${field(context, shown, { name: 'holder', label: labels.holder, attributes: 'autocomplete="cc-name" maxlength="70" required', problems: ['holder_invalid'], value: holder })}
<button type="submit">${escapeHtml(t.saveCard)}</button></form>
${cancelForm(stored, context)}
<p class="small">${escapeHtml(t.cardTest)}</p>`,
  );
}

/** The bank's 3-D Secure challenge for the card being saved; in the sandbox the person decides. */
export function setupChallengePage(stored: StoredSetup, card: CardDetails, context: SetupPageContext): string {
  const t = texts[context.language];
  return layout(
    context.language,
    t.challengeTitle,
    `<h1>${escapeHtml(t.challengeTitle)}</h1>
<p>${escapeHtml(t.challengeText(card))}</p>
<p class="small">${escapeHtml(t.challengeSandbox)}</p>
<form method="post" action="${escapeHtml(`${pathOf(stored)}/card/challenge${context.query}`)}">
<button type="submit" name="decision" value="confirm">${escapeHtml(t.confirm)}</button>
<button type="submit" name="decision" value="reject" class="secondary">${escapeHtml(t.reject)}</button></form>`,
  );
}

/** The PayPal billing agreement: the account's e-mail address (filled in when the portal knows it). */
export function setupPaypalPage(
  stored: StoredSetup,
  context: SetupPageContext,
  options: { problems?: readonly PaypalProblem[]; email?: string } = {},
): string {
  const t = texts[context.language];
  const shown = new Set<Problem>(options.problems ?? []);
  return layout(
    context.language,
    t.paypalTitle,
    `<h1>${escapeHtml(t.paypalTitle)}</h1>${alertOf(context, options.problems ?? [])}
<p>${escapeHtml(t.paypalIntro)}</p>
<form method="post" action="${escapeHtml(`${pathOf(stored)}/paypal/approve${context.query}`)}" novalidate>
${field(context, shown, { name: 'email', label: t.paypalEmail, attributes: 'type="email" autocomplete="email" maxlength="254" required', problems: ['email_invalid'], value: options.email ?? stored.email })}
<button type="submit">${escapeHtml(t.approve)}</button></form>
${cancelForm(stored, context)}`,
  );
}

/** The SEPA mandate: account holder and IBAN, the mandate's text, creditor identifier and reference. */
export function setupSepaPage(
  stored: StoredSetup,
  context: SetupPageContext,
  options: { problems?: readonly SepaProblem[]; values?: { accountHolder?: string; iban?: string } } = {},
): string {
  const t = texts[context.language];
  const shown = new Set<Problem>(options.problems ?? []);
  return layout(
    context.language,
    t.sepaTitle,
    `<h1>${escapeHtml(t.sepaTitle)}</h1>${alertOf(context, options.problems ?? [])}
<form method="post" action="${escapeHtml(`${pathOf(stored)}/sepa${context.query}`)}" novalidate>
${field(context, shown, { name: 'accountHolder', label: t.accountHolder, attributes: 'autocomplete="name" maxlength="70" required', problems: ['holder_invalid'], value: options.values?.accountHolder ?? stored.holderName })}
${field(context, shown, { name: 'iban', label: t.iban, attributes: 'autocomplete="off" spellcheck="false" maxlength="42" required', problems: ['iban_invalid'], value: options.values?.iban })}
<p>${escapeHtml(t.mandateText)}</p>
<dl><dt>${escapeHtml(t.creditor)}</dt><dd>${CREDITOR_ID}</dd>
<dt>${escapeHtml(t.mandateReference)}</dt><dd>${escapeHtml(stored.setup.id)}</dd></dl>
<button type="submit">${escapeHtml(t.grantMandate)}</button></form>
${cancelForm(stored, context)}
<p class="small">${escapeHtml(t.sepaTest)}</p>`,
  );
}

/** A setup that has ended (a second visit, the back button), with the way back to the portal. */
export function setupStatePage(stored: StoredSetup, context: SetupPageContext): string {
  const t = texts[context.language];
  const { status } = stored.setup;
  const back = status === 'cancelled' ? stored.cancelUrl : stored.returnUrl;
  return layout(
    context.language,
    t.state[status],
    `<h1 role="status">${escapeHtml(t.state[status])}</h1>
<a class="button" href="${escapeHtml(back)}">${escapeHtml(t.back)}</a>`,
  );
}

function spaced(iban: string): string {
  return iban.replace(/(.{4})/g, '$1 ').trim();
}
