import type { OutgoingMail } from '../mail/mailer.ts';

/** The link that confirms a new e-mail address belongs to the account, in the person's profile language. */
export function emailConfirmationMail(input: {
  to: string;
  firstName: string;
  language: 'de' | 'en';
  link: string;
}): OutgoingMail {
  const { to, firstName: name, link } = input;
  return input.language === 'de'
    ? {
        to,
        subject: 'Bitte bestätige deine E-Mail-Adresse',
        text:
          `Hallo ${name},\n\nbitte bestätige, dass ${to} zu deinem Konto gehört:\n${link}\n\n` +
          `Der Link gilt 7 Tage. Hast du die Adresse nicht hinzugefügt, ignoriere diese Mail.\n\nSC Südstadt 1899`,
      }
    : {
        to,
        subject: 'Please confirm your e-mail address',
        text:
          `Hello ${name},\n\nplease confirm that ${to} belongs to your account:\n${link}\n\n` +
          `The link works for 7 days. If you did not add this address, ignore this mail.\n\nSC Südstadt 1899`,
      };
}

/** The receipt of a request to delete the account, in the person's profile language. */
export function deletionRequestMail(input: { to: string; firstName: string; language: 'de' | 'en' }): OutgoingMail {
  const { to, firstName: name } = input;
  return input.language === 'de'
    ? {
        to,
        subject: 'Dein Antrag auf Löschung deines Kontos',
        text:
          `Hallo ${name},\n\nwir haben deinen Antrag erhalten, dein Konto zu löschen. Unser Support ` +
          `löscht es innerhalb von 30 Tagen und bestätigt dir die Löschung. Hast du den Antrag nicht gestellt, ` +
          `melde dich bitte beim Support (Montag bis Freitag, 9:00 bis 17:00 Uhr).\n\nSC Südstadt 1899`,
      }
    : {
        to,
        subject: 'Your request to delete your account',
        text:
          `Hello ${name},\n\nwe have received your request to delete your account. Our support team ` +
          `deletes it within 30 days and confirms the deletion. If you did not make this request, please contact ` +
          `support (Monday to Friday, 9:00 to 17:00).\n\nSC Südstadt 1899`,
      };
}
