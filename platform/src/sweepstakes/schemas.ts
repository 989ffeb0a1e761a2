import { Type, type Static } from 'typebox';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(
  schema: T,
  options: { description?: string } = {},
) => Type.Union([schema, Type.Null()], options);

/** A text in German and, where the club wrote one, English. */
export const LocalizedText = Type.Object({
  de: Type.String(),
  en: Nullable(Type.String({ description: 'null when there is no English text' })),
});

/** The states of spec 2 section 4: entries are taken while active; ended until drawn. */
export const SweepstakeState = Type.Union([Type.Literal('active'), Type.Literal('ended'), Type.Literal('drawn')]);

/**
 * The draw's commitment and, once drawn, its reveal: `seedHash` = sha256(seed) is published from the opening,
 * `seed` after the draw, when the winners are the first `winnerCount` participant ids ranked by
 * HMAC-SHA256(seed, participantId) (GET /sweepstakes/{id}/draw lists every participant id).
 */
export const DrawCommitment = Type.Object({
  seedHash: Type.String({ description: 'SHA-256 (hex) of the seed’s hex text' }),
  seed: Nullable(Type.String({ description: 'The seed (64 hex digits), published once drawn' })),
  drawnAt: Nullable(Type.String({ format: 'date-time' })),
  algorithm: Type.Literal('HMAC-SHA256(seed, participantId) ascending; first winnerCount win'),
});

export const Participation = Type.Object({
  participantId: Type.String({ format: 'uuid', description: 'What the draw ranks and publishes' }),
  choiceId: Type.String(),
  newsletterOptIn: Type.Boolean(),
  enteredAt: Type.String({ format: 'date-time' }),
  isWinner: Nullable(Type.Boolean({ description: 'null until drawn' })),
});

export const Sweepstake = Type.Object(
  {
    id: Type.Integer(),
    seriesId: Type.Integer(),
    name: LocalizedText,
    description: LocalizedText,
    prize: LocalizedText,
    question: LocalizedText,
    choices: Type.Array(Type.Object({ id: Type.String(), text: LocalizedText })),
    full_slugs: Type.Object(
      { de: Nullable(Type.String()), en: Nullable(Type.String()) },
      { description: '"/{name}-{id}" per language (spec 3 section 3); the portal lists none without a German one' },
    ),
    startsAt: Type.String({ format: 'date-time' }),
    endsAt: Type.String({ format: 'date-time', description: 'Entries are taken until then' }),
    drawAt: Type.String({ format: 'date-time', description: 'When the winners are drawn (at or after endsAt)' }),
    state: SweepstakeState,
    winnerCount: Type.Integer(),
    participantCount: Type.Integer(),
    draw: DrawCommitment,
    participation: Nullable(Participation, { description: 'The caller’s; null when not taking part (or anonymous)' }),
  },
  { $id: 'Sweepstake', title: 'Sweepstake' },
);
export type Sweepstake = Static<typeof Sweepstake>;

export const SweepstakeSeries = Type.Object(
  {
    id: Type.Integer(),
    name: LocalizedText,
    shortName: LocalizedText,
    description: LocalizedText,
    runningSweepstake: Nullable(Sweepstake, { description: 'The one taking entries now (the latest when several)' }),
  },
  { $id: 'SweepstakeSeries', title: 'SweepstakeSeries' },
);
export type SweepstakeSeries = Static<typeof SweepstakeSeries>;

const paged = <T extends ReturnType<typeof Type.Object>>(item: T, id: string) =>
  Type.Object(
    {
      items: Type.Array(item),
      page: Type.Integer(),
      pageSize: Type.Integer(),
      totalCount: Type.Integer(),
      hasNextPage: Type.Boolean(),
    },
    { $id: id, title: id },
  );
export const SweepstakeSeriesPage = paged(SweepstakeSeries, 'SweepstakeSeriesPage');
export const SweepstakePage = paged(Sweepstake, 'SweepstakePage');

export const SweepstakeDraw = Type.Object(
  {
    sweepstakeId: Type.Integer(),
    state: SweepstakeState,
    winnerCount: Type.Integer(),
    draw: DrawCommitment,
    participantIds: Type.Array(Type.String({ format: 'uuid' }), {
      description: 'Every participant id, sorted (not ranked), once drawn; empty before',
    }),
    winners: Type.Array(Type.String({ format: 'uuid' }), { description: 'The winning participant ids in rank order' }),
  },
  { $id: 'SweepstakeDraw', title: 'SweepstakeDraw' },
);

/** A daily draw ("tageslos" and a number): one entry per person and calendar day (Europe/Berlin). */
export const DailyDraw = Type.Object({
  name: LocalizedText,
  prize: LocalizedText,
  opensOn: Type.String({ format: 'date' }),
  closesOn: Type.String({ format: 'date' }),
  drawDay: Type.String({ format: 'date', description: 'Today in Europe/Berlin: the day entries count for' }),
  winnersPerDay: Type.Integer(),
  todaysSeedHash: Nullable(
    Type.String({
      description:
        'The commitment of today’s draw (sha256 of its seed); null until committed by the platform’s minute ' +
        'sweep or the day’s first entry',
    }),
  ),
  enteredToday: Type.Boolean(),
  participantId: Nullable(Type.String({ format: 'uuid', description: 'Today’s entry, when there is one' })),
});

export type DailyDraw = Static<typeof DailyDraw>;

export const Group = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    isTester: Type.Boolean(),
    kind: Type.Union([Type.Literal('Tester'), Type.Literal('DailyDraw')]),
    dailyDraw: Type.Optional(DailyDraw),
  },
  { $id: 'Group', title: 'Group' },
);
export type Group = Static<typeof Group>;

/** The participation payload: the answer to the sweepstake's question and the conditions accepted. */
export const ParticipationBody = Type.Object(
  {
    choiceId: Type.String({ minLength: 1, maxLength: 16, pattern: '^[a-z0-9]+$', description: 'One of `choices`' }),
    acceptConditions: Type.Boolean({ description: 'The conditions of participation; must be true' }),
    newsletterOptIn: Type.Optional(Type.Boolean({ default: false })),
  },
  { additionalProperties: false },
);
export type ParticipationBody = Static<typeof ParticipationBody>;

/** A daily draw group's id: "tageslos" and a number. */
export const GroupId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z0-9-]+$' });
