import type { OutgoingMail } from '../mail/mailer.ts';

const dateTime = {
  de: new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' }),
};
const dateOnly = {
  de: new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }),
};

const texts = {
  de: {
    subject: (sender: string) => `${sender} möchte dir ein Ticket weitergeben`,
    greeting: (name: string) => `Hallo ${name},`,
    offer: (sender: string) => `${sender} möchte dir dieses Ticket weitergeben:`,
    season: (season: number) => `Dauerkarte Saison ${season}/${String(season + 1).slice(2)}`,
    place: (block: string, row: string | null, seat: string | null) =>
      `Block ${block}${row ? `, Reihe ${row}` : ''}${seat ? `, Platz ${seat}` : ''}`,
    tbd: 'Anstoß noch offen',
    action: 'Annehmen oder ablehnen kannst du es in deinem Konto:',
    closing: 'Sportliche Grüße\nSC Südstadt 1899',
  },
  en: {
    subject: (sender: string) => `${sender} wants to pass a ticket on to you`,
    greeting: (name: string) => `Hello ${name},`,
    offer: (sender: string) => `${sender} wants to pass this ticket on to you:`,
    season: (season: number) => `Season ticket ${season}/${String(season + 1).slice(2)}`,
    place: (block: string, row: string | null, seat: string | null) =>
      `Block ${block}${row ? `, row ${row}` : ''}${seat ? `, seat ${seat}` : ''}`,
    tbd: 'kick-off to be confirmed',
    action: 'Accept or decline it in your account:',
    closing: 'Best regards\nSC Südstadt 1899',
  },
} as const;

/** The mail that tells the recipient of a transfer about it, in their profile language, with the link. */
export function transferOfferMail(input: {
  to: string;
  firstName: string;
  language: 'de' | 'en';
  sender: string;
  ticket: {
    event: { name: string; kickoff: string | null; kickoffDate: string } | null;
    season: number | null;
    block: string;
    row: string | null;
    seat: string | null;
  };
  link: string;
}): OutgoingMail {
  const text = texts[input.language];
  const { event, season, block, row, seat } = input.ticket;
  const what = event
    ? `${event.name}, ${
        event.kickoff
          ? dateTime[input.language].format(new Date(event.kickoff))
          : `${dateOnly[input.language].format(new Date(event.kickoffDate))} (${text.tbd})`
      }`
    : text.season(season ?? 0);
  return {
    to: input.to,
    subject: text.subject(input.sender),
    text: [
      text.greeting(input.firstName),
      '',
      text.offer(input.sender),
      `  ${what}`,
      `  ${text.place(block, row, seat)}`,
      '',
      text.action,
      input.link,
      '',
      text.closing,
    ].join('\n'),
  };
}
