import type {
  UpstreamDailyDraw,
  UpstreamSweepstake,
  UpstreamSweepstakeSeries,
} from '../../upstreams/sweepstakes/types.ts';

/** GraphQL types of the sweepstake module and the upstream shapes behind them. */
export type SweepstakeModel = UpstreamSweepstake;
export type SweepstakeSeriesModel = UpstreamSweepstakeSeries;
export type DailyDrawModel = UpstreamDailyDraw & { groupId: string };
export type SweepstakeParticipationModel = NonNullable<UpstreamSweepstake['participation']> & {
  choices: UpstreamSweepstake['choices'];
};
