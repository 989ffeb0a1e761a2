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
    answeredSubject: (who: string, accepted: boolean) =>
      accepted ? `${who} hat dein Ticket angenommen` : `${who} hat dein Ticket abgelehnt`,
    accepted: (who: string) =>
      `${who} hat dieses Ticket angenommen; es ist jetzt in ihrem oder seinem Wallet und dein Barcode gilt nicht mehr:`,
    declined: (who: string) => `${who} möchte dieses Ticket nicht; es bleibt in deinem Wallet:`,
    reason: (reason: string) => `Begründung: ${reason}`,
    transfers: 'Deine Weitergaben:',
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
    answeredSubject: (who: string, accepted: boolean) =>
      accepted ? `${who} has accepted your ticket` : `${who} has declined your ticket`,
    accepted: (who: string) =>
      `${who} has accepted this ticket; it is in their wallet now and your barcode no longer admits:`,
    declined: (who: string) => `${who} does not want this ticket; it stays in your wallet:`,
    reason: (reason: string) => `Reason: ${reason}`,
    transfers: 'Your transfers:',
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
  const [what, place] = describeTicket(input.ticket, input.language);
  return {
    to: input.to,
    subject: text.subject(input.sender),
    text: [
      text.greeting(input.firstName),
      '',
      text.offer(input.sender),
      `  ${what}`,
      `  ${place}`,
      '',
      text.action,
      input.link,
      '',
      text.closing,
    ].join('\n'),
  };
}

/** A mailed ticket: what it admits to (a match and its kick-off, or a season), and where. */
type MailedTicket = Parameters<typeof transferOfferMail>[0]['ticket'];

function describeTicket(ticket: MailedTicket, language: 'de' | 'en'): [string, string] {
  const text = texts[language];
  const { event, season, block, row, seat } = ticket;
  const what = event
    ? `${event.name}, ${
        event.kickoff
          ? dateTime[language].format(new Date(event.kickoff))
          : `${dateOnly[language].format(new Date(event.kickoffDate))} (${text.tbd})`
      }`
    : text.season(season ?? 0);
  return [what, text.place(block, row, seat)];
}

/**
 * The sender's mail once the recipient answered: accepted (by whom; the sender's barcode no longer admits)
 * or declined (by the address it went to, with the reason; the ticket stays), in the sender's language.
 */
export function transferAnsweredMail(input: {
  to: string;
  firstName: string;
  language: 'de' | 'en';
  /** Who answered: the recipient's name once accepted, the address it went to when declined. */
  who: string;
  accepted: boolean;
  reason: string | null;
  ticket: MailedTicket;
  link: string;
}): OutgoingMail {
  const text = texts[input.language];
  const [what, place] = describeTicket(input.ticket, input.language);
  return {
    to: input.to,
    subject: text.answeredSubject(input.who, input.accepted),
    text: [
      text.greeting(input.firstName),
      '',
      input.accepted ? text.accepted(input.who) : text.declined(input.who),
      `  ${what}`,
      `  ${place}`,
      ...(input.reason ? ['', text.reason(input.reason)] : []),
      '',
      text.transfers,
      input.link,
      '',
      text.closing,
    ].join('\n'),
  };
}
