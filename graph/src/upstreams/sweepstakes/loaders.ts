import { eachLoader } from '../each-loader.ts';
import type { RequestScope } from '../http.ts';
import type { SweepstakeService } from './client.ts';

export type SweepstakeLoaders = ReturnType<typeof createSweepstakeLoaders>;

/**
 * Sweepstake loaders of one request: the public reads asked without a token (shared), everything else
 * with the person's own token (a sweepstake is entered by a person, also while acting for an organisation).
 */
export function createSweepstakeLoaders(
  service: SweepstakeService,
  scopes: { public: RequestScope; person: RequestScope },
) {
  return {
    activeSeries: eachLoader((page: number) => service.activeSeries(scopes.public, page)),
    publicSeries: eachLoader((id: number) => service.publicSeries(scopes.public, id)),
    publicSweepstakesOfSeries: eachLoader(({ id, page }: { id: number; page: number }) =>
      service.publicSweepstakesOfSeries(scopes.public, id, page),
    ),
    publicSweepstake: eachLoader((id: number) => service.publicSweepstake(scopes.public, id)),
    series: eachLoader((id: number) => service.series(scopes.person, id)),
    sweepstakesOfSeries: eachLoader(({ id, page }: { id: number; page: number }) =>
      service.sweepstakesOfSeries(scopes.person, id, page),
    ),
    sweepstake: eachLoader((id: number) => service.sweepstake(scopes.person, id)),
    dailyDraws: eachLoader((_self: 'self') => service.dailyDraws(scopes.person)),
    recentImpressions: eachLoader((_self: 'self') => service.recentImpressions(scopes.person)),
  };
}
