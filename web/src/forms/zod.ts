import { z } from 'zod';

/**
 * zod for the portal's forms: every form imports `z` from here, so a rule that names no message of its own
 * gets the shared one for what went wrong (a catalogue key the form's field translates), and the forms say
 * only what is their own (a postal code, two passwords that differ). ESLint refuses `zod` imported elsewhere.
 */
export function formMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string' && Number(issue.minimum) <= 1 ? 'forms.errors.required' : undefined;
    case 'too_big':
      return issue.origin === 'string' ? 'forms.errors.tooLong' : undefined;
    case 'invalid_format':
      return issue.format === 'email' ? 'forms.errors.email' : 'forms.errors.invalid';
    case 'invalid_value':
      return 'forms.errors.choose';
    case 'invalid_type':
      return issue.input === undefined || issue.input === '' ? 'forms.errors.required' : 'forms.errors.notValid';
    default:
      return 'forms.errors.notValid';
  }
}

z.config({ customError: formMessage });

/** Text a person types: trimmed, within `max` characters. */
export const optionalText = (max: number) => z.string().trim().max(max);

/** Text that must be given. */
export const requiredText = (max: number) => optionalText(max).min(1);

/** An e-mail address that must be given (254 characters at most, as mail systems allow). */
export const emailAddress = () => z.string().trim().min(1).max(254, 'forms.errors.email').pipe(z.email());

export { z };
