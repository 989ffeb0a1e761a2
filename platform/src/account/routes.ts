import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireBearer, type AccessTokenVerifier } from '../http/auth.ts';
import { notFound, Problem } from '../http/problem.ts';
import { Group } from '../sweepstakes/schemas.ts';
import type { SweepstakeService } from '../sweepstakes/service.ts';
import type { AccountRepository } from './repository.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const Contact = Type.Object(
  {
    id: Type.String(),
    isOrganization: Type.Boolean(),
    organizationId: Nullable(Type.Integer()),
    name: Type.String(),
    organizationType: Nullable(Type.Union([Type.Literal('FanClub'), Type.Literal('Company')])),
    organizationPriceGroup: Nullable(Type.String()),
    firstName: Nullable(Type.String()),
    lastName: Nullable(Type.String()),
    email: Nullable(Type.String()),
    birthday: Nullable(Type.String({ format: 'date' })),
    mobile: Nullable(Type.String()),
    phone: Nullable(Type.String()),
    partnerIdentityNumber: Nullable(Type.String({ description: 'The EF number' })),
    profileLanguage: Type.Union([Type.Literal('de'), Type.Literal('en')]),
  },
  { $id: 'Contact', title: 'Contact' },
);

export const Membership = Type.Object(
  {
    organization: Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      type: Type.Union([Type.Literal('FanClub'), Type.Literal('Company')]),
      memberPriceGroup: Nullable(Type.String()),
    }),
    isAdmin: Type.Boolean(),
    state: Type.Union([Type.Literal('Invited'), Type.Literal('Accepted')]),
    entryDate: Type.String({ format: 'date' }),
  },
  { $id: 'Membership', title: 'Membership' },
);

const unauthorized = { 401: Problem };

/** The contact service (v1): the signed-in person's (or acting organisation's) own data only. */
export const contactRoutes: FastifyPluginAsyncTypebox<{
  repository: AccountRepository;
  verify: AccessTokenVerifier;
  /** The daily draws, listed by /self/groups?Kind=DailyDraw. */
  dailyDraws: SweepstakeService;
}> = async (app, { repository, verify, dailyDraws }) => {
  app.addHook('preHandler', requireBearer(verify));

  app.get(
    '/contacts/self',
    {
      schema: {
        tags: ['contacts'],
        summary: 'The contact of the token: the person, or the organisation a token acts for',
        security: [{ bearer: [] }],
        response: { 200: Contact, 404: Problem, ...unauthorized },
      },
    },
    async (request) => {
      const contact = await repository.self(request.principal!);
      if (!contact) throw notFound('No contact for this account');
      return contact;
    },
  );

  app.get(
    '/contacts/self/organizations/memberships',
    {
      schema: {
        tags: ['contacts'],
        summary: 'The person’s organisation memberships (fan clubs, companies)',
        security: [{ bearer: [] }],
        querystring: Type.Object({
          IsAdmin: Type.Optional(Type.Boolean()),
          Page: Type.Integer({ minimum: 1, default: 1 }),
          PageSize: Type.Integer({ minimum: 1, maximum: 10000, default: 1000 }),
          OrderBy: Type.Union([Type.Literal('organization.name asc'), Type.Literal('organization.name desc')], {
            default: 'organization.name asc',
          }),
        }),
        response: {
          200: Type.Object(
            {
              items: Type.Array(Membership),
              page: Type.Integer(),
              pageSize: Type.Integer(),
              totalCount: Type.Integer(),
              hasNextPage: Type.Boolean(),
            },
            { $id: 'MembershipPage', title: 'MembershipPage' },
          ),
          400: Problem,
          ...unauthorized,
        },
      },
    },
    async (request) =>
      repository.memberships(request.principal!.subject, {
        isAdmin: request.query.IsAdmin,
        page: request.query.Page,
        pageSize: request.query.PageSize,
        orderBy: request.query.OrderBy,
      }),
  );

  app.get(
    '/self/groups',
    {
      schema: {
        tags: ['contacts'],
        summary:
          'The groups the person belongs to (tester groups, daily draws entered); with Kind=DailyDraw the daily draws open today',
        description:
          'Kind=DailyDraw lists every daily draw ("tageslos" and a number) open today in Europe/Berlin, joined or ' +
          'not, with whether the person has entered today and the commitment (seed hash) of today’s draw.',
        security: [{ bearer: [] }],
        querystring: Type.Object({ Kind: Type.Optional(Type.Literal('DailyDraw')) }),
        response: {
          200: Type.Object({ items: Type.Array(Group) }),
          400: Problem,
          ...unauthorized,
        },
      },
    },
    async (request) => {
      const subject = request.principal!.subject;
      if (request.query.Kind === 'DailyDraw') return { items: await dailyDraws.openDailyDraws(subject) };
      return { items: await repository.groups(subject) };
    },
  );
};
