import type { OutgoingMail } from '../mail/mailer.ts';

const texts = {
  de: {
    subject: (title: string) => `Deine Bewerbung: ${title}`,
    greeting: (salutation: string, firstName: string, lastName: string) =>
      salutation === 'mr'
        ? `Sehr geehrter Herr ${lastName},`
        : salutation === 'ms'
          ? `Sehr geehrte Frau ${lastName},`
          : `Guten Tag ${firstName} ${lastName},`,
    body: (title: string, company: string) =>
      `vielen Dank für deine Bewerbung als „${title}“ bei der ${company}. Sie ist vollständig bei uns eingegangen; ` +
      'wir melden uns, sobald wir sie geprüft haben.',
    documents: 'Deine Unterlagen:',
    link: 'Die Stellenanzeige:',
    closing: 'Sportliche Grüße\nSC Südstadt 1899',
  },
  en: {
    subject: (title: string) => `Your application: ${title}`,
    greeting: (salutation: string, firstName: string, lastName: string) =>
      salutation === 'mr'
        ? `Dear Mr ${lastName},`
        : salutation === 'ms'
          ? `Dear Ms ${lastName},`
          : `Dear ${firstName} ${lastName},`,
    body: (title: string, company: string) =>
      `thank you for applying as “${title}” at ${company}. We have received your complete application and will be ` +
      'in touch once we have reviewed it.',
    documents: 'Your documents:',
    link: 'The job posting:',
    closing: 'Best regards\nSC Südstadt 1899',
  },
};

/** The confirmation an applicant gets once the application is submitted, in the language they applied in. */
export function applicationReceivedMail(options: {
  to: string;
  language: 'de' | 'en';
  salutation: string;
  firstName: string;
  lastName: string;
  title: string;
  company: string;
  documents: string[];
  link: string;
}): OutgoingMail {
  const t = texts[options.language];
  return {
    to: options.to,
    subject: t.subject(options.title),
    text: [
      t.greeting(options.salutation, options.firstName, options.lastName),
      '',
      t.body(options.title, options.company),
      '',
      t.documents,
      ...options.documents.map((name) => `- ${name}`),
      '',
      t.link,
      options.link,
      '',
      t.closing,
    ].join('\n'),
  };
}
