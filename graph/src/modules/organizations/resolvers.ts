import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { personScope } from '../../auth/scopes.ts';
import type { GraphContext } from '../../context.ts';
import { badUserInput } from '../../shared/errors.ts';
import { isNativeErrorCode } from '../../shared/native-errors.ts';
import {
  connectionOf,
  databaseIdOf,
  fromGlobalId,
  offsetCursor,
  pageArguments,
  toGlobalId,
} from '../../shared/relay.ts';
import { isEmailAddress, isPlainText } from '../../shared/input.ts';
import type { RequestScope } from '../../upstreams/http.ts';
import { errorUnion, typedError, typedRefusal, type TypedError } from '../base/typed-errors.ts';
import type { OrganizationMemberModel } from './organizations.mappers.ts';

const MAX_MEMBERS_PER_PAGE = 200;

type ErrorTypename =
  | 'NotOrganizationAdminError'
  | 'OrganizationMemberAlreadyExistsError'
  | 'EmailAddressAlreadyExistsError'
  | 'UserNotFoundError'
  | 'OrganizationAdminLimitReachedError'
  | 'OrganizationAdminRemovalNeedsSupportError'
  | 'OrganizationNeedsAnAdminError'
  | 'OrganizationMemberNotConfirmedError'
  | 'OrganizationInvitationExpiredError'
  | 'OrganizationInvitationNotFoundError'
  | 'NotFoundError'
  | 'InvalidInputError';

/** What each mutation's result union holds, so a refusal the union lacks is thrown, never answered as one. */
const refusalsOf = {
  invite: errorUnion(
    'EmailAddressAlreadyExistsError',
    'InvalidInputError',
    'NotOrganizationAdminError',
    'OrganizationMemberAlreadyExistsError',
    'UserNotFoundError',
  ),
  remove: errorUnion(
    'NotFoundError',
    'NotOrganizationAdminError',
    'OrganizationAdminRemovalNeedsSupportError',
    'OrganizationNeedsAnAdminError',
  ),
  promote: errorUnion(
    'NotFoundError',
    'NotOrganizationAdminError',
    'OrganizationAdminLimitReachedError',
    'OrganizationMemberNotConfirmedError',
  ),
  demote: errorUnion(
    'NotFoundError',
    'NotOrganizationAdminError',
    'OrganizationAdminRemovalNeedsSupportError',
    'OrganizationNeedsAnAdminError',
  ),
  accept: errorUnion('OrganizationInvitationExpiredError', 'OrganizationInvitationNotFoundError'),
  decline: errorUnion('OrganizationInvitationNotFoundError'),
};

/**
 * The typed error for a refusal of the service (`typedRefusal`): its native code, the spec's 400 "EmailAddress
 * already exists" (emailAddressAlreadyExists, spec 1 section 8), 403 (not an admin) and 404 (no such member,
 * or no invitation for this account where the union has that). Failures of the service itself, and a
 * refusal the mutation's union does not hold, are thrown.
 */
function refusal<Allowed extends ErrorTypename>(
  context: GraphContext,
  error: unknown,
  allowed: ReadonlySet<Allowed>,
): TypedError<Allowed> {
  return typedRefusal(context, error, allowed, {
    codeOf: ({ status, problem }) => {
      if (isNativeErrorCode(problem.errorCode)) return undefined;
      if (status === 400 && /EmailAddress already exists/i.test(problem.detail ?? ''))
        return 'EMAIL_ADDRESS_ALREADY_EXISTS';
      if (status === 403) return 'NOT_ORGANIZATION_ADMIN';
      if (status === 404 && allowed.has('OrganizationInvitationNotFoundError' as Allowed))
        return 'ORGANIZATION_INVITATION_NOT_FOUND';
      return undefined;
    },
  });
}

/**
 * The scope to manage an organisation in: the admin's organisation-scoped token from the graph's token
 * exchange (never the browser's). Undefined when the viewer does not administer it.
 */
async function adminScope(context: GraphContext, organizationId: number): Promise<RequestScope | undefined> {
  if (context.viewer.kind !== 'person') return undefined;
  const token = await context.services.organizationTokens.tokenFor(
    context.viewer.person,
    organizationId,
    context.requestId,
  );
  return token ? { requestId: context.requestId, signal: context.request.signal, bearer: token } : undefined;
}

/** The person's own scope, for answering their own invitations. */
/** The account id in an OrganizationMember global id (`OrganizationMember:<organization>:<account>`). */
function memberOf(globalId: string): { organizationId: number; accountId: string } | null {
  const parsed = fromGlobalId(globalId);
  // An account id, or an invitation waiting for an account: invited:<address>.
  const match =
    parsed?.type === 'OrganizationMember'
      ? /^(\d{1,10}):([0-9a-f-]{36}|invited:[^\s/]{3,254})$/i.exec(parsed.internalId)
      : null;
  return match ? { organizationId: Number(match[1]), accountId: match[2]! } : null;
}

async function changeRole<Allowed extends ErrorTypename>(
  context: GraphContext,
  input: { organizationId: string; memberId: string },
  isAdmin: boolean,
  refusals: ReadonlySet<Allowed>,
) {
  const organizationId = databaseIdOf(input.organizationId, 'Organization');
  const member = memberOf(input.memberId);
  if (organizationId === null || member === null || member.organizationId !== organizationId)
    return typedError(context, 'NotFoundError', 'NOT_FOUND');
  const scope = await adminScope(context, organizationId);
  if (!scope) return typedError(context, 'NotOrganizationAdminError', 'NOT_ORGANIZATION_ADMIN');
  try {
    const changed = await context.services.organizations.setAdmin(scope, member.accountId, isAdmin);
    return { __typename: 'OrganizationMemberRoleSuccess' as const, member: { ...changed, organizationId } };
  } catch (error) {
    return refusal(context, error, refusals);
  }
}

/** The signed-in person answers their own invitation; none for this account is the wrong-account state. */
async function answerInvitation<Allowed extends ErrorTypename>(
  context: GraphContext,
  organizationGlobalId: string,
  answer: (scope: RequestScope, organizationId: number) => Promise<unknown>,
  refusals: ReadonlySet<Allowed>,
) {
  const organizationId = databaseIdOf(organizationGlobalId, 'Organization');
  if (organizationId === null)
    return typedError(context, 'OrganizationInvitationNotFoundError', 'ORGANIZATION_INVITATION_NOT_FOUND');
  try {
    await answer(personScope(context), organizationId);
    return { __typename: 'OrganizationInvitationAnswerSuccess' as const, organizationId: organizationGlobalId };
  } catch (error) {
    return refusal(context, error, refusals);
  }
}

export const organizationResolvers: Resolvers = {
  Viewer: {
    async organizationInvitation(_viewer, { organizationId }, context) {
      if (context.viewer.kind !== 'person' || organizationId < 1) return null;
      const invitation = await context.services.organizations.invitation(personScope(context), organizationId);
      if (!invitation) return null;
      return {
        organizationId: toGlobalId('Organization', invitation.organizationId),
        organizationName: invitation.organizationName,
        state: invitation.state.toUpperCase() as 'PENDING' | 'EXPIRED' | 'ACCEPTED',
        invitedBy: invitation.invitedBy,
        expiresAt: invitation.expiresAt,
      };
    },
  },
  Organization: {
    async members(organization, args, context) {
      const { first, start } = pageArguments(args, { defaultFirst: 50, max: MAX_MEMBERS_PER_PAGE });
      const search = args.search?.trim() || undefined;
      if (search !== undefined && !isPlainText(search, 100))
        throw badUserInput('search is too long or holds control characters.');
      const scope = await adminScope(context, organization.id);
      if (!scope) return null;
      // The service pages in its own pages; ask for the one that holds `start` and the item after `first`.
      const pageSize = MAX_MEMBERS_PER_PAGE;
      const page = Math.floor(start / pageSize) + 1;
      const answer = await context.services.organizations.members(scope, { search, page, pageSize });
      const offset = (page - 1) * pageSize;
      const edges = answer.items
        .map((item, index) => ({
          cursor: offsetCursor(offset + index),
          node: { ...item, organizationId: organization.id },
        }))
        .filter((_edge, index) => offset + index >= start);
      return {
        ...connectionOf<OrganizationMemberModel>(
          edges.slice(0, first),
          edges.length > first || answer.hasNextPage,
          start > 0,
        ),
        totalCount: answer.totalCount,
      };
    },
  },
  OrganizationMember: {
    id: (member) => toGlobalId('OrganizationMember', `${member.organizationId}:${member.id}`),
    membershipNumber: (member) => member.efNumber,
    awaitingAccount: (member) => member.id.startsWith('invited:'),
  },
  Mutation: {
    async organizationMemberInvite(_root, { input }, context) {
      const organizationId = databaseIdOf(input.organizationId, 'Organization');
      if (organizationId === null) return typedError(context, 'NotOrganizationAdminError', 'NOT_ORGANIZATION_ADMIN');
      const email = input.email.trim();
      if (!isEmailAddress(email)) return typedError(context, 'InvalidInputError', 'INVALID_INPUT', { field: 'email' });
      const scope = await adminScope(context, organizationId);
      if (!scope) return typedError(context, 'NotOrganizationAdminError', 'NOT_ORGANIZATION_ADMIN');
      try {
        const member = await context.services.organizations.invite(scope, email);
        return { __typename: 'OrganizationMemberInviteSuccess' as const, member: { ...member, organizationId } };
      } catch (error) {
        return refusal(context, error, refusalsOf.invite);
      }
    },
    async organizationMemberRemove(_root, { input }, context) {
      const organizationId = databaseIdOf(input.organizationId, 'Organization');
      const member = memberOf(input.memberId);
      if (organizationId === null || member === null || member.organizationId !== organizationId)
        return typedError(context, 'NotFoundError', 'NOT_FOUND');
      const scope = await adminScope(context, organizationId);
      if (!scope) return typedError(context, 'NotOrganizationAdminError', 'NOT_ORGANIZATION_ADMIN');
      try {
        await context.services.organizations.remove(scope, member.accountId);
        return { __typename: 'OrganizationMemberRemoveSuccess' as const, removedMemberId: input.memberId };
      } catch (error) {
        return refusal(context, error, refusalsOf.remove);
      }
    },
    organizationMemberPromote: (_root, { input }, context) => changeRole(context, input, true, refusalsOf.promote),
    organizationMemberDemote: (_root, { input }, context) => changeRole(context, input, false, refusalsOf.demote),
    organizationInvitationAccept: (_root, { input }, context) =>
      answerInvitation(
        context,
        input.organizationId,
        (scope, id) => context.services.organizations.acceptInvitation(scope, id),
        refusalsOf.accept,
      ),
    organizationInvitationDecline: (_root, { input }, context) =>
      answerInvitation(
        context,
        input.organizationId,
        (scope, id) => context.services.organizations.declineInvitation(scope, id),
        refusalsOf.decline,
      ),
  },
};
