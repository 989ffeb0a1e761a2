import { eachLoader, lazyLoaders } from '../request-loaders.ts';
import type { RequestScope } from '../http.ts';
import type { SweepstakeService } from './client.ts';

export type SweepstakeLoaders = ReturnType<typeof createSweepstakeLoaders>;

interface SweepstakeDeps {
  service: SweepstakeService;
  scopes: { public: RequestScope; person: RequestScope };
}

/**
 * Sweepstake loaders of one request: the public reads asked without a token (shared), everything else
 * with the person's own token (a sweepstake is entered by a person, also while acting for an organisation).
 */
export const createSweepstakeLoaders = lazyLoaders({
  activeSeries: ({ service, scopes }: SweepstakeDeps) =>
    eachLoader((page: number) => service.activeSeries(scopes.public, page)),
  publicSeries: ({ service, scopes }: SweepstakeDeps) =>
    eachLoader((id: number) => service.publicSeries(scopes.public, id)),
  publicSweepstakesOfSeries: ({ service, scopes }: SweepstakeDeps) =>
    eachLoader(({ id, page }: { id: number; page: number }) =>
      service.publicSweepstakesOfSeries(scopes.public, id, page),
    ),
  publicSweepstake: ({ service, scopes }: SweepstakeDeps) =>
    eachLoader((id: number) => service.publicSweepstake(scopes.public, id)),
  series: ({ service, scopes }: SweepstakeDeps) => eachLoader((id: number) => service.series(scopes.person, id)),
  sweepstakesOfSeries: ({ service, scopes }: SweepstakeDeps) =>
    eachLoader(({ id, page }: { id: number; page: number }) => service.sweepstakesOfSeries(scopes.person, id, page)),
  sweepstake: ({ service, scopes }: SweepstakeDeps) =>
    eachLoader((id: number) => service.sweepstake(scopes.person, id)),
  dailyDraws: ({ service, scopes }: SweepstakeDeps) => eachLoader((_self: 'self') => service.dailyDraws(scopes.person)),
  recentImpressions: ({ service, scopes }: SweepstakeDeps) =>
    eachLoader((_self: 'self') => service.recentImpressions(scopes.person)),
});
