/* eslint-disable relay/unused-fields -- the tables read these numbers by column key (STATISTIC_COLUMNS) */
import { graphql, readInlineData } from 'react-relay/hooks';
import type {
  statistics_numbers$data,
  statistics_numbers$key,
} from '../../../__generated__/statistics_numbers.graphql';

/** A player's season numbers as columns, with the labels of spec 1 section 3, in the order tables show them. */
export const STATISTIC_COLUMNS = [
  'gamesPlayed',
  'starts',
  'substitutions',
  'minutesPlayed',
  'goals',
  'assists',
  'penaltyGoals',
  'duels',
  'yellowCards',
  'yellowRedCards',
  'redCards',
  'shots',
  'passes',
  'touches',
  'fouls',
  'corners',
] as const satisfies readonly (keyof statistics_numbers$data)[];

export type StatisticColumn = (typeof STATISTIC_COLUMNS)[number];

export function readStatistics(numbers: statistics_numbers$key): statistics_numbers$data {
  return readInlineData(
    graphql`
      fragment statistics_numbers on PlayerStatistics @inline {
        gamesPlayed
        starts
        substitutions
        minutesPlayed
        goals
        assists
        penaltyGoals
        duels
        yellowCards
        yellowRedCards
        redCards
        shots
        passes
        touches
        fouls
        corners
      }
    `,
    numbers,
  );
}
