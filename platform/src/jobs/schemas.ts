import { Type, type Static } from 'typebox';
import { Text } from '../http/inputs.ts';

/** The 20 countries an applicant may live in (spec 2 section 3, spec 3 section 3), ISO 3166-1 alpha-3. */
export const JOB_COUNTRIES = [
  'DEU',
  'AUT',
  'CHE',
  'NLD',
  'FRA',
  'BEL',
  'LUX',
  'ITA',
  'ESP',
  'POL',
  'CZE',
  'SVK',
  'HUN',
  'ROU',
  'HRV',
  'GBR',
  'USA',
  'TUR',
  'BGR',
  'SRB',
] as const;

export const EMPLOYMENT_TYPES = [
  'FullTime',
  'PartTime',
  'MiniJob',
  'WorkingStudent',
  'Internship',
  'Apprenticeship',
] as const;
export const SALUTATIONS = ['mr', 'ms', 'none'] as const;
export const NOTICE_PERIOD_UNITS = ['days', 'weeks', 'months'] as const;
export const NOTICE_PERIOD_REFERENCES = [
  'endOfMonth',
  'endOfQuarter',
  'endOfYear',
  'fifteenthOfMonth',
  'fifteenthOrEndOfMonth',
  'anyDay',
  'fixedDate',
] as const;

/** The documents' limits (spec 2 section 5): PDF only, at most 5 files, 20 MB (MiB) in total. */
export const MAX_DOCUMENTS = 5;
export const MAX_TOTAL_BYTES = 20 * 1024 * 1024;

const literals = <T extends readonly string[]>(values: T, description?: string) =>
  Type.Union(
    values.map((value) => Type.Literal(value)),
    description ? { description } : {},
  );

/** A company or posting key as the portal's paths carry it. */
export const CompanyKey = () => Type.String({ minLength: 1, maxLength: 60, pattern: '^[a-z0-9][a-z0-9-]*$' });
export const OriginId = () =>
  Type.String({
    minLength: 1,
    maxLength: 80,
    pattern: '^[a-z0-9][a-z0-9-]*$',
    description: 'The posting’s id in the club’s applicant tracking system (the portal’s /jobs/{originId})',
  });
export const JobLanguage = Type.Union([Type.Literal('de'), Type.Literal('en'), Type.Literal('ja')], {
  default: 'de',
  description: 'Texts in this language where written; German otherwise (Japanese always falls back to German)',
});

const Section = Type.Object({ heading: Type.String(), items: Type.Array(Type.String()) });

export const JobCompany = Type.Object(
  {
    key: Type.String(),
    name: Type.String(),
    description: Type.String(),
    city: Type.String(),
    openPostings: Type.Integer({ description: 'How many of its postings take applications now' }),
  },
  { $id: 'JobCompany', title: 'JobCompany' },
);
export type JobCompany = Static<typeof JobCompany>;

export const JobCompanyList = Type.Object({ items: Type.Array(JobCompany) }, { $id: 'JobCompanyList' });

const postingFields = {
  originId: Type.String(),
  title: Type.String(),
  language: Type.Union([Type.Literal('de'), Type.Literal('en')], {
    description: 'The language of the texts (German when the posting has none in the language asked for)',
  }),
  languages: Type.Array(Type.Union([Type.Literal('de'), Type.Literal('en')]), {
    description: 'The languages the posting is written in',
  }),
  company: Type.Object({ key: Type.String(), name: Type.String() }),
  location: Type.String(),
  employmentType: literals(EMPLOYMENT_TYPES),
  startsOn: Type.Union([Type.String({ format: 'date' }), Type.Null()], { description: 'Null: as soon as possible' }),
  weeklyHours: Type.Union([Type.Number(), Type.Null()]),
  publishedAt: Type.String({ format: 'date-time' }),
  closesAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'Applications until then; null until the job is filled',
  }),
  open: Type.Boolean({ description: 'Whether it takes applications now' }),
};

export const JobPostingSummary = Type.Object(postingFields, { $id: 'JobPostingSummary', title: 'JobPostingSummary' });
export type JobPostingSummary = Static<typeof JobPostingSummary>;

export const JobPostingPage = Type.Object(
  { items: Type.Array(JobPostingSummary), total: Type.Integer() },
  { $id: 'JobPostingPage', title: 'JobPostingPage' },
);

export const JobPosting = Type.Object(
  {
    ...postingFields,
    intro: Type.String(),
    sections: Type.Array(Section),
    contactName: Type.String(),
  },
  { $id: 'JobPosting', title: 'JobPosting' },
);
export type JobPosting = Static<typeof JobPosting>;

/** A date as the form sends it (the rules on it are the service's). */
const DateInput = (description: string) => Type.String({ format: 'date', description });

/** The application form of spec 2 section 3. Required texts must hold more than blanks (checked after the schema). */
export const JobApplicationInput = Type.Object(
  {
    language: Type.Union([Type.Literal('de'), Type.Literal('en')], {
      default: 'de',
      description: 'The applicant’s language: the confirmation mail is written in it',
    }),
    salutation: literals(SALUTATIONS),
    title: Type.Optional(Type.Union([Text({ maxLength: 40 }), Type.Null()])),
    firstName: Text({ maxLength: 100 }),
    lastName: Text({ maxLength: 100 }),
    email: Text({ maxLength: 254 }),
    mobile: Text({ maxLength: 30 }),
    street: Text({ maxLength: 100 }),
    number: Text({ maxLength: 10, description: 'The house number' }),
    additional: Type.Optional(Type.Union([Text({ maxLength: 100 }), Type.Null()])),
    country: literals(JOB_COUNTRIES, 'One of the 20 countries of the form'),
    zip: Text({ maxLength: 10 }),
    city: Text({ maxLength: 100 }),
    birthday: DateInput('At least 15 and at most 100 years ago'),
    desiredSalary: Type.Optional(
      Type.Union([Type.Integer({ minimum: 1, maximum: 1_000_000 }), Type.Null()], {
        description: 'Gross euros per year',
      }),
    ),
    startDate: DateInput('Today or later, within two years'),
    hasNoticePeriod: Type.Boolean(),
    noticePeriodAmount: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 365 }), Type.Null()])),
    noticePeriodUnit: Type.Optional(Type.Union([literals(NOTICE_PERIOD_UNITS), Type.Null()])),
    noticePeriodReference: Type.Optional(Type.Union([literals(NOTICE_PERIOD_REFERENCES), Type.Null()])),
    severelyDisabled: Type.Boolean(),
    source: Type.Optional(Type.Union([Text({ maxLength: 100 }), Type.Null()])),
    comments: Type.Optional(Type.Union([Text({ maxLength: 2000 }), Type.Null()])),
    privacyConsent: Type.Boolean({ description: 'Consent to the processing of the application; must be true' }),
    retentionConsent: Type.Boolean({ description: 'Consent to keeping it for six months; must be true' }),
  },
  { additionalProperties: false },
);
export type JobApplicationInput = Static<typeof JobApplicationInput>;

export const JobApplicationDocument = Type.Object(
  { id: Type.String({ format: 'uuid' }), fileName: Type.String(), sizeBytes: Type.Integer() },
  { $id: 'JobApplicationDocument', title: 'JobApplicationDocument' },
);

export const JobApplication = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    originId: Type.String(),
    state: Type.Union([Type.Literal('Draft'), Type.Literal('Submitted')]),
    firstName: Type.String(),
    lastName: Type.String(),
    email: Type.String(),
    createdAt: Type.String({ format: 'date-time' }),
    submittedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    documents: Type.Array(JobApplicationDocument),
    totalBytes: Type.Integer(),
  },
  { $id: 'JobApplication', title: 'JobApplication' },
);
export type JobApplication = Static<typeof JobApplication>;

export const JobApplicationDraft = Type.Object(
  {
    application: JobApplication,
    upload: Type.Object({
      url: Type.String({ description: 'Where each document is uploaded (POST, the PDF as the body)' }),
      token: Type.String({ description: 'Sent in x-upload-token with each upload and with submit' }),
      expiresAt: Type.String({ format: 'date-time' }),
      maxDocuments: Type.Integer(),
      maxTotalBytes: Type.Integer(),
    }),
  },
  { $id: 'JobApplicationDraft', title: 'JobApplicationDraft' },
);
export type JobApplicationDraft = Static<typeof JobApplicationDraft>;

export const jobSchemas = [
  JobCompany,
  JobCompanyList,
  JobPostingSummary,
  JobPostingPage,
  JobPosting,
  JobApplicationDocument,
  JobApplication,
  JobApplicationDraft,
];
