import type { OutgoingMail } from '../mail/mailer.ts';

const dateOnly = {
  de: new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'Europe/Berlin' }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/Berlin' }),
};

const seasonLabel = (season: number) => `${season}/${String(season + 1).slice(2)}`;

const texts = {
  de: {
    greeting: (name: string) => `Hallo ${name},`,
    offerSubject: {
      Recipient: (subscriber: string) => `${subscriber} möchte dir eine Dauerkarte überlassen`,
      Subscriber: (subscriber: string) => `${subscriber} möchte dir einen Dauerkartenvertrag übertragen`,
    },
    offer: {
      Recipient: (subscriber: string, contract: string, season: number) =>
        `${subscriber} möchte, dass du ab der Saison ${seasonLabel(season)} die Dauerkarte „${contract}“ nutzt.`,
      Subscriber: (subscriber: string, contract: string, season: number) =>
        `${subscriber} möchte dir den Vertrag „${contract}“ ab der Saison ${seasonLabel(season)} übertragen: ` +
        'du wirst Vertragsinhaber, zahlst die Dauerkarte und nutzt sie.',
    },
    action: (until: string) => `Annehmen oder ablehnen kannst du bis zum ${until} über diesen Link:`,
    answeredSubject: (person: string, accepted: boolean) =>
      accepted ? `${person} hat angenommen` : `${person} hat abgelehnt`,
    answered: {
      Recipient: (person: string, contract: string, accepted: boolean) =>
        accepted
          ? `${person} nutzt ab der nächsten Saison deine Dauerkarte „${contract}“.`
          : `${person} möchte deine Dauerkarte „${contract}“ nicht nutzen.`,
      Subscriber: (person: string, contract: string, accepted: boolean) =>
        accepted
          ? `${person} übernimmt ab der nächsten Saison deinen Vertrag „${contract}“.`
          : `${person} möchte deinen Vertrag „${contract}“ nicht übernehmen.`,
    },
    reason: (reason: string) => `Begründung: ${reason}`,
    contractLink: 'Deinen Vertrag findest du in deinem Konto:',
    closing: 'Sportliche Grüße\nSC Südstadt 1899',
  },
  en: {
    greeting: (name: string) => `Hello ${name},`,
    offerSubject: {
      Recipient: (subscriber: string) => `${subscriber} wants to let you use a season ticket`,
      Subscriber: (subscriber: string) => `${subscriber} wants to transfer a season-ticket contract to you`,
    },
    offer: {
      Recipient: (subscriber: string, contract: string, season: number) =>
        `${subscriber} would like you to use the season ticket “${contract}” from the ${seasonLabel(season)} season.`,
      Subscriber: (subscriber: string, contract: string, season: number) =>
        `${subscriber} would like to transfer the contract “${contract}” to you from the ${seasonLabel(season)} ` +
        'season: you become its subscriber, pay for the season ticket and use it.',
    },
    action: (until: string) => `Accept or decline by ${until} with this link:`,
    answeredSubject: (person: string, accepted: boolean) =>
      accepted ? `${person} has accepted` : `${person} has declined`,
    answered: {
      Recipient: (person: string, contract: string, accepted: boolean) =>
        accepted
          ? `${person} will use your season ticket “${contract}” from next season.`
          : `${person} does not want to use your season ticket “${contract}”.`,
      Subscriber: (person: string, contract: string, accepted: boolean) =>
        accepted
          ? `${person} takes over your contract “${contract}” from next season.`
          : `${person} does not want to take over your contract “${contract}”.`,
    },
    reason: (reason: string) => `Reason: ${reason}`,
    contractLink: 'Your contract is in your account:',
    closing: 'Best regards\nSC Südstadt 1899',
  },
} as const;

/** The mail that offers a contract's ticket or the contract itself to a person, with the expiring link. */
export function transferOfferMail(input: {
  kind: 'Recipient' | 'Subscriber';
  to: string;
  firstName: string;
  language: 'de' | 'en';
  subscriber: string;
  contract: string;
  season: number;
  expiresAt: Date;
  link: string;
}): OutgoingMail {
  const text = texts[input.language];
  return {
    to: input.to,
    subject: text.offerSubject[input.kind](input.subscriber),
    text: [
      text.greeting(input.firstName),
      '',
      text.offer[input.kind](input.subscriber, input.contract, input.season),
      '',
      text.action(dateOnly[input.language].format(input.expiresAt)),
      input.link,
      '',
      text.closing,
    ].join('\n'),
  };
}

/** The mail that tells the subscriber how the person answered their transfer. */
export function transferAnsweredMail(input: {
  kind: 'Recipient' | 'Subscriber';
  to: string;
  firstName: string;
  language: 'de' | 'en';
  person: string;
  accepted: boolean;
  reason: string | null;
  contract: string;
  link: string;
}): OutgoingMail {
  const text = texts[input.language];
  return {
    to: input.to,
    subject: text.answeredSubject(input.person, input.accepted),
    text: [
      text.greeting(input.firstName),
      '',
      text.answered[input.kind](input.person, input.contract, input.accepted),
      ...(input.reason ? [text.reason(input.reason)] : []),
      '',
      text.contractLink,
      input.link,
      '',
      text.closing,
    ].join('\n'),
  };
}
