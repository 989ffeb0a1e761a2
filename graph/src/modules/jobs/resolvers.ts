import type {
  JobApplicationSubmitInput,
  JobEmploymentType,
  Language,
  Resolvers,
} from '../../__generated__/resolvers-types.ts';
import { personScope } from '../../auth/scopes.ts';
import type { GraphContext } from '../../context.ts';
import { isCode, isPlainText, isUuid } from '../../shared/input.ts';
import { serviceLanguage } from '../../shared/language.ts';
import { connectionOverServicePages, fromGlobalId, toGlobalId } from '../../shared/relay.ts';
import { errorUnion, typedError, typedRefusal } from '../base/typed-errors.ts';
import type {
  UpstreamJobApplicationInput,
  UpstreamJobLanguage,
  UpstreamJobPosting,
} from '../../upstreams/jobs/types.ts';
import type { JobCompanyModel, JobPostingModel } from './jobs.mappers.ts';

const invalid = (context: GraphContext, field: string) =>
  typedError(context, 'InvalidInputError', 'INVALID_INPUT', { field });

/** A posting's originId and a company's key as the platform makes them. */
const ORIGIN_ID = /^[a-z0-9][a-z0-9-]{0,79}$/;
const COMPANY_KEY = /^[a-z0-9][a-z0-9-]{0,59}$/;
/** The postings are read in pages of this size; `first` may not ask for more. */
const POSTING_PAGE_SIZE = 50;

/** The form's text fields and their longest values (as the platform bounds them). */
const TEXT_LIMITS = {
  title: 40,
  firstName: 100,
  lastName: 100,
  email: 254,
  mobile: 30,
  street: 100,
  number: 10,
  additional: 100,
  zip: 10,
  city: 100,
  source: 100,
  comments: 2000,
} as const satisfies Partial<Record<keyof JobApplicationSubmitInput, number>>;

const employmentTypes: Record<UpstreamJobPosting['employmentType'], JobEmploymentType> = {
  FullTime: 'FULL_TIME',
  PartTime: 'PART_TIME',
  MiniJob: 'MINI_JOB',
  WorkingStudent: 'WORKING_STUDENT',
  Internship: 'INTERNSHIP',
  Apprenticeship: 'APPRENTICESHIP',
};

const toLanguage = (language: 'de' | 'en'): Language => (language === 'en' ? 'EN' : 'DE');
/** SCREAMING_CASE to the platform's camelCase (END_OF_MONTH → endOfMonth). */
const camel = (value: string) =>
  value.toLowerCase().replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/** The originId of a posting named by its global id or by the originId itself. */
export function originIdOf(id: string): string | null {
  const parsed = fromGlobalId(id);
  const originId = parsed?.type === 'JobPosting' ? parsed.internalId : id;
  return ORIGIN_ID.test(originId) ? originId : null;
}

function applicationIdOf(id: string): string | null {
  const parsed = fromGlobalId(id);
  const internal = parsed?.type === 'JobApplication' ? parsed.internalId : id;
  return isUuid(internal) ? internal.toLowerCase() : null;
}

async function loadPosting(
  context: GraphContext,
  originId: string,
  language: UpstreamJobLanguage,
): Promise<JobPostingModel | null> {
  const posting = await context.loaders.jobs.posting.load({ originId, language });
  return posting ? { ...posting, askedLanguage: language } : null;
}

/** A posting's full texts: the model itself when it came in full, else the detail (one call per request). */
async function detailOf(context: GraphContext, posting: JobPostingModel): Promise<UpstreamJobPosting> {
  if ('sections' in posting) return posting;
  const detail = await context.loaders.jobs.posting.load({
    originId: posting.originId,
    language: posting.askedLanguage,
  });
  if (!detail) throw new Error(`job posting ${posting.originId} is gone`);
  return detail;
}

/** Postings as a connection over the service's pages; null when the company is unknown. */
async function postingConnection(
  context: GraphContext,
  args: { first?: number | null; after?: string | null },
  company: string | undefined,
  language: UpstreamJobLanguage,
) {
  let unknownCompany = false;
  const connection = await connectionOverServicePages<JobPostingModel>(
    args,
    { defaultFirst: 20, max: POSTING_PAGE_SIZE },
    POSTING_PAGE_SIZE,
    async (page) => {
      const answer = await context.loaders.jobs.postings.load({ company, language, page, pageSize: POSTING_PAGE_SIZE });
      if (!answer) unknownCompany = true;
      return {
        items: (answer?.items ?? []).map((posting) => ({ ...posting, askedLanguage: language })),
        totalCount: answer?.total ?? 0,
      };
    },
  );
  return unknownCompany ? null : connection;
}

/** A company in full: the model itself when it came from the companies' list, else from that list. */
async function companyOf(context: GraphContext, company: JobCompanyModel) {
  if (company.openPostings !== undefined) return company;
  const companies = await context.loaders.jobs.companies.load(company.askedLanguage);
  return companies.find((candidate) => candidate.key === company.key);
}

/** What both application steps' result unions hold. */
const applicationRefusals = errorUnion('JobApplicationError', 'InvalidInputError', 'NotFoundError');

/**
 * Maps the platform's refusal of an application step to the result union (`typedRefusal`: each JOB_ code at
 * its form field, as the table says); a 400 without one names the form's field it concerns. Anything else is
 * thrown.
 */
function refusal(context: GraphContext, error: unknown) {
  return typedRefusal(context, error, applicationRefusals, {
    fieldOf: (field) => (field in FORM_FIELDS ? field : 'input'),
  });
}

/** The input's fields, for naming the one the platform refused (the steps' own, then the form's). */
const FORM_FIELDS: Record<string, true> = Object.fromEntries(
  [
    'postingId',
    'applicationId',
    'documents',
    'salutation',
    'title',
    'firstName',
    'lastName',
    'email',
    'mobile',
    'street',
    'number',
    'additional',
    'country',
    'zip',
    'city',
    'birthday',
    'desiredSalary',
    'startDate',
    'hasNoticePeriod',
    'noticePeriodAmount',
    'noticePeriodUnit',
    'noticePeriodReference',
    'severelyDisabled',
    'source',
    'comments',
    'privacyConsent',
    'retentionConsent',
  ].map((field) => [field, true]),
);

export const jobResolvers: Resolvers = {
  Query: {
    async jobPosting(_root, { originId, language }, context) {
      const id = originIdOf(originId);
      return id ? loadPosting(context, id, serviceLanguage(language ?? context.language)) : null;
    },
    async jobPostings(_root, args, context) {
      const language = serviceLanguage(args.language ?? context.language);
      if (args.company != null && !COMPANY_KEY.test(args.company)) return null;
      return postingConnection(context, args, args.company ?? undefined, language);
    },
    async jobCompanies(_root, { language }, context) {
      const asked = serviceLanguage(language ?? context.language);
      const companies = await context.loaders.jobs.companies.load(asked);
      return companies.map((company) => ({ ...company, askedLanguage: asked }));
    },
    async jobCompany(_root, { key, language }, context) {
      if (!COMPANY_KEY.test(key)) return null;
      const asked = serviceLanguage(language ?? context.language);
      const company = (await context.loaders.jobs.companies.load(asked)).find((candidate) => candidate.key === key);
      return company ? { ...company, askedLanguage: asked } : null;
    },
  },
  JobCompany: {
    id: (company) => toGlobalId('JobCompany', company.key),
    description: async (company, _args, context) => (await companyOf(context, company))?.description ?? '',
    city: async (company, _args, context) => (await companyOf(context, company))?.city ?? '',
    openPostingCount: async (company, _args, context) => (await companyOf(context, company))?.openPostings ?? 0,
    postings: (company, args, context) => postingConnection(context, args, company.key, company.askedLanguage),
  },
  JobPosting: {
    id: (posting) => toGlobalId('JobPosting', posting.originId),
    language: (posting) => toLanguage(posting.language),
    languages: (posting) => posting.languages.map(toLanguage),
    // The posting names its company: its key and name need no call (the detail page asks no more).
    company: (posting): JobCompanyModel => ({ ...posting.company, askedLanguage: posting.askedLanguage }),
    employmentType: (posting) => employmentTypes[posting.employmentType],
    intro: async (posting, _args, context) => (await detailOf(context, posting)).intro,
    sections: async (posting, _args, context) => (await detailOf(context, posting)).sections,
    contactName: async (posting, _args, context) => (await detailOf(context, posting)).contactName,
    path: (posting) => (posting.askedLanguage === 'en' ? `/career/${posting.originId}` : `/jobs/${posting.originId}`),
  },
  JobApplication: {
    id: (application) => toGlobalId('JobApplication', application.id),
    internalId: (application) => application.id,
    state: (application) => (application.state === 'Submitted' ? 'SUBMITTED' : 'DRAFT'),
    posting: (application, _args, context) => loadPosting(context, application.originId, application.askedLanguage),
  },
  JobApplicationSubmitSuccess: {
    application: (draft) => ({ ...draft.application, askedLanguage: draft.askedLanguage }),
    upload: (draft) => draft.upload,
  },
  Mutation: {
    async jobApplicationSubmit(_root, { input }, context) {
      const originId = originIdOf(input.postingId);
      if (!originId) return invalid(context, 'postingId');
      for (const [field, limit] of Object.entries(TEXT_LIMITS)) {
        const value = input[field as keyof typeof TEXT_LIMITS];
        if (value != null && !isPlainText(value, limit)) return invalid(context, field);
      }
      const language = serviceLanguage(context.language);
      const body: UpstreamJobApplicationInput = {
        language: language === 'en' ? 'en' : 'de',
        salutation: input.salutation === 'MR' ? 'mr' : input.salutation === 'MS' ? 'ms' : 'none',
        title: input.title ?? null,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email.trim(),
        mobile: input.mobile,
        street: input.street,
        number: input.number,
        additional: input.additional ?? null,
        country: input.country,
        zip: input.zip,
        city: input.city,
        birthday: input.birthday,
        desiredSalary: input.desiredSalary ?? null,
        startDate: input.startDate,
        hasNoticePeriod: input.hasNoticePeriod,
        noticePeriodAmount: input.noticePeriodAmount ?? null,
        noticePeriodUnit: input.noticePeriodUnit
          ? (camel(input.noticePeriodUnit) as 'days' | 'weeks' | 'months')
          : null,
        noticePeriodReference: input.noticePeriodReference
          ? (camel(input.noticePeriodReference) as UpstreamJobApplicationInput['noticePeriodReference'])
          : null,
        severelyDisabled: input.severelyDisabled,
        source: input.source ?? null,
        comments: input.comments ?? null,
        privacyConsent: input.privacyConsent,
        retentionConsent: input.retentionConsent,
      };
      try {
        // A signed-in person's own token names them on the application; a visitor applies without one.
        const draft = await context.services.jobs.apply(personScope(context), originId, body);
        return { __typename: 'JobApplicationSubmitSuccess', ...draft, askedLanguage: language };
      } catch (error) {
        return refusal(context, error);
      }
    },
    async jobApplicationComplete(_root, { input }, context) {
      const id = applicationIdOf(input.applicationId);
      if (!id) return invalid(context, 'applicationId');
      if (!isCode(input.uploadToken, 200)) return invalid(context, 'uploadToken');
      try {
        // The upload token is the right to it: no bearer token goes along.
        const application = await context.services.jobs.submit(
          { requestId: context.requestId, signal: context.request.signal },
          id,
          input.uploadToken,
        );
        return {
          __typename: 'JobApplicationCompleteSuccess',
          application: { ...application, askedLanguage: serviceLanguage(context.language) },
        };
      } catch (error) {
        return refusal(context, error);
      }
    },
  },
};

/** Postings and companies by global id through the public loaders; an application never (see the SDL). */
export const jobNodeLoaders = {
  async JobPosting(internalId: string, context: GraphContext) {
    if (!ORIGIN_ID.test(internalId)) return null;
    const posting = await loadPosting(context, internalId, serviceLanguage(context.language));
    return posting ? { ...posting, __typename: 'JobPosting' } : null;
  },
  async JobCompany(internalId: string, context: GraphContext) {
    if (!COMPANY_KEY.test(internalId)) return null;
    const language = serviceLanguage(context.language);
    const company = (await context.loaders.jobs.companies.load(language)).find((item) => item.key === internalId);
    return company ? { ...company, askedLanguage: language, __typename: 'JobCompany' } : null;
  },
  async JobApplication() {
    return null;
  },
};
