import type { OutgoingMail } from '../mail/mailer.ts';

/** What a subscription mail is about. */
export type SubscriptionMailEvent = 'confirmed' | 'renewed' | 'renewalFailed' | 'paymentFailed' | 'cancelled';

export type SubscriptionMailLanguage = 'de' | 'en' | 'ja';

const euros = {
  de: new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }),
  en: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }),
  ja: new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'EUR' }),
};
const dates = {
  de: new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }),
  ja: new Intl.DateTimeFormat('ja-JP', { dateStyle: 'long', timeZone: 'UTC' }),
};

const texts = {
  de: {
    subject: {
      confirmed: (plan: string) => `Dein ${plan} ist gebucht`,
      renewed: (plan: string) => `Dein ${plan} wurde verlängert`,
      renewalFailed: (plan: string) => `Dein ${plan} konnte nicht verlängert werden`,
      paymentFailed: (plan: string) => `Die Zahlung für dein ${plan} ist fehlgeschlagen`,
      cancelled: (plan: string) => `Dein ${plan} ist gekündigt`,
    } satisfies Record<SubscriptionMailEvent, (plan: string) => string>,
    greeting: (name: string) => `Hallo ${name},`,
    body: {
      confirmed: (plan: string, amount: string, until: string) =>
        `vielen Dank! Dein ${plan} läuft ab sofort: Alle Videos von Südstadt TV siehst du in voller Länge. ` +
        `Wir haben ${amount} abgebucht; das Abo verlängert sich am ${until}, wenn du es nicht vorher kündigst.`,
      renewed: (plan: string, amount: string, until: string) =>
        `dein ${plan} wurde verlängert und ${amount} abgebucht. Es läuft jetzt bis zum ${until}.`,
      renewalFailed: (plan: string, amount: string, until: string) =>
        `die Zahlung von ${amount} für die Verlängerung deines ${plan} wurde abgelehnt. Du siehst die Videos ` +
        `noch bis zum ${until}; danach endet das Abo. Schließ es mit einer anderen Zahlungsart neu ab, ` +
        'um weiterzuschauen.',
      paymentFailed: (plan: string, amount: string) =>
        `die Lastschrift von ${amount} für dein ${plan} ist zurückgegangen, das Abo ist deshalb beendet. ` +
        'Schließ es mit einer anderen Zahlungsart neu ab, um weiterzuschauen.',
      cancelled: (plan: string, _amount: string, until: string) =>
        `wir haben die Kündigung deines ${plan} erhalten. Du siehst alle Videos weiter bis zum ${until}; ` +
        'danach endet das Abo, es wird nichts mehr abgebucht.',
    } satisfies Record<SubscriptionMailEvent, (plan: string, amount: string, until: string) => string>,
    account: 'Dein Abo in deinem Konto:',
    closing: 'Sportliche Grüße\nSC Südstadt 1899',
  },
  en: {
    subject: {
      confirmed: (plan: string) => `Your ${plan} subscription is booked`,
      renewed: (plan: string) => `Your ${plan} subscription has been renewed`,
      renewalFailed: (plan: string) => `Your ${plan} subscription could not be renewed`,
      paymentFailed: (plan: string) => `The payment for your ${plan} subscription failed`,
      cancelled: (plan: string) => `Your ${plan} subscription is cancelled`,
    },
    greeting: (name: string) => `Hello ${name},`,
    body: {
      confirmed: (plan: string, amount: string, until: string) =>
        `thank you! Your ${plan} subscription starts now: you watch every Südstadt TV video in full length. ` +
        `We charged ${amount}; the subscription renews on ${until} unless you cancel it before.`,
      renewed: (plan: string, amount: string, until: string) =>
        `your ${plan} subscription has been renewed and ${amount} charged. It now runs until ${until}.`,
      renewalFailed: (plan: string, amount: string, until: string) =>
        `the payment of ${amount} to renew your ${plan} subscription was declined. You can watch the videos ` +
        `until ${until}; then the subscription ends. Subscribe again with another payment method to keep watching.`,
      paymentFailed: (plan: string, amount: string) =>
        `the direct debit of ${amount} for your ${plan} subscription bounced, so the subscription has ended. ` +
        'Subscribe again with another payment method to keep watching.',
      cancelled: (plan: string, _amount: string, until: string) =>
        `we have received the cancellation of your ${plan} subscription. You keep watching every video until ` +
        `${until}; then the subscription ends and nothing more is charged.`,
    },
    account: 'Your subscription in your account:',
    closing: 'Best regards\nSC Südstadt 1899',
  },
  ja: {
    subject: {
      confirmed: (plan: string) => `${plan}のお申し込みが完了しました`,
      renewed: (plan: string) => `${plan}が更新されました`,
      renewalFailed: (plan: string) => `${plan}を更新できませんでした`,
      paymentFailed: (plan: string) => `${plan}のお支払いに失敗しました`,
      cancelled: (plan: string) => `${plan}の解約を受け付けました`,
    },
    greeting: (name: string) => `${name}様`,
    body: {
      confirmed: (plan: string, amount: string, until: string) =>
        `ありがとうございます。${plan}は本日から有効です。Südstadt TVのすべての動画を最後までご覧いただけます。` +
        `${amount}をお支払いいただきました。解約されない限り、${until}に自動更新されます。`,
      renewed: (plan: string, amount: string, until: string) =>
        `${plan}が更新され、${amount}をお支払いいただきました。有効期限は${until}です。`,
      renewalFailed: (plan: string, amount: string, until: string) =>
        `${plan}の更新のための${amount}のお支払いが拒否されました。${until}までは動画をご覧いただけますが、` +
        'その後プランは終了します。引き続きご覧になるには、別のお支払い方法で再度お申し込みください。',
      paymentFailed: (plan: string, amount: string) =>
        `${plan}の口座引き落とし（${amount}）ができなかったため、プランは終了しました。` +
        '引き続きご覧になるには、別のお支払い方法で再度お申し込みください。',
      cancelled: (plan: string, _amount: string, until: string) =>
        `${plan}の解約を受け付けました。${until}まではすべての動画をご覧いただけます。その後プランは終了し、` +
        '以降の請求はありません。',
    },
    account: 'アカウントでプランを確認する:',
    closing: 'SC Südstadt 1899',
  },
} as const;

/**
 * A mail about a person's Club TV subscription in the language they subscribed in. `until` is the day the
 * mail is about: the next renewal (booked, renewed) or the last day it plays (cancelled, renewal failed).
 */
export function subscriptionMailOf(event: SubscriptionMailEvent, input: SubscriptionMailInput): OutgoingMail {
  const t = texts[input.language];
  const amount = euros[input.language].format(input.amountMinor / 100);
  const until = dates[input.language].format(new Date(`${input.until}T00:00:00Z`));
  return {
    to: input.to,
    subject: t.subject[event](input.plan),
    text: [
      t.greeting(input.firstName),
      '',
      t.body[event](input.plan, amount, until),
      '',
      t.account,
      input.link,
      '',
      t.closing,
    ].join('\n'),
  };
}

/** Subscribed: the first period is paid, it renews on `until`. */
export function subscriptionConfirmedMail(input: SubscriptionMailInput): OutgoingMail {
  return subscriptionMailOf('confirmed', input);
}

/** Renewed: the next period is paid, it renews again on `until`. */
export function subscriptionRenewedMail(input: SubscriptionMailInput): OutgoingMail {
  return subscriptionMailOf('renewed', input);
}

/** The renewal's payment was declined: it plays until `until`, then ends. */
export function subscriptionRenewalFailedMail(input: SubscriptionMailInput): OutgoingMail {
  return subscriptionMailOf('renewalFailed', input);
}

/** The first period's SEPA debit bounced: it has ended. */
export function subscriptionPaymentFailedMail(input: SubscriptionMailInput): OutgoingMail {
  return subscriptionMailOf('paymentFailed', input);
}

/** Cancelled: it plays until `until`, then ends. */
export function subscriptionCancelledMail(input: SubscriptionMailInput): OutgoingMail {
  return subscriptionMailOf('cancelled', input);
}

export interface SubscriptionMailInput {
  to: string;
  firstName: string;
  language: SubscriptionMailLanguage;
  plan: string;
  amountMinor: number;
  until: string;
  link: string;
}
