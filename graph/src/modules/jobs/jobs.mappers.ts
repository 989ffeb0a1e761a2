import type {
  UpstreamJobApplication,
  UpstreamJobApplicationDraft,
  UpstreamJobCompany,
  UpstreamJobLanguage,
  UpstreamJobPosting,
  UpstreamJobPostingSummary,
} from '../../upstreams/jobs/types.ts';

/**
 * A company and the language it was asked in (its postings are listed in that language). A posting names its
 * company's key and name only: the rest is read from the companies' list when asked for.
 */
export type JobCompanyModel = Pick<UpstreamJobCompany, 'key' | 'name'> &
  Partial<UpstreamJobCompany> & { askedLanguage: UpstreamJobLanguage };
/** A posting from a list (its texts are loaded when asked for) or in full, and the language it was asked in. */
export type JobPostingModel = (UpstreamJobPostingSummary | UpstreamJobPosting) & { askedLanguage: UpstreamJobLanguage };
export type JobApplicationModel = UpstreamJobApplication & { askedLanguage: UpstreamJobLanguage };
export type JobApplicationSubmitModel = UpstreamJobApplicationDraft & { askedLanguage: UpstreamJobLanguage };
