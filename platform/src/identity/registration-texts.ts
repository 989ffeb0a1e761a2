import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type PasswordRule } from './passwords.ts';

/** The texts of the provider's registration and password pages (registration-pages.ts), German and English. */
export const NAME_MAX_LENGTH = 60;

const de = {
  registerTitle: 'Konto erstellen',
  registerHeading: 'Konto erstellen beim SC Südstadt 1899',
  registerIntro: 'Mit deinem Konto kaufst du im Fanshop, verwaltest Tickets und Verträge und liest deine Bestellungen.',
  firstName: 'Vorname',
  lastName: 'Nachname',
  email: 'E-Mail-Adresse',
  password: 'Passwort',
  passwordRepeat: 'Passwort wiederholen',
  newPassword: 'Neues Passwort',
  newPasswordRepeat: 'Neues Passwort wiederholen',
  passwordHint: `${PASSWORD_MIN_LENGTH} bis ${PASSWORD_MAX_LENGTH} Zeichen, mit Groß- und Kleinbuchstaben, einer Ziffer und einem Sonderzeichen.`,
  terms: 'Ich akzeptiere die Nutzungsbedingungen und habe die Datenschutzhinweise des SC Südstadt 1899 gelesen.',
  required: '(Pflichtangabe)',
  newsletter: 'Ja, schickt mir den Newsletter „Club kompakt“ per E-Mail. Abbestellen kann ich ihn jederzeit.',
  registerSubmit: 'Konto erstellen',
  haveAccount: 'Schon ein Konto?',
  toSignIn: 'Zur Anmeldung',
  summary: 'Bitte prüfe die markierten Angaben.',
  problems: {
    firstName: {
      required: 'Bitte gib deinen Vornamen ein.',
      tooLong: `Der Vorname darf höchstens ${NAME_MAX_LENGTH} Zeichen lang sein.`,
      invalid: 'Der Vorname enthält unzulässige Zeichen.',
    },
    lastName: {
      required: 'Bitte gib deinen Nachnamen ein.',
      tooLong: `Der Nachname darf höchstens ${NAME_MAX_LENGTH} Zeichen lang sein.`,
      invalid: 'Der Nachname enthält unzulässige Zeichen.',
    },
    email: {
      required: 'Bitte gib deine E-Mail-Adresse ein.',
      tooLong: 'Das ist keine gültige E-Mail-Adresse.',
      invalid: 'Das ist keine gültige E-Mail-Adresse.',
    },
    password: {
      required: 'Bitte wähle ein Passwort.',
      tooLong: `Das Passwort darf höchstens ${PASSWORD_MAX_LENGTH} Zeichen lang sein.`,
      invalid: 'Das Passwort enthält unzulässige Zeichen (Steuerzeichen).',
      rules: 'Das Passwort',
    },
    passwordRepeat: {
      required: 'Bitte wiederhole das Passwort.',
      mismatch: 'Die Passwörter stimmen nicht überein.',
    },
    terms: { required: 'Bitte stimme den Nutzungsbedingungen und den Datenschutzhinweisen zu.' },
  },
  rules: {
    TooShort: `muss mindestens ${PASSWORD_MIN_LENGTH} Zeichen lang sein`,
    TooLong: `darf höchstens ${PASSWORD_MAX_LENGTH} Zeichen lang sein`,
    RequiresSpecialCharacter: 'muss mindestens ein Sonderzeichen enthalten',
    RequiresDigit: 'muss mindestens eine Ziffer enthalten',
    RequiresUpper: 'muss mindestens einen Großbuchstaben enthalten',
    RequiresLower: 'muss mindestens einen Kleinbuchstaben enthalten',
  } satisfies Record<PasswordRule, string>,
  sentTitle: 'Schau in dein Postfach',
  registered: (email: string) =>
    `Wir haben eine Mail an ${email} geschickt. Öffne den Link darin, um deine E-Mail-Adresse zu bestätigen; danach kannst du dich anmelden. Der Link gilt 24 Stunden.`,
  resent: (email: string) =>
    `Wartet das Konto zu ${email} noch auf seine Bestätigung, haben wir dir einen neuen Link geschickt. Er gilt 24 Stunden; frühere Links gelten nicht mehr.`,
  resetRequested: (email: string) =>
    `Gibt es ein Konto zu ${email}, haben wir dir einen Link geschickt, mit dem du ein neues Passwort festlegst. Er gilt 1 Stunde.`,
  noMail: 'Keine Mail bekommen? Schau auch im Spam-Ordner nach.',
  confirmTitle: 'E-Mail-Adresse bestätigen',
  confirmText: (email: string) => `Bestätige, dass ${email} deine Adresse ist. Danach kannst du dich anmelden.`,
  confirmSubmit: 'E-Mail-Adresse bestätigen',
  confirmedTitle: 'E-Mail-Adresse bestätigt',
  confirmedText:
    'Dein Konto ist bereit. Melde dich im Fanshop mit deiner E-Mail-Adresse und deinem Passwort an (oben rechts: „Anmelden“).',
  passwordChangedTitle: 'Passwort geändert',
  passwordChangedText:
    'Dein neues Passwort gilt ab sofort; angemeldete Geräte wurden abgemeldet. Melde dich im Fanshop damit an (oben rechts: „Anmelden“).',
  toPortal: 'Zum Fanshop',
  forgotTitle: 'Passwort vergessen?',
  forgotText:
    'Gib die E-Mail-Adresse deines Kontos ein. Wir schicken dir einen Link, mit dem du ein neues Passwort festlegst.',
  forgotSubmit: 'Link anfordern',
  resetTitle: 'Neues Passwort festlegen',
  resetText: (email: string) => `Lege ein neues Passwort für ${email} fest.`,
  resetSubmit: 'Passwort speichern',
  spentTitle: 'Dieser Link gilt nicht mehr',
  unknownTitle: 'Diesen Link kennen wir nicht',
  spentReset: 'Der Link wurde schon benutzt oder ist abgelaufen. Fordere einfach einen neuen an.',
  unknownReset: 'Prüfe, ob du ihn vollständig aus der Mail übernommen hast, oder fordere einen neuen an.',
  spentConfirm:
    'Der Link wurde schon benutzt oder ist abgelaufen. Ist deine Adresse bestätigt, melde dich einfach an. Sonst melde dich trotzdem an: die Anmeldung bietet dir an, einen neuen Link zu schicken.',
  unknownConfirm:
    'Prüfe, ob du ihn vollständig aus der Mail übernommen hast. Melde dich sonst an: die Anmeldung bietet dir an, einen neuen Link zu schicken.',
  newLink: 'Neuen Link anfordern',
  tooManyTitle: 'Bitte warte kurz',
  tooMany: (minutes: number, time: string) =>
    `Wir haben an diese Adresse oder von deinem Anschluss aus gerade viele Mails geschickt. Bitte versuche es in ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} wieder (ab ${time} Uhr).`,
  tooLargeTitle: 'Zu viele Angaben',
  tooLarge: 'Das Formular war zu groß. Bitte gehe zurück und kürze deine Eingaben.',
  mailFailedTitle: 'Mail nicht gesendet',
  mailFailed: 'Wir konnten gerade keine Mail senden. Bitte versuche es in ein paar Minuten noch einmal.',
  expiredTitle: 'Anmeldung abgelaufen',
  expired:
    'Diese Anmeldung ist abgelaufen oder wurde in einem anderen Browser begonnen. Bitte starte sie im Fanshop neu.',
};

export type RegistrationTexts = typeof de;

const en: RegistrationTexts = {
  registerTitle: 'Create an account',
  registerHeading: 'Create an account at SC Südstadt 1899',
  registerIntro: 'With an account you shop in the fan shop, manage tickets and contracts and see your orders.',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail address',
  password: 'Password',
  passwordRepeat: 'Repeat password',
  newPassword: 'New password',
  newPasswordRepeat: 'Repeat new password',
  passwordHint: `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters, with upper- and lower-case letters, a digit and a special character.`,
  terms: 'I accept the terms of use and have read the privacy notice of SC Südstadt 1899.',
  required: '(required)',
  newsletter: 'Yes, send me the “Club compact” newsletter by e-mail. I can unsubscribe at any time.',
  registerSubmit: 'Create account',
  haveAccount: 'Already have an account?',
  toSignIn: 'Sign in',
  summary: 'Please check the marked fields.',
  problems: {
    firstName: {
      required: 'Please enter your first name.',
      tooLong: `The first name may be at most ${NAME_MAX_LENGTH} characters long.`,
      invalid: 'The first name contains characters that are not allowed.',
    },
    lastName: {
      required: 'Please enter your last name.',
      tooLong: `The last name may be at most ${NAME_MAX_LENGTH} characters long.`,
      invalid: 'The last name contains characters that are not allowed.',
    },
    email: {
      required: 'Please enter your e-mail address.',
      tooLong: 'This is not a valid e-mail address.',
      invalid: 'This is not a valid e-mail address.',
    },
    password: {
      required: 'Please choose a password.',
      tooLong: `The password may be at most ${PASSWORD_MAX_LENGTH} characters long.`,
      invalid: 'The password contains characters that are not allowed (control characters).',
      rules: 'The password',
    },
    passwordRepeat: {
      required: 'Please repeat the password.',
      mismatch: 'The passwords do not match.',
    },
    terms: { required: 'Please accept the terms of use and the privacy notice.' },
  },
  rules: {
    TooShort: `must be at least ${PASSWORD_MIN_LENGTH} characters long`,
    TooLong: `must be at most ${PASSWORD_MAX_LENGTH} characters long`,
    RequiresSpecialCharacter: 'must contain at least one special character',
    RequiresDigit: 'must contain at least one digit',
    RequiresUpper: 'must contain at least one upper-case letter',
    RequiresLower: 'must contain at least one lower-case letter',
  },
  sentTitle: 'Check your inbox',
  registered: (email) =>
    `We have sent a mail to ${email}. Open the link in it to confirm your e-mail address; then you can sign in. The link works for 24 hours.`,
  resent: (email) =>
    `If the account of ${email} still awaits its confirmation, we have sent you a new link. It works for 24 hours; earlier links no longer do.`,
  resetRequested: (email) =>
    `If there is an account for ${email}, we have sent you a link to set a new password. It works for 1 hour.`,
  noMail: 'No mail? Please also look in your spam folder.',
  confirmTitle: 'Confirm your e-mail address',
  confirmText: (email) => `Confirm that ${email} is your address. Then you can sign in.`,
  confirmSubmit: 'Confirm e-mail address',
  confirmedTitle: 'E-mail address confirmed',
  confirmedText:
    'Your account is ready. Sign in at the fan shop with your e-mail address and password (top right: “Sign in”).',
  passwordChangedTitle: 'Password changed',
  passwordChangedText:
    'Your new password is set, and devices that were signed in have been signed out. Sign in with it at the fan shop (top right: “Sign in”).',
  toPortal: 'To the fan shop',
  forgotTitle: 'Forgot your password?',
  forgotText: 'Enter the e-mail address of your account. We will send you a link to set a new password.',
  forgotSubmit: 'Send link',
  resetTitle: 'Set a new password',
  resetText: (email) => `Set a new password for ${email}.`,
  resetSubmit: 'Save password',
  spentTitle: 'This link is no longer valid',
  unknownTitle: 'We do not know this link',
  spentReset: 'The link has been used already or has expired. Just ask for a new one.',
  unknownReset: 'Check that you copied all of it from the mail, or ask for a new one.',
  spentConfirm:
    'The link has been used already or has expired. If your address is confirmed, just sign in. Otherwise sign in anyway: the sign-in page offers to send you a new link.',
  unknownConfirm:
    'Check that you copied all of it from the mail. Otherwise sign in: the sign-in page offers to send you a new link.',
  newLink: 'Ask for a new link',
  tooManyTitle: 'Please wait a moment',
  tooMany: (minutes, time) =>
    `We have just sent many mails to this address or from your connection. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} (from ${time}).`,
  tooLargeTitle: 'Too much input',
  tooLarge: 'The form was too large. Please go back and shorten your input.',
  mailFailedTitle: 'Mail not sent',
  mailFailed: 'We could not send a mail just now. Please try again in a few minutes.',
  expiredTitle: 'Sign-in expired',
  expired: 'This sign-in has expired or was started in another browser. Please start it again at the fan shop.',
};

export const registrationTexts = { de, en };
