import { File as NodeFile } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { languageOfPath, matchPage, paths } from '../../app/pages.ts';
import { addDocuments, isPdf, MAX_TOTAL_BYTES } from './documents.ts';
import { jobApplicationSchema, emptyApplication } from './forms/JobApplicationForm.tsx';

const MB = 1024 * 1024;
/** Node's File: jsdom's Blob cannot read its bytes (no arrayBuffer), a browser's can. */
const File = NodeFile as unknown as typeof globalThis.File;
const pdf = (name: string, size: number) =>
  new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]), new Uint8Array(Math.max(0, size - 5))], name, {
    type: 'application/pdf',
  });
const renamedPng = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'Zeugnis.pdf', {
  type: 'application/pdf',
});

describe('the job portal’s pages', () => {
  it('are /jobs… in German and /career… in English, as spec 2 names them', () => {
    expect(paths.job('de', '20431')).toBe('/jobs/20431');
    expect(paths.jobApply('de', '20431')).toBe('/jobs/20431/bewerben');
    expect(paths.job('en', '20431')).toBe('/career/20431');
    expect(paths.jobApply('en', '20431')).toBe('/career/20431/apply');
    expect(paths.jobCompany('de', 'museum')).toBe('/jobs/unternehmen/museum');
    expect(paths.jobApply('ja', '20431')).toBe('/ja/jobs/20431/bewerben');
    expect(matchPage('/career/20431/apply')).toEqual({ page: 'jobApply', language: 'en', originId: '20431' });
    expect(matchPage('/jobs/20431')).toEqual({ page: 'job', language: 'de', originId: '20431' });
    expect(matchPage('/jobs/unternehmen/museum')).toEqual({ page: 'jobCompany', language: 'de', company: 'museum' });
    expect(matchPage('/career')).toEqual({ page: 'jobs', language: 'en' });
    expect(matchPage('/jobs/20431/apply')).toBeNull();
    expect(matchPage('/jobs/..%2F..%2Fetc/bewerben')).toBeNull();
    expect(languageOfPath('/career/20431')).toBe('en');
    expect(languageOfPath('/careers')).toBe('de');
  });
});

describe('the documents’ rules at the file field', () => {
  it('tells a PDF by its content, not its name', async () => {
    expect(await isPdf(pdf('a.pdf', 100))).toBe(true);
    expect(await isPdf(renamedPng)).toBe(false);
    expect(await isPdf(new File([], 'empty.pdf'))).toBe(false);
  });

  it('refuses a renamed PNG, a sixth file and more than 20 MB, keeping the rest', async () => {
    expect(await addDocuments([], [renamedPng, pdf('a.pdf', 10)])).toMatchObject({
      files: [{ name: 'a.pdf' }],
      error: 'jobs.files.invalidFormat',
    });
    const five = [1, 2, 3, 4, 5].map((n) => pdf(`${n}.pdf`, 10));
    const sixth = await addDocuments(five, [pdf('6.pdf', 10)]);
    expect(sixth.files).toHaveLength(5);
    expect(sixth.error).toBe('jobs.files.tooMany');
    const large = await addDocuments([pdf('12.pdf', 12 * MB)], [pdf('9.pdf', 9 * MB), pdf('8.pdf', 8 * MB)]);
    expect(large.files.map((file) => file.name)).toEqual(['12.pdf', '8.pdf']);
    expect(large.error).toBe('jobs.files.tooLarge');
    expect((await addDocuments([], [pdf('max.pdf', MAX_TOTAL_BYTES)])).error).toBeUndefined();
  });
});

describe('the application form’s rules', () => {
  const valid = emptyApplication({
    salutation: 'MS',
    firstName: 'Lena',
    lastName: 'Fischer',
    email: 'lena@beispiel.example',
    mobile: '+49 170 1234567',
    street: 'Südkurvenweg',
    number: '7',
    zip: '12345',
    city: 'Südstadt',
    birthday: '1994-03-17',
    startDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
    privacyConsent: true,
    retentionConsent: true,
  });
  const issues = (values: object) => {
    const result = jobApplicationSchema.safeParse({ ...valid, ...values });
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('takes a complete form and names each field at fault', () => {
    expect(issues({})).toEqual({});
    expect(issues({ email: 'keine-adresse', firstName: ' ', retentionConsent: false })).toEqual({
      email: 'forms.errors.email',
      firstName: 'forms.errors.required',
      retentionConsent: 'jobs.errors.consent',
    });
    expect(issues({ birthday: new Date().toISOString().slice(0, 10) })).toEqual({ birthday: 'jobs.errors.birthday' });
    expect(issues({ startDate: '2000-01-01' })).toEqual({ startDate: 'jobs.errors.startDate' });
    expect(issues({ desiredSalary: '1000001' })).toEqual({ desiredSalary: 'jobs.errors.salary' });
    expect(issues({ country: 'JPN' })).toEqual({ country: 'forms.errors.country' });
  });

  it('wants amount, unit and reference of a notice period, at most a year', () => {
    expect(issues({ hasNoticePeriod: true })).toEqual({
      noticePeriodAmount: 'forms.errors.required',
      noticePeriodUnit: 'forms.errors.required',
      noticePeriodReference: 'forms.errors.required',
    });
    const notice = { hasNoticePeriod: true, noticePeriodUnit: 'MONTHS', noticePeriodReference: 'END_OF_MONTH' };
    expect(issues({ ...notice, noticePeriodAmount: '3' })).toEqual({});
    expect(issues({ ...notice, noticePeriodAmount: '13' })).toEqual({ noticePeriodAmount: 'jobs.errors.noticeAmount' });
  });
});
