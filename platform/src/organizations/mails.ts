import type { OutgoingMail } from '../mail/mailer.ts';

const dates = {
  de: new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'Europe/Berlin' }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/Berlin' }),
};

/**
 * The invitation into a fan club or company, in the invited person's profile language. An address without
 * an account (`firstName` null) gets it in the inviting admin's language, with the way through sign-up: the
 * link leads to the invitation, which asks to sign in, and the sign-in page offers to create the account
 * (with this address, so the invitation finds it once the address is confirmed).
 */
export function invitationMail(input: {
  to: string;
  firstName: string | null;
  language: 'de' | 'en';
  organization: string;
  expiresAt: Date;
  link: string;
}): OutgoingMail {
  const until = dates[input.language].format(input.expiresAt);
  const de = input.language === 'de';
  const name = input.firstName === null ? '' : ` ${input.firstName}`;
  const answer =
    input.firstName !== null
      ? de
        ? `Annehmen oder ablehnen kannst du die Einladung bis zum ${until} hier:`
        : `Accept or decline the invitation by ${until} here:`
      : de
        ? `Für ${input.to} gibt es noch kein Konto beim SC Südstadt 1899. Öffne den Link, wähle bei der Anmeldung „Konto erstellen“ und registriere dich mit dieser E-Mail-Adresse. Sobald du sie bestätigt hast, wartet die Einladung in deinem Konto; annehmen oder ablehnen kannst du sie bis zum ${until}:`
        : `There is no SC Südstadt 1899 account for ${input.to} yet. Open the link, choose “Create an account” when asked to sign in, and register with this e-mail address. Once you have confirmed it, the invitation is waiting in your account; accept or decline it by ${until}:`;
  return {
    to: input.to,
    subject: de ? `Einladung: ${input.organization}` : `Invitation: ${input.organization}`,
    text: [
      de ? `Hallo${name},` : `Hello${name},`,
      '',
      de
        ? `du bist eingeladen, Mitglied bei „${input.organization}“ zu werden.`
        : `you are invited to become a member of “${input.organization}”.`,
      answer,
      input.link,
      '',
      'SC Südstadt 1899',
    ].join('\n'),
  };
}

/** The mail that tells a member another admin made them an admin of the club, or that they no longer are one. */
export function roleChangeMail(input: {
  to: string;
  firstName: string;
  language: 'de' | 'en';
  organization: string;
  isAdmin: boolean;
  link: string;
}): OutgoingMail {
  const de = input.language === 'de';
  const body = input.isAdmin
    ? de
      ? [`du bist jetzt Admin von „${input.organization}“: du verwaltest die Mitglieder und handelst für den Club.`]
      : [`you are now an admin of “${input.organization}”: you manage its members and act for the club.`]
    : de
      ? [`du bist nicht mehr Admin von „${input.organization}“; Mitglied bleibst du.`]
      : [`you are no longer an admin of “${input.organization}”; you remain a member.`];
  return {
    to: input.to,
    subject: input.isAdmin
      ? de
        ? `Du bist jetzt Admin: ${input.organization}`
        : `You are now an admin: ${input.organization}`
      : de
        ? `Du bist nicht mehr Admin: ${input.organization}`
        : `You are no longer an admin: ${input.organization}`,
    text: [
      de ? `Hallo ${input.firstName},` : `Hello ${input.firstName},`,
      '',
      ...body,
      ...(input.isAdmin ? [de ? 'Zur Verwaltung des Clubs:' : 'To the club’s administration:', input.link] : []),
      '',
      'SC Südstadt 1899',
    ].join('\n'),
  };
}
