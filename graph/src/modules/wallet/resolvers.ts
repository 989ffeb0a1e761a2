import type { Language, MatchStatus, Resolvers, TicketMedia } from '../../__generated__/resolvers-types.ts';
import { effectiveScope } from '../../auth/scopes.ts';
import type { GraphContext } from '../../context.ts';
import { badUserInput } from '../../shared/errors.ts';
import { isEmailAddress, isPlainText, isUuid, parseDatabaseId } from '../../shared/input.ts';
import { localized } from '../../shared/language.ts';
import { euro } from '../../shared/money.ts';
import { connectionOverServicePages, databaseIdOf, fromGlobalId, toGlobalId } from '../../shared/relay.ts';
import { WALLET_PAGE_SIZE } from '../../upstreams/wallet/loaders.ts';
import type {
  TicketList,
  UpstreamTicket,
  UpstreamTicketEventSummary,
  UpstreamTicketTransfer,
} from '../../upstreams/wallet/types.ts';
import { eventOf, kindOf } from './tickets.ts';
import type { TicketEventModel, TicketModel } from './wallet.mappers.ts';
import { cmsLabel } from '../content/labels.ts';
import { invalid, notFound, refusal, refusalsOf, transferStates } from './errors.ts';

const mediaOf: Record<UpstreamTicket['media'], TicketMedia> = {
  MobileTicket: 'MOBILE_TICKET',
  PrintAtHome: 'PRINT_AT_HOME',
  HardTicket: 'HARD_TICKET',
  Card: 'CARD',
};

const matchStatuses = new Set<string>(['ANNOUNCED', 'BEFORE', 'LIVE', 'AFTER']);

const text = (
  texts: { de: string; en: string } | null,
  language: Language | null | undefined,
  context: GraphContext,
) => (texts ? localized(texts, language ?? context.language) : null);

/** A ticket's pending transfer: the transfers list holds it (one call for all tickets of a page); past its first page, by id. */
async function pendingTransfer(id: string, context: GraphContext) {
  const listed = (await context.loaders.wallet.transferPage.load(1)).items.find((transfer) => transfer.id === id);
  return listed ?? context.loaders.wallet.transfer.load(id);
}

/** The event itself: loaded once per request for all tickets of the match, public and shared across requests. */
async function fullEvent(model: TicketEventModel, context: GraphContext) {
  if (model.event === undefined) model.event = await context.loaders.wallet.event.load(model.id);
  return model.event;
}

/**
 * A field the tickets carry of their event, or the loaded event's when they carry none (a node refetch).
 * Not async: a list of tickets asks it for every ticket, and a plain value costs no promise to execute.
 */
function summaryField<Key extends keyof UpstreamTicketEventSummary>(
  model: TicketEventModel,
  key: Key,
  context: GraphContext,
): UpstreamTicketEventSummary[Key] | Promise<UpstreamTicketEventSummary[Key]> {
  if (model.summary) return model.summary[key];
  return fullEvent(model, context).then((event) => {
    if (!event) throw new Error(`event ${model.id} is gone`);
    return event[key];
  });
}

/** Connections page in the graph over the service's pages of 1000: one call per list, however the client pages. */
const PAGE_LIMITS = { defaultFirst: 20, max: 100 };

function ticketConnection(
  context: GraphContext,
  list: TicketList,
  args: { first?: number | null; after?: string | null },
) {
  if (context.viewer.kind !== 'person') return null;
  return connectionOverServicePages(args, PAGE_LIMITS, WALLET_PAGE_SIZE, (page) =>
    context.loaders.wallet.ticketPage.load({ list, page }),
  );
}

/** The service's id of a transfer in a global id of TicketTransfer; null for anything else. */
function transferIdOf(globalId: string): string | null {
  const parsed = fromGlobalId(globalId);
  return parsed?.type === 'TicketTransfer' && isUuid(parsed.internalId) ? parsed.internalId.toLowerCase() : null;
}

/** After a change: what this request loaded of tickets and transfers is from before it. */
function forgetWallet(context: GraphContext, transfer?: UpstreamTicketTransfer) {
  const wallet = context.loaders.wallet;
  wallet.ticketPage.clearAll();
  wallet.transferPage.clearAll();
  if (transfer) {
    wallet.ticket.clear(transfer.ticketId);
    wallet.transfer.clear(transfer.id).prime(transfer.id, transfer);
  }
}

/** The ticket a transfer is about, when the viewer holds it; null otherwise (no error: not the viewer's). */
const heldTicket = (ticketId: number, context: GraphContext) => context.loaders.wallet.ticket.load(ticketId);

export const walletResolvers: Resolvers = {
  Viewer: {
    tickets: (_viewer, { scope, first, after }, context) =>
      ticketConnection(
        context,
        { kind: 'tickets', scope: scope === 'ARCHIVE' ? 'archive' : 'upcoming' },
        {
          first,
          after,
        },
      ),
    seasonTickets: (_viewer, { scope, first, after }, context) =>
      ticketConnection(
        context,
        { kind: 'seasonTickets', scope: scope === 'ARCHIVE' ? 'archive' : 'current' },
        {
          first,
          after,
        },
      ),
    async ticket(_viewer, { id }, context) {
      const ticketId = databaseIdOf(id, 'Ticket');
      if (context.viewer.kind !== 'person' || ticketId === null) return null;
      return context.loaders.wallet.ticket.load(ticketId);
    },
    async ticketTransfers(_viewer, args, context) {
      if (context.viewer.kind !== 'person') return null;
      return connectionOverServicePages(args, PAGE_LIMITS, WALLET_PAGE_SIZE, (page) =>
        context.loaders.wallet.transferPage.load(page),
      );
    },
    async ticketTransfer(_viewer, { id }, context) {
      // The mail's link carries the service's id; the portal's pages pass the global id.
      const transferId = isUuid(id) ? id.toLowerCase() : transferIdOf(id);
      if (context.viewer.kind !== 'person' || transferId === null) return null;
      return context.loaders.wallet.transfer.load(transferId);
    },
    async addressBook(_viewer, { search }, context) {
      const wanted = search?.trim() ?? '';
      if (!isPlainText(wanted, 100)) throw badUserInput('search is too long or holds control characters.');
      if (context.viewer.kind !== 'person') return null;
      const entries = await context.loaders.account.addressBook.load(wanted);
      // Favourites first, each group by first name as the service orders it (sort is stable).
      return [...entries].sort((a, b) => Number(b.isFavorite) - Number(a.isFavorite));
    },
  },

  Ticket: {
    id: (ticket) => toGlobalId('Ticket', ticket.id),
    internalId: (ticket) => ticket.id,
    kind: (ticket) => kindOf(ticket.kind),
    event: (ticket) => eventOf(ticket.event),
    media: (ticket) => mediaOf[ticket.media],
    pricingClass: (ticket, { language }, context) => localized(ticket.pricingClass, language ?? context.language),
    price: (ticket) => euro(ticket.price),
    orderNumber: (ticket) => ticket.orderId,
    belongsToContract: (ticket) => ticket.contractId !== null,
    pendingTransfer(ticket, _args, context) {
      const id = ticket.pendingTransferId;
      // Most tickets have none: answered without a promise, as a list asks it of every ticket.
      if (!id) return null;
      return pendingTransfer(id, context);
    },
    async terms(ticket, { language }, context) {
      const detail: TicketModel | null =
        'terms' in ticket ? ticket : await context.loaders.wallet.ticket.load(ticket.id);
      return detail && 'terms' in detail ? text(detail.terms, language, context) : null;
    },
    async venueRules(ticket, { language }, context) {
      const detail: TicketModel | null =
        'terms' in ticket ? ticket : await context.loaders.wallet.ticket.load(ticket.id);
      return detail && 'venueRules' in detail ? text(detail.venueRules, language, context) : null;
    },
  },

  TicketEvent: {
    id: (event) => toGlobalId('TicketEvent', event.id),
    internalId: (event) => event.id,
    name: (event, _args, context) => summaryField(event, 'name', context),
    competition: async (event, { language }, context) =>
      cmsLabel(context, 'competition', await summaryField(event, 'competition', context), language),
    homeTeam: (event, _args, context) => summaryField(event, 'homeTeam', context),
    awayTeam: (event, _args, context) => summaryField(event, 'awayTeam', context),
    opponent: (event, _args, context) => summaryField(event, 'opponent', context),
    kickoff: (event, _args, context) => summaryField(event, 'kickoff', context),
    kickoffDate: (event, _args, context) => summaryField(event, 'kickoffDate', context),
    site: async (event, _args, context) => (await fullEvent(event, context))?.site ?? null,
    season: async (event, _args, context) => (await fullEvent(event, context))?.season ?? null,
    matchday: async (event, _args, context) => (await fullEvent(event, context))?.matchday ?? null,
    isHomeMatch: async (event, _args, context) => (await fullEvent(event, context))?.isHomeMatch ?? null,
    async status(event, _args, context) {
      const status = (await fullEvent(event, context))?.status.toUpperCase();
      return status && matchStatuses.has(status) ? (status as MatchStatus) : null;
    },
    venue: async (event, _args, context) => (await fullEvent(event, context))?.venue ?? null,
  },

  TicketTransfer: {
    id: (transfer) => toGlobalId('TicketTransfer', transfer.id),
    internalId: (transfer) => transfer.id,
    state: (transfer) => transferStates[transfer.state] ?? 'PENDING',
    direction: (transfer) => (transfer.direction === 'Sent' ? 'SENT' : 'RECEIVED'),
    recipientEmail: (transfer) => transfer.recipientMail,
    heldTicket: (transfer, _args, context) => heldTicket(transfer.ticketId, context),
  },

  TransferredTicket: {
    kind: (ticket) => kindOf(ticket.kind),
    event: (ticket) => eventOf(ticket.event),
    media: (ticket) => mediaOf[ticket.media],
    pricingClass: (ticket, { language }, context) => localized(ticket.pricingClass, language ?? context.language),
  },

  AddressBookEntry: {
    id: (entry) => toGlobalId('AddressBookEntry', entry.id),
  },

  TicketTransferCreateSuccess: {
    ticket: (success, _args, context) => heldTicket(success.transfer.ticketId, context),
  },
  TicketTransferAcceptSuccess: {
    ticket: (success, _args, context) => heldTicket(success.transfer.ticketId, context),
  },
  TicketTransferWithdrawSuccess: {
    ticket: (success, _args, context) => heldTicket(success.transfer.ticketId, context),
  },

  Mutation: {
    async ticketTransferCreate(_root, { input }, context) {
      const recipientEmail = input.recipientEmail.trim();
      if (!isEmailAddress(recipientEmail)) return invalid(context, 'recipientEmail');
      const ticketId = databaseIdOf(input.ticketId, 'Ticket');
      if (ticketId === null) return notFound(context);
      try {
        const transfer = await context.services.wallet.createTransfer(
          effectiveScope(context),
          ticketId,
          recipientEmail,
        );
        forgetWallet(context, transfer);
        return { __typename: 'TicketTransferCreateSuccess', transfer };
      } catch (error) {
        return refusal(context, error, refusalsOf.create);
      }
    },

    async ticketTransferAccept(_root, { id }, context) {
      const transferId = transferIdOf(id);
      if (transferId === null) return notFound(context);
      try {
        const transfer = await context.services.wallet.answerTransfer(effectiveScope(context), transferId, {
          accept: true,
        });
        forgetWallet(context, transfer);
        return { __typename: 'TicketTransferAcceptSuccess', transfer };
      } catch (error) {
        return refusal(context, error, refusalsOf.accept);
      }
    },

    async ticketTransferDecline(_root, { input }, context) {
      const reason = input.reason.trim();
      if (reason.length === 0 || !isPlainText(reason, 500)) return invalid(context, 'reason');
      const transferId = transferIdOf(input.id);
      if (transferId === null) return notFound(context);
      try {
        const transfer = await context.services.wallet.answerTransfer(effectiveScope(context), transferId, {
          accept: false,
          reasonForDeclining: reason,
        });
        forgetWallet(context, transfer);
        return { __typename: 'TicketTransferDeclineSuccess', transfer };
      } catch (error) {
        return refusal(context, error, refusalsOf.decline);
      }
    },

    async ticketTransferWithdraw(_root, { id }, context) {
      const transferId = transferIdOf(id);
      if (transferId === null) return notFound(context);
      const scope = effectiveScope(context);
      try {
        await context.services.wallet.withdrawTransfer(scope, transferId);
      } catch (error) {
        return refusal(context, error, refusalsOf.withdraw);
      }
      // The service answers 204: the transfer as it stands now, for the store.
      const transfer = await context.services.wallet.transfer(scope, transferId);
      if (!transfer) return notFound(context);
      forgetWallet(context, transfer);
      return { __typename: 'TicketTransferWithdrawSuccess', transfer };
    },

    async addressBookEntryDelete(_root, { id }, context) {
      const entryId = databaseIdOf(id, 'AddressBookEntry');
      if (entryId === null) return notFound(context);
      try {
        await context.services.account.deleteAddressBookEntry(effectiveScope(context), entryId);
        context.loaders.account.addressBook.clearAll();
        return { __typename: 'AddressBookEntryDeleteSuccess', deletedId: id };
      } catch (error) {
        return refusal(context, error, refusalsOf.addressBook);
      }
    },

    async addressBookEntryFavorite(_root, { input }, context) {
      const entryId = databaseIdOf(input.id, 'AddressBookEntry');
      if (entryId === null) return notFound(context);
      try {
        const entry = await context.services.account.setAddressBookFavorite(
          effectiveScope(context),
          entryId,
          input.isFavorite,
        );
        context.loaders.account.addressBook.clearAll();
        return { __typename: 'AddressBookEntryFavoriteSuccess', entry };
      } catch (error) {
        return refusal(context, error, refusalsOf.addressBook);
      }
    },
  },
};

/** Node refetch (base module): a ticket or transfer only through the viewer's own token; an event publicly. */
export const walletNodeLoaders = {
  async Ticket(internalId: string, context: GraphContext) {
    const id = parseDatabaseId(internalId);
    if (context.viewer.kind !== 'person' || id === null) return null;
    const ticket = await context.loaders.wallet.ticket.load(id);
    return ticket ? { ...ticket, __typename: 'Ticket' } : null;
  },
  async TicketTransfer(internalId: string, context: GraphContext) {
    if (context.viewer.kind !== 'person' || !isUuid(internalId)) return null;
    const transfer = await context.loaders.wallet.transfer.load(internalId.toLowerCase());
    return transfer ? { ...transfer, __typename: 'TicketTransfer' } : null;
  },
  async TicketEvent(internalId: string, context: GraphContext) {
    const id = parseDatabaseId(internalId);
    const event = id === null ? null : await context.loaders.wallet.event.load(id);
    return event ? { id: event.id, summary: null, event, __typename: 'TicketEvent' } : null;
  },
};
