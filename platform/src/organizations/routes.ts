import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { requireBearer, type AccessTokenVerifier } from '../http/auth.ts';
import { Id, Text, Uuid } from '../http/inputs.ts';
import { Problem, sendProblem } from '../http/problem.ts';
import type { OrganizationService } from './service.ts';

export const OrganizationMember = Type.Object(
  {
    id: Type.String({ description: 'The member’s account id' }),
    firstName: Type.String(),
    lastName: Type.String(),
    email: Type.String(),
    efNumber: Type.Union([Type.String(), Type.Null()], { description: 'The club membership (EF) number' }),
    isAdmin: Type.Boolean(),
    pendingConfirmation: Type.Boolean({ description: 'Invited, not yet accepted' }),
    entryDate: Type.String({ format: 'date' }),
    invitationExpiresAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  { $id: 'OrganizationMember', title: 'OrganizationMember' },
);

export const OrganizationInvitation = Type.Object(
  {
    organizationId: Type.Integer(),
    organizationName: Type.String(),
    state: Type.Union([Type.Literal('Pending'), Type.Literal('Expired'), Type.Literal('Accepted')]),
    invitedBy: Type.Union([Type.String(), Type.Null()], { description: 'The inviting admin’s name' }),
    expiresAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  { $id: 'OrganizationInvitation', title: 'OrganizationInvitation' },
);

const problems = { 400: Problem, 401: Problem, 403: Problem, 404: Problem, 409: Problem };
const MemberParams = Type.Object({
  id: Type.Union([
    Uuid({ description: 'The member’s account id' }),
    Type.String({
      pattern: '^invited:[^\\s/]{3,254}$',
      description: 'An invitation waiting for an account: invited: and the address it was sent to',
    }),
  ]),
});

/**
 * Organisation administration (spec 1 section 7, spec 3 section 7): an organisation's admin, acting for
 * it with the organisation-scoped token of the token exchange, lists, invites, removes, promotes and
 * demotes members; a person accepts or declines their own invitations.
 */
export const organizationRoutes: FastifyPluginAsyncTypebox<{
  service: OrganizationService;
  verify: AccessTokenVerifier;
}> = async (app, { service, verify }) => {
  const bearer = requireBearer(verify);

  /** The organisation the token acts for, when the person administers it now; otherwise a 403. */
  async function administered(request: FastifyRequest, reply: FastifyReply): Promise<number | undefined> {
    const principal = request.principal!;
    if (
      principal.organizationId !== undefined &&
      (await service.isAdmin(service.db, principal.organizationId, principal.subject))
    ) {
      return principal.organizationId;
    }
    sendProblem(reply, {
      type: 'about:blank',
      title: 'Forbidden',
      status: 403,
      detail: 'Only an admin acting for the organisation manages its members.',
    });
    return undefined;
  }

  app.get(
    '/organizations/self/members',
    {
      preHandler: bearer,
      schema: {
        tags: ['organizations'],
        summary: 'The members and invited people of the organisation the token acts for',
        security: [{ bearer: [] }],
        querystring: Type.Object({
          Page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
          PageSize: Type.Integer({ minimum: 1, maximum: 10_000, default: 10_000 }),
          fulltextSearch: Type.Optional(Text({ maxLength: 100 })),
          orderBy: Type.Union(
            [Type.Literal('firstName asc'), Type.Literal('firstName desc'), Type.Literal('lastName asc')],
            { default: 'firstName asc' },
          ),
        }),
        response: {
          200: Type.Object(
            {
              items: Type.Array(OrganizationMember),
              page: Type.Integer(),
              pageSize: Type.Integer(),
              totalCount: Type.Integer(),
              hasNextPage: Type.Boolean(),
            },
            { $id: 'OrganizationMemberPage', title: 'OrganizationMemberPage' },
          ),
          ...problems,
        },
      },
    },
    async (request, reply) => {
      const organizationId = await administered(request, reply);
      if (organizationId === undefined) return reply;
      const { Page: page, PageSize: pageSize, fulltextSearch: search, orderBy } = request.query;
      return service.members(organizationId, { search, orderBy, page, pageSize });
    },
  );

  app.post(
    '/organizations/self/members',
    {
      preHandler: bearer,
      schema: {
        tags: ['organizations'],
        summary: 'Invite a person by e-mail; they get a mail with the link to accept or decline',
        description:
          '409 ORGANIZATION_MEMBER_ALREADY_EXISTS for a member; 400 “EmailAddress already exists” for an open invitation; an address without an account gets an invitation that waits for one (id invited:<address>).',
        security: [{ bearer: [] }],
        body: Type.Object({ memberEmail: Type.String({ format: 'email', maxLength: 254 }) }),
        response: { 201: OrganizationMember, ...problems },
      },
    },
    async (request, reply) => {
      const organizationId = await administered(request, reply);
      if (organizationId === undefined) return reply;
      const member = await service.invite(organizationId, request.principal!.subject, request.body.memberEmail);
      return reply.code(201).send(member);
    },
  );

  app.delete(
    '/organizations/self/members/:id',
    {
      preHandler: bearer,
      schema: {
        tags: ['organizations'],
        summary: 'Remove a member or withdraw an invitation (another admin: only through support)',
        security: [{ bearer: [] }],
        params: MemberParams,
        response: { 204: Type.Null(), ...problems },
      },
    },
    async (request, reply) => {
      const organizationId = await administered(request, reply);
      if (organizationId === undefined) return reply;
      await service.remove(organizationId, request.principal!.subject, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/organizations/self/members/:id',
    {
      preHandler: bearer,
      schema: {
        tags: ['organizations'],
        summary: 'Promote a member to admin (at most two) or give up one’s own admin rights',
        security: [{ bearer: [] }],
        params: MemberParams,
        body: Type.Object({ isAdmin: Type.Boolean() }),
        response: { 200: OrganizationMember, ...problems },
      },
    },
    async (request, reply) => {
      const organizationId = await administered(request, reply);
      if (organizationId === undefined) return reply;
      return service.setAdmin(organizationId, request.principal!.subject, request.params.id, request.body.isAdmin);
    },
  );

  const InvitationParams = Type.Object({ id: Id({ description: 'The organisation' }) });
  const personOnly = (request: FastifyRequest, reply: FastifyReply) => {
    if (request.principal!.organizationId === undefined) return true;
    sendProblem(reply, {
      type: 'about:blank',
      title: 'Forbidden',
      status: 403,
      detail: 'A person answers their own invitation, not an organisation.',
    });
    return false;
  };

  app.get(
    '/contacts/self/organizations/:id/membership',
    {
      preHandler: bearer,
      schema: {
        tags: ['organizations'],
        summary: 'One’s own invitation into an organisation: pending, expired or accepted (404 when there is none)',
        security: [{ bearer: [] }],
        params: InvitationParams,
        response: {
          200: OrganizationInvitation,
          ...problems,
        },
      },
    },
    async (request, reply) =>
      personOnly(request, reply) ? service.invitation(request.params.id, request.principal!.subject) : reply,
  );

  app.patch(
    '/contacts/self/organizations/:id/membership',
    {
      preHandler: bearer,
      schema: {
        tags: ['organizations'],
        summary: 'Accept one’s own invitation (404 when there is none for this account, 410 when expired)',
        security: [{ bearer: [] }],
        params: InvitationParams,
        response: {
          200: Type.Object({ organizationId: Type.Integer(), state: Type.Literal('Accepted') }),
          410: Problem,
          ...problems,
        },
      },
    },
    async (request, reply) =>
      personOnly(request, reply) ? service.accept(request.params.id, request.principal!.subject) : reply,
  );

  app.delete(
    '/contacts/self/organizations/:id/membership',
    {
      preHandler: bearer,
      schema: {
        tags: ['organizations'],
        summary: 'Decline one’s own invitation',
        security: [{ bearer: [] }],
        params: InvitationParams,
        response: { 204: Type.Null(), ...problems },
      },
    },
    async (request, reply) => {
      if (!personOnly(request, reply)) return reply;
      await service.decline(request.params.id, request.principal!.subject);
      return reply.code(204).send(null);
    },
  );
};
