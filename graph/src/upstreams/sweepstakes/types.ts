import type { components } from '../__generated__/platform.ts';

/** The sweepstake service's shapes (generated from the platform's OpenAPI document). */
export type UpstreamSweepstake = components['schemas']['Sweepstake'];
export type UpstreamSweepstakeSeries = components['schemas']['SweepstakeSeries'];
export type UpstreamSweepstakeSeriesPage = components['schemas']['SweepstakeSeriesPage'];
export type UpstreamSweepstakePage = components['schemas']['SweepstakePage'];
export type UpstreamGroupWithDraw = components['schemas']['Group'];
export type UpstreamDailyDraw = NonNullable<UpstreamGroupWithDraw['dailyDraw']>;
export type UpstreamProductImpressionPage = components['schemas']['ProductImpressionPage'];
export type UpstreamProductImpression = components['schemas']['ProductImpression'];

/** The participation payload (POST /participants/self/sweepstakes/{id}). */
export interface UpstreamParticipation {
  choiceId: string;
  acceptConditions: boolean;
  newsletterOptIn?: boolean;
}

/** A refusal's texts for people, German first (the 409s of participation and the daily draw). */
export type LocalizedErrors = { language: string; message: string }[];
