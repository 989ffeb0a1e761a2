/**
 * The application form's rules beyond its schema: what a field must hold for the application to be
 * accepted, answered as messages per field. Pure: the clock comes in as `now`.
 */
import type { JobApplicationInput } from './schemas.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE = /^\+?[0-9][0-9 ()/-]{5,29}$/;
const ZIP = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;
/** The most a notice period can be, per unit (a year). */
const NOTICE_MAXIMUM = { days: 365, weeks: 52, months: 12 } as const;

/** Whole years between `birthday` and `today` (both YYYY-MM-DD). */
function age(birthday: string, today: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/**
 * The form's rules beyond the schema (spec 2 sections 3 and 5): required texts hold more than blanks, the
 * e-mail and mobile are well formed, the applicant is 15 to 100 years old, the start lies between today and
 * two years ahead, a notice period has amount, unit and reference (and none has none of them), and both
 * consents are given. Answers the messages per field, empty when all hold.
 */
export function validateApplication(input: JobApplicationInput, now: Date): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
  for (const field of ['firstName', 'lastName', 'email', 'mobile', 'street', 'number', 'zip', 'city'] as const) {
    if (!input[field].trim()) fail(field, 'is required');
  }
  if (input.email.trim() && !EMAIL.test(input.email.trim())) fail('email', 'is not a valid e-mail address');
  if (input.mobile.trim() && !MOBILE.test(input.mobile.trim())) fail('mobile', 'is not a valid phone number');
  if (input.zip.trim() && !ZIP.test(input.zip.trim())) fail('zip', 'is not a valid postal code');
  const today = now.toISOString().slice(0, 10);
  const years = age(input.birthday, today);
  if (!(years >= 15 && years <= 100)) fail('birthday', 'must lie between 15 and 100 years ago');
  const latestStart = new Date(now.getTime() + 2 * 365 * DAY_MS).toISOString().slice(0, 10);
  if (input.startDate < today || input.startDate > latestStart)
    fail('startDate', 'must lie between today and two years from now');
  if (input.hasNoticePeriod) {
    if (input.noticePeriodAmount == null) fail('noticePeriodAmount', 'is required');
    if (input.noticePeriodUnit == null) fail('noticePeriodUnit', 'is required');
    if (input.noticePeriodReference == null) fail('noticePeriodReference', 'is required');
    if (
      input.noticePeriodAmount != null &&
      input.noticePeriodUnit != null &&
      input.noticePeriodAmount > NOTICE_MAXIMUM[input.noticePeriodUnit]
    )
      fail('noticePeriodAmount', `must be at most ${NOTICE_MAXIMUM[input.noticePeriodUnit]} ${input.noticePeriodUnit}`);
  } else {
    for (const field of ['noticePeriodAmount', 'noticePeriodUnit', 'noticePeriodReference'] as const) {
      if (input[field] != null) fail(field, 'must be empty without a notice period');
    }
  }
  if (input.privacyConsent !== true) fail('privacyConsent', 'must be given');
  if (input.retentionConsent !== true) fail('retentionConsent', 'must be given');
  return errors;
}
