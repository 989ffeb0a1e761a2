import type { components, paths } from '../__generated__/platform.ts';

/** The job portal's shapes (generated from the platform's OpenAPI document). */
export type UpstreamJobLanguage = 'de' | 'en' | 'ja';
export type UpstreamJobCompany = components['schemas']['JobCompany'];
export type UpstreamJobPostingSummary = components['schemas']['JobPostingSummary'];
export type UpstreamJobPostingPage = components['schemas']['JobPostingPage'];
export type UpstreamJobPosting = components['schemas']['JobPosting'];
export type UpstreamJobApplication = components['schemas']['JobApplication'];
export type UpstreamJobApplicationDraft = components['schemas']['JobApplicationDraft'];
/** The application form as the platform takes it. */
export type UpstreamJobApplicationInput =
  paths['/jobs/v1/postings/{originId}/applications']['post']['requestBody']['content']['application/json'];
