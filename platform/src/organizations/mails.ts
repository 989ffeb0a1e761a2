import type { OutgoingMail } from '../mail/mailer.ts';

const dates = {
  de: new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'Europe/Berlin' }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/Berlin' }),
};

/** The invitation into a fan club or company, in the invited person's profile language. */
export function invitationMail(input: {
  to: string;
  firstName: string;
  language: 'de' | 'en';
  organization: string;
  expiresAt: Date;
  link: string;
}): OutgoingMail {
  const until = dates[input.language].format(input.expiresAt);
  const de = input.language === 'de';
  return {
    to: input.to,
    subject: de ? `Einladung: ${input.organization}` : `Invitation: ${input.organization}`,
    text: [
      de ? `Hallo ${input.firstName},` : `Hello ${input.firstName},`,
      '',
      de
        ? `du bist eingeladen, Mitglied bei „${input.organization}“ zu werden.`
        : `you are invited to become a member of “${input.organization}”.`,
      de
        ? `Annehmen oder ablehnen kannst du die Einladung bis zum ${until} hier:`
        : `Accept or decline the invitation by ${until} here:`,
      input.link,
      '',
      'SC Südstadt 1899',
    ].join('\n'),
  };
}
