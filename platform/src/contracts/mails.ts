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

const dateTime = {
  de: new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Berlin' }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Berlin' }),
};

const changeTexts = {
  de: {
    terminationSubject: (contract: string) => `Eingangsbestätigung deiner Kündigung: ${contract}`,
    termination: 'wir haben deine Kündigung erhalten und bestätigen sie hiermit.',
    contract: 'Vertrag',
    number: 'Vertragsnummer',
    subscriber: 'Vertragsinhaber/in',
    received: 'Kündigung eingegangen am',
    endsOn: 'Der Vertrag endet zum',
    reason: 'Angegebener Grund',
    seat: 'Platz',
    terminationKept: 'Bewahre diese Mail als Nachweis deiner Kündigung auf.',
    renewalSubject: (season: string) => `Deine Dauerkarten für die Saison ${season} sind verlängert`,
    renewal: (season: string) => `du hast die Verlängerung deiner Verträge für die Saison ${season} bestätigt:`,
    priceClass: 'Preisklasse',
    price: 'Preis',
    confirmedAt: 'Bestätigt am',
    contractLink: 'Deine Verträge findest du in deinem Konto:',
  },
  en: {
    terminationSubject: (contract: string) => `Confirmation of receipt of your cancellation: ${contract}`,
    termination: 'we have received your cancellation and hereby confirm it.',
    contract: 'Contract',
    number: 'Contract number',
    subscriber: 'Subscriber',
    received: 'Cancellation received on',
    endsOn: 'The contract ends on',
    reason: 'Reason given',
    seat: 'Seat',
    terminationKept: 'Keep this mail as proof of your cancellation.',
    renewalSubject: (season: string) => `Your season tickets for the ${season} season are renewed`,
    renewal: (season: string) => `you have confirmed the renewal of your contracts for the ${season} season:`,
    priceClass: 'Price class',
    price: 'Price',
    confirmedAt: 'Confirmed on',
    contractLink: 'Your contracts are in your account:',
  },
} as const;

const euros = {
  de: new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }),
  en: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }),
};

/** A contract as its mails name it, in the mail's language. */
export interface MailedContract {
  id: number;
  name: string;
  seat: string | null;
  priceClass: string | null;
  priceMinor: number | null;
}

/**
 * The confirmation of an online cancellation, sent at once (German law, § 312k BGB, asks for it in text
 * form): what was cancelled, by whom, when the cancellation was received and when the contract ends.
 */
export function terminationConfirmationMail(input: {
  to: string;
  firstName: string;
  lastName: string;
  language: 'de' | 'en';
  contract: MailedContract;
  receivedAt: Date;
  endsOn: Date;
  reason: string | null;
  link: string;
}): OutgoingMail {
  const text = { ...texts[input.language], ...changeTexts[input.language] };
  return {
    to: input.to,
    subject: text.terminationSubject(input.contract.name),
    text: [
      text.greeting(input.firstName),
      '',
      text.termination,
      '',
      `${text.contract}: ${input.contract.name}`,
      `${text.number}: ${input.contract.id}`,
      ...(input.contract.seat ? [`${text.seat}: ${input.contract.seat}`] : []),
      `${text.subscriber}: ${input.firstName} ${input.lastName}`,
      `${text.received}: ${dateTime[input.language].format(input.receivedAt)}`,
      `${text.endsOn}: ${dateOnly[input.language].format(input.endsOn)}`,
      ...(input.reason ? [`${text.reason}: ${input.reason}`] : []),
      '',
      text.terminationKept,
      '',
      text.contractLink,
      input.link,
      '',
      text.closing,
    ].join('\n'),
  };
}

/** The confirmation that the person renewed their contracts for the coming season, with what each costs. */
export function renewalConfirmationMail(input: {
  to: string;
  firstName: string;
  language: 'de' | 'en';
  season: number;
  contracts: MailedContract[];
  confirmedAt: Date;
  link: string;
}): OutgoingMail {
  const text = { ...texts[input.language], ...changeTexts[input.language] };
  const season = seasonLabel(input.season);
  return {
    to: input.to,
    subject: text.renewalSubject(season),
    text: [
      text.greeting(input.firstName),
      '',
      text.renewal(season),
      '',
      ...input.contracts.flatMap((contract) => [
        `${contract.name} (${text.number} ${contract.id})`,
        ...(contract.seat ? [`  ${text.seat}: ${contract.seat}`] : []),
        ...(contract.priceClass ? [`  ${text.priceClass}: ${contract.priceClass}`] : []),
        ...(contract.priceMinor !== null
          ? [`  ${text.price}: ${euros[input.language].format(contract.priceMinor / 100)}`]
          : []),
      ]),
      '',
      `${text.confirmedAt}: ${dateTime[input.language].format(input.confirmedAt)}`,
      '',
      text.contractLink,
      input.link,
      '',
      text.closing,
    ].join('\n'),
  };
}
