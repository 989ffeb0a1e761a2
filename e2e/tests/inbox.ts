import { expect } from '@playwright/test';

/**
 * The development inbox of the portal's platform (playwright.config.ts starts it on the portal's port + 1):
 * every mail the portal sends, as the platform's /dev/mail/messages answers it.
 */
const platformUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3310) + 1}`;

export interface Mail {
  subject: string;
  text: string;
  links: string[];
}

/** The newest mail to an address whose subject matches, waiting for it to arrive. */
export async function newestMail(to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const answer = await fetch(`${platformUrl}/dev/mail/messages?to=${encodeURIComponent(to)}`);
      const { items: mails } = (await answer.json()) as { items: Mail[] };
      found = mails.find((mail) => subject.test(mail.subject));
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}
