/** The wallet mutations' refusals: each result union's error types, and the services' problems read as them. */
import type { TicketNotTransferableReason, TicketTransferState } from '../../__generated__/resolvers-types.ts';
import type { GraphContext } from '../../context.ts';
import { errorMessage } from '../../shared/native-errors.ts';
import { errorUnion, typedError, typedRefusal, type TypedError } from '../base/typed-errors.ts';

export type ErrorTypename =
  | 'TicketRecipientNotFoundError'
  | 'TicketAlreadyTransferredError'
  | 'TicketTransferPendingError'
  | 'TicketTransferToSelfError'
  | 'ContractNotTransferableError'
  | 'TicketNotTransferableError'
  | 'TicketTransferNotPendingError'
  | 'TicketTransferWrongPartyError'
  | 'FanclubAsSeasonTicketRecipientNotAllowedError'
  | 'SeasonTicketAlreadyHeldError'
  | 'NotFoundError'
  | 'InvalidInputError';

export const notFound = (context: GraphContext) => typedError(context, 'NotFoundError', 'NOT_FOUND');

export const invalid = (context: GraphContext, field: string) =>
  typedError(context, 'InvalidInputError', 'INVALID_INPUT', { field });

export const notTransferableReasons: Record<string, TicketNotTransferableReason> = {
  HardTicket: 'HARD_TICKET',
  Personalised: 'PERSONALISED',
  EventStarted: 'EVENT_STARTED',
  SeasonOver: 'SEASON_OVER',
};

export const transferStates: Record<string, TicketTransferState> = {
  Pending: 'PENDING',
  Accepted: 'ACCEPTED',
  Declined: 'DECLINED',
  Withdrawn: 'WITHDRAWN',
};

/** What each transfer mutation's result union holds, so a refusal the union lacks is never answered as one. */
export const refusalsOf = {
  create: errorUnion(
    'TicketRecipientNotFoundError',
    'TicketAlreadyTransferredError',
    'TicketTransferPendingError',
    'TicketTransferToSelfError',
    'ContractNotTransferableError',
    'TicketNotTransferableError',
    'NotFoundError',
    'InvalidInputError',
  ),
  accept: errorUnion(
    'TicketTransferNotPendingError',
    'TicketNotTransferableError',
    'TicketTransferToSelfError',
    'FanclubAsSeasonTicketRecipientNotAllowedError',
    'SeasonTicketAlreadyHeldError',
    'TicketTransferWrongPartyError',
    'NotFoundError',
  ),
  decline: errorUnion(
    'TicketTransferNotPendingError',
    'TicketTransferWrongPartyError',
    'NotFoundError',
    'InvalidInputError',
  ),
  withdraw: errorUnion('TicketTransferNotPendingError', 'TicketTransferWrongPartyError', 'NotFoundError'),
  addressBook: errorUnion('NotFoundError'),
};

/** The graph's input field for a field the wallet service names in a 400. */
export const inputFieldOf: Record<string, string> = { recipientMail: 'recipientEmail', reasonForDeclining: 'reason' };

/**
 * The typed error for a refusal of the wallet or contact service (`typedRefusal`): its native code (with
 * the reason the service gives, and the field it concerns), 404 (another's ticket, transfer or entry, or
 * none: never told apart), 403 (the other side's action) and a 400 at its field. Anything else, and a
 * refusal the mutation's union does not hold, is thrown (masked as UPSTREAM_UNAVAILABLE).
 */
export function refusal<Allowed extends ErrorTypename>(
  context: GraphContext,
  error: unknown,
  allowed: ReadonlySet<Allowed>,
): TypedError<Allowed> {
  return typedRefusal(context, error, allowed, {
    codeOf: ({ status }) => (status === 403 ? 'TICKET_TRANSFER_WRONG_PARTY' : undefined),
    fieldOf: (field) => inputFieldOf[field] ?? field,
    detailsOf: (code, { problem }) => {
      switch (code) {
        // Passing a ticket on words these two for the case (spec 2 section 8).
        case 'USER_NOT_FOUND':
          return { message: errorMessage(code, context.language, 'ticketTransfer'), field: 'recipientEmail' };
        case 'CONTRACT_NOT_TRANSFERABLE':
          return { message: errorMessage(code, context.language, 'ticketTransfer') };
        case 'TICKET_NOT_TRANSFERABLE':
          return { reason: notTransferableReasons[problem.reason ?? ''] ?? 'OTHER' };
        case 'TICKET_TRANSFER_NOT_PENDING':
          return { state: transferStates[problem.reason ?? ''] ?? null };
        default:
          return undefined;
      }
    },
  });
}
