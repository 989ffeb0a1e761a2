import type { OutgoingMail } from '../mail/mailer.ts';

/**
 * The OpenID provider's mails, in the person's language: a new account's confirmation link, the note to an address
 * that already has an account, and a password reset link. Links lead to the provider's own pages (links.ts).
 */

/** The link that confirms a new account's e-mail address; the account signs in once it is confirmed. */
export function registrationConfirmationMail(input: {
  to: string;
  firstName: string;
  language: 'de' | 'en';
  link: string;
}): OutgoingMail {
  const { to, firstName: name, link } = input;
  return input.language === 'de'
    ? {
        to,
        subject: 'Willkommen beim SC Südstadt 1899 – bitte bestätige deine E-Mail-Adresse',
        text:
          `Hallo ${name},\n\nschön, dass du dabei bist! Bitte bestätige deine E-Mail-Adresse, damit du dich ` +
          `anmelden kannst:\n${link}\n\nDer Link gilt 24 Stunden und nur einmal. Hast du dich nicht registriert, ` +
          `ignoriere diese Mail: ohne Bestätigung bleibt das Konto gesperrt.\n\nSC Südstadt 1899`,
      }
    : {
        to,
        subject: 'Welcome to SC Südstadt 1899 – please confirm your e-mail address',
        text:
          `Hello ${name},\n\ngood to have you with us! Please confirm your e-mail address so that you can sign ` +
          `in:\n${link}\n\nThe link works once, for 24 hours. If you did not register, ignore this mail: without ` +
          `confirmation the account stays locked.\n\nSC Südstadt 1899`,
      };
}

/**
 * The note to an address someone tried to register with although it has an account already: the registration
 * page answers as for a new one (nobody learns which addresses have accounts), the owner learns it here. With a
 * password reset link, unless the address is not yet confirmed for that account.
 */
export function existingAccountMail(input: {
  to: string;
  firstName: string;
  language: 'de' | 'en';
  link?: string | undefined;
}): OutgoingMail {
  const { to, firstName: name, link } = input;
  return input.language === 'de'
    ? {
        to,
        subject: 'Jemand wollte sich mit deiner E-Mail-Adresse registrieren',
        text:
          `Hallo ${name},\n\njemand, vielleicht du selbst, wollte gerade ein Konto mit der Adresse ${to} anlegen. ` +
          `Zu dieser Adresse gibt es schon ein Konto, deshalb wurde kein neues angelegt.\n\n` +
          (link
            ? `Melde dich einfach mit deinem Passwort an. Hast du es vergessen, lege hier ein neues fest (der Link ` +
              `gilt 1 Stunde und nur einmal):\n${link}\n\n`
            : `Melde dich einfach mit deinem Konto an.\n\n`) +
          `Warst du das nicht, musst du nichts tun: dein Konto bleibt, wie es ist.\n\nSC Südstadt 1899`,
      }
    : {
        to,
        subject: 'Someone tried to register with your e-mail address',
        text:
          `Hello ${name},\n\nsomeone, perhaps you, just tried to create an account with the address ${to}. ` +
          `There already is an account for this address, so no new one was created.\n\n` +
          (link
            ? `Just sign in with your password. If you have forgotten it, set a new one here (the link works ` +
              `once, for 1 hour):\n${link}\n\n`
            : `Just sign in with your account.\n\n`) +
          `If this was not you, there is nothing to do: your account stays as it is.\n\nSC Südstadt 1899`,
      };
}

/** The link to set a new password; setting one also confirms the address of an unconfirmed account. */
export function passwordResetMail(input: {
  to: string;
  firstName: string;
  language: 'de' | 'en';
  link: string;
}): OutgoingMail {
  const { to, firstName: name, link } = input;
  return input.language === 'de'
    ? {
        to,
        subject: 'Dein neues Passwort beim SC Südstadt 1899',
        text:
          `Hallo ${name},\n\ndu hast ein neues Passwort angefordert. Hier kannst du es festlegen:\n${link}\n\n` +
          `Der Link gilt 1 Stunde und nur einmal. Hast du kein neues Passwort angefordert, ignoriere diese Mail: ` +
          `dein Passwort bleibt, wie es ist.\n\nSC Südstadt 1899`,
      }
    : {
        to,
        subject: 'Your new password at SC Südstadt 1899',
        text:
          `Hello ${name},\n\nyou asked for a new password. You can set it here:\n${link}\n\nThe link works once, ` +
          `for 1 hour. If you did not ask for a new password, ignore this mail: your password stays as it is.` +
          `\n\nSC Südstadt 1899`,
      };
}
