import type { Resolvers, SweepstakeState } from '../../__generated__/resolvers-types.ts';
import { personScope } from '../../auth/scopes.ts';
import type { GraphContext } from '../../context.ts';
import { isCode, parseDatabaseId } from '../../shared/input.ts';
import { localized, type Language } from '../../shared/language.ts';
import { log } from '../../shared/log.ts';
import { errorMessage } from '../../shared/native-errors.ts';
import { connectionOf, type Edge, fromGlobalId, offsetCursor, pageArguments, toGlobalId } from '../../shared/relay.ts';
import { entityIdOf, entitySlug } from '../../shared/slug.ts';
import { errorUnion, typedError, typedRefusal } from '../base/typed-errors.ts';
import { SWEEPSTAKE_PAGE_SIZE } from '../../upstreams/sweepstakes/client.ts';
import { UpstreamError } from '../../upstreams/upstream-error.ts';
import type {
  LocalizedErrors,
  UpstreamGroupWithDraw,
  UpstreamSweepstake,
  UpstreamSweepstakeSeries,
} from '../../upstreams/sweepstakes/types.ts';
import type { DailyDrawModel } from './sweepstakes.mappers.ts';

const notFound = (context: GraphContext) => typedError(context, 'NotFoundError', 'NOT_FOUND');
const invalid = (context: GraphContext, field: string) =>
  typedError(context, 'InvalidInputError', 'INVALID_INPUT', { field });

/** A daily draw's group id: "tageslos" and a number. */
const DAILY_DRAW_ID = /^tageslos\d{1,9}$/;
/** An answer's id as the service makes them. */
const CHOICE_ID = /^[a-z0-9]{1,16}$/;
/** Series and sweepstakes the graph reads page by page at most (10 per page: 1000 sweepstakes). */
const MAX_SERVICE_PAGES = 100;

/** A sweepstake is listed only when its full slug exists for German (spec 2 section 5). */
export const isListed = (sweepstake: UpstreamSweepstake): boolean => Boolean(sweepstake.full_slugs.de);

function dailyDrawIdOf(id: string): string | null {
  const parsed = fromGlobalId(id);
  const groupId = parsed?.type === 'DailyDraw' ? parsed.internalId : id;
  return DAILY_DRAW_ID.test(groupId) ? groupId : null;
}

/** The first German text of a refusal, its English one on English pages where the service gives one. */
export function refusalText(texts: LocalizedErrors | undefined, language: Language): string | null {
  if (!texts?.length) return null;
  const german = texts.find((text) => text.language === 'de')?.message ?? texts[0]!.message;
  const english = texts.find((text) => text.language === 'en')?.message;
  return language === 'EN' && english ? english : german;
}

const stateOf = (state: UpstreamSweepstake['state']): SweepstakeState => state.toUpperCase() as SweepstakeState;

const toDailyDraw = (group: UpstreamGroupWithDraw): DailyDrawModel | null =>
  group.dailyDraw ? { ...group.dailyDraw, groupId: group.id } : null;

const isPerson = (context: GraphContext) => context.viewer.kind === 'person';

/**
 * A sweepstake the viewer may see (it has opened and has a German slug), or null: a person's view with their
 * participation (/self), a visitor's the public one (shared, no /self call).
 */
async function loadSweepstake(context: GraphContext, id: number): Promise<UpstreamSweepstake | null> {
  const loaders = context.loaders.sweepstakes;
  try {
    const sweepstake = await (isPerson(context) ? loaders.sweepstake : loaders.publicSweepstake).load(id);
    return isListed(sweepstake) ? sweepstake : null;
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return null;
    throw error;
  }
}

/** Reads a failure of a nullable part of a screen as null, logged. */
async function orLoggedNull<T>(context: GraphContext, what: string, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return null;
    log.warn(`${what} unavailable`, {
      requestId: context.requestId,
      error: error instanceof Error ? error.message : String(error),
    });
    throw error;
  }
}

export const sweepstakeResolvers: Resolvers = {
  Query: {
    async sweepstakeSeries(_root, args, context) {
      const { first, start } = pageArguments(args, { defaultFirst: 10, max: SWEEPSTAKE_PAGE_SIZE });
      const edges: Edge<UpstreamSweepstakeSeries>[] = [];
      let page = Math.floor(start / SWEEPSTAKE_PAGE_SIZE) + 1;
      let totalCount = 0;
      for (let pages = 0; pages < MAX_SERVICE_PAGES; pages += 1) {
        const answer = await context.loaders.sweepstakes.activeSeries.load(page);
        totalCount = answer.totalCount;
        answer.items.forEach((series, index) => {
          const position = (page - 1) * SWEEPSTAKE_PAGE_SIZE + index;
          if (position >= start) edges.push({ cursor: offsetCursor(position), node: series });
        });
        if (edges.length > first || !answer.hasNextPage) break;
        page += 1;
      }
      return { ...connectionOf(edges.slice(0, first), edges.length > first, start > 0), totalCount };
    },
    async sweepstake(_root, { id }, context) {
      const internalId = entityIdOf('Sweepstake', id);
      return internalId === null ? null : loadSweepstake(context, internalId);
    },
    async sweepstakeSeriesById(_root, { id }, context) {
      const internalId = entityIdOf('SweepstakeSeries', id);
      if (internalId === null) return null;
      const loaders = context.loaders.sweepstakes;
      return orLoggedNull(context, 'sweepstake series', () =>
        (isPerson(context) ? loaders.series : loaders.publicSeries).load(internalId),
      );
    },
  },
  Viewer: {
    async sweepstake(_viewer, { id }, context) {
      const internalId = entityIdOf('Sweepstake', id);
      return internalId === null ? null : loadSweepstake(context, internalId);
    },
    async sweepstakeSeries(_viewer, { id }, context) {
      const internalId = entityIdOf('SweepstakeSeries', id);
      if (internalId === null) return null;
      return orLoggedNull(context, 'sweepstake series', () => context.loaders.sweepstakes.series.load(internalId));
    },
    async dailyDraws(_viewer, _args, context) {
      const groups = await context.loaders.sweepstakes.dailyDraws.load('self');
      return groups.map(toDailyDraw).filter((draw): draw is DailyDrawModel => draw !== null);
    },
  },
  SweepstakeSeries: {
    id: (series) => toGlobalId('SweepstakeSeries', series.id),
    internalId: (series) => series.id,
    name: (series, args, context) => localized(series.name, args.language ?? context.language),
    shortName: (series, args, context) => localized(series.shortName, args.language ?? context.language),
    description: (series, args, context) => localized(series.description, args.language ?? context.language),
    // English falls back to the German name, as the sweepstakes' slugs do.
    slug: (series, args) => entitySlug(localized(series.name, args.language ?? 'DE'), series.id),
    runningSweepstake: (series) =>
      series.runningSweepstake && isListed(series.runningSweepstake) ? series.runningSweepstake : null,
    async sweepstakes(series, args, context) {
      // A person's list carries their participation (/self); a visitor's is the public one, shared.
      const loaders = context.loaders.sweepstakes;
      const list = isPerson(context) ? loaders.sweepstakesOfSeries : loaders.publicSweepstakesOfSeries;
      const { first, start } = pageArguments(args, { defaultFirst: 10, max: 50 });
      // The German-slug rule leaves some out, so positions count the listed ones: read the service's pages
      // of 10 from the first until there is no next page (spec 2 section 9) or the page is full.
      const listed: UpstreamSweepstake[] = [];
      try {
        for (let page = 1; page <= MAX_SERVICE_PAGES; page += 1) {
          const answer = await list.load({ id: series.id, page });
          listed.push(...answer.items.filter(isListed));
          if (!answer.hasNextPage || listed.length > start + first) break;
        }
      } catch (error) {
        // A client that went away is no failure of the service (and the upstream client logs real ones).
        if (!(error instanceof UpstreamError && error.kind === 'aborted'))
          log.warn('sweepstakes of a series unavailable', {
            requestId: context.requestId,
            error: error instanceof Error ? error.message : String(error),
          });
        return null;
      }
      const edges = listed
        .slice(start, start + first)
        .map((node, index): Edge<UpstreamSweepstake> => ({ cursor: offsetCursor(start + index), node }));
      return {
        ...connectionOf(edges, listed.length > start + first, start > 0),
        totalCount: listed.length,
      };
    },
  },
  Sweepstake: {
    id: (sweepstake) => toGlobalId('Sweepstake', sweepstake.id),
    internalId: (sweepstake) => sweepstake.id,
    name: (sweepstake, args, context) => localized(sweepstake.name, args.language ?? context.language),
    description: (sweepstake, args, context) => localized(sweepstake.description, args.language ?? context.language),
    prize: (sweepstake, args, context) => localized(sweepstake.prize, args.language ?? context.language),
    question: (sweepstake, args, context) => localized(sweepstake.question, args.language ?? context.language),
    choices: (sweepstake, args, context) =>
      sweepstake.choices.map((choice) => ({
        internalId: choice.id,
        text: localized(choice.text, args.language ?? context.language),
      })),
    slug(sweepstake, args) {
      const language = args.language ?? 'DE';
      const slug = (language === 'EN' ? sweepstake.full_slugs.en : null) ?? sweepstake.full_slugs.de ?? '';
      return slug.replace(/^\//, '') || String(sweepstake.id);
    },
    state: (sweepstake) => stateOf(sweepstake.state),
    draw: (sweepstake) => sweepstake.draw,
    viewerParticipation: (sweepstake) =>
      sweepstake.participation ? { ...sweepstake.participation, choices: sweepstake.choices } : null,
  },
  SweepstakeParticipation: {
    choice: (participation, _args, context) => {
      const choice = participation.choices.find((candidate) => candidate.id === participation.choiceId);
      return choice ? { internalId: choice.id, text: localized(choice.text, context.language) } : null;
    },
  },
  DailyDraw: {
    id: (draw) => toGlobalId('DailyDraw', draw.groupId),
    internalId: (draw) => draw.groupId,
    name: (draw, args, context) => localized(draw.name, args.language ?? context.language),
    prize: (draw, args, context) => localized(draw.prize, args.language ?? context.language),
  },
  Mutation: {
    async sweepstakeEnter(_root, { input }, context) {
      const id = entityIdOf('Sweepstake', input.sweepstakeId);
      if (id === null) return invalid(context, 'sweepstakeId');
      if (!CHOICE_ID.test(input.choiceId) || !isCode(input.choiceId, 16)) return invalid(context, 'choiceId');
      if (input.acceptConditions !== true) return invalid(context, 'acceptConditions');
      const scope = personScope(context);
      const service = context.services.sweepstakes;
      try {
        const sweepstake = await service.participate(scope, id, {
          choiceId: input.choiceId,
          acceptConditions: true,
          newsletterOptIn: input.newsletterOptIn ?? false,
        });
        return { __typename: 'SweepstakeEnterSuccess' as const, sweepstake };
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error;
        if (error.status === 409) {
          // Taking part already is no error (spec 3 section 8): an info with the service's first German text.
          const message =
            refusalText(error.problem?.localizedErrors, context.language) ??
            errorMessage('SWEEPSTAKE_ALREADY_PARTICIPATING', context.language);
          const sweepstake = await service.sweepstake(scope, id);
          return { __typename: 'SweepstakeAlreadyParticipatingInfo' as const, message, sweepstake };
        }
        return typedRefusal(
          context,
          error,
          errorUnion('SweepstakeNotActiveError', 'NotFoundError', 'InvalidInputError'),
          {
            codeOf: ({ status }) => (status === 422 ? 'SWEEPSTAKE_NOT_ACTIVE' : undefined),
            fieldOf: (field) => (field === 'acceptConditions' ? 'acceptConditions' : 'choiceId'),
          },
        );
      }
    },
    async dailyDrawEnter(_root, { input }, context) {
      const groupId = dailyDrawIdOf(input.dailyDrawId);
      if (groupId === null) return notFound(context);
      const scope = personScope(context);
      const service = context.services.sweepstakes;
      try {
        const group = await service.enterDailyDraw(scope, groupId);
        const dailyDraw = toDailyDraw(group);
        return dailyDraw ? { __typename: 'DailyDrawEnterSuccess' as const, dailyDraw } : notFound(context);
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error;
        if (error.status === 409) {
          const message =
            refusalText(error.problem?.localizedErrors, context.language) ??
            errorMessage('ALREADY_PARTICIPATING_IN_TODAYS_DRAW', context.language);
          const draws = await service.dailyDraws(scope);
          const dailyDraw = draws.map(toDailyDraw).find((draw) => draw?.groupId === groupId);
          if (!dailyDraw) return notFound(context);
          return {
            __typename: 'DailyDrawAlreadyEnteredError' as const,
            code: 'ALREADY_PARTICIPATING_IN_TODAYS_DRAW',
            message,
            dailyDraw,
          };
        }
        return typedRefusal(context, error, errorUnion('DailyDrawNotOpenError', 'NotFoundError'), {
          codeOf: ({ status }) => (status === 422 ? 'DAILY_DRAW_NOT_OPEN' : undefined),
        });
      }
    },
  },
};

/** Sweepstakes, series and daily draws by global id, through the viewer's own (self) loaders. */
export const sweepstakeNodeLoaders = {
  async Sweepstake(internalId: string, context: GraphContext) {
    if (context.viewer.kind !== 'person') return null;
    const id = parseDatabaseId(internalId);
    const sweepstake = id === null ? null : await loadSweepstake(context, id);
    return sweepstake ? { ...sweepstake, __typename: 'Sweepstake' as const } : null;
  },
  async SweepstakeSeries(internalId: string, context: GraphContext) {
    if (context.viewer.kind !== 'person') return null;
    const id = parseDatabaseId(internalId);
    if (id === null) return null;
    try {
      return { ...(await context.loaders.sweepstakes.series.load(id)), __typename: 'SweepstakeSeries' as const };
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) return null;
      throw error;
    }
  },
  async DailyDraw(internalId: string, context: GraphContext) {
    if (context.viewer.kind !== 'person' || !DAILY_DRAW_ID.test(internalId)) return null;
    const draw = (await context.loaders.sweepstakes.dailyDraws.load('self'))
      .map(toDailyDraw)
      .find((candidate) => candidate?.groupId === internalId);
    return draw ? { ...draw, __typename: 'DailyDraw' as const } : null;
  },
};
