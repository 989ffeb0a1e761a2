import { describe, expect, it } from 'vitest';
import { renewalConfirmationMail, terminationConfirmationMail } from './mails.ts';

const contract = {
  id: 42,
  name: 'Season ticket pros',
  seat: 'Block C, row 12, seat 7',
  priceClass: 'Adult',
  priceMinor: 39_900,
};

describe('the contract confirmations in English', () => {
  it('confirm a cancellation with what, when received and when it ends, in the person’s language', () => {
    const mail = terminationConfirmationMail({
      to: 'fan@club.example',
      firstName: 'Thomas',
      lastName: 'Groß',
      language: 'en',
      contract,
      receivedAt: new Date('2026-12-06T21:15:00Z'),
      endsOn: new Date('2027-07-01T00:00:00Z'),
      reason: 'Moving away',
      link: 'https://portal.test/en/account/contracts/42',
    });
    expect(mail.subject).toBe('Confirmation of receipt of your cancellation: Season ticket pros');
    expect(mail.text).toContain('Contract number: 42');
    expect(mail.text).toContain('Subscriber: Thomas Groß');
    expect(mail.text).toContain('Cancellation received on: 6 December 2026 at 22:15');
    expect(mail.text).toContain('The contract ends on: 1 July 2027');
    expect(mail.text).toContain('Reason given: Moving away');
    expect(mail.text).not.toMatch(/Vertrag|Kündigung/);
  });

  it('confirm a renewal with each contract’s price class and price', () => {
    const mail = renewalConfirmationMail({
      to: 'fan@club.example',
      firstName: 'Thomas',
      language: 'en',
      season: 2027,
      contracts: [contract],
      confirmedAt: new Date('2026-12-06T21:15:00Z'),
      link: 'https://portal.test/en/account/contracts',
    });
    expect(mail.subject).toBe('Your season tickets for the 2027/28 season are renewed');
    expect(mail.text).toContain('Season ticket pros (Contract number 42)');
    expect(mail.text).toContain('Price class: Adult');
    expect(mail.text).toContain('Price: €399.00');
  });
});
