/** Contracts (season tickets, memberships) and their transfers as the viewer sees them; the mutations are in mutations.ts. */
import type { ContractStatus, Language, Resolvers } from '../../__generated__/resolvers-types.ts';
import { actsForOrganization } from '../../auth/viewer.ts';
import type { GraphContext } from '../../context.ts';
import { isUuid, MAX_DATABASE_ID, parseDatabaseId } from '../../shared/input.ts';
import { localized } from '../../shared/language.ts';
import { euro } from '../../shared/money.ts';
import { databaseIdOf, toGlobalId } from '../../shared/relay.ts';
import type { UpstreamContract, UpstreamContractTransfer } from '../../upstreams/contracts/types.ts';
import { paymentMethodsOf } from '../account/payment-methods.ts';
import {
  contractById,
  missingData,
  goesOn,
  isSubscriber,
  transferGlobalId,
  transferKeyOf,
  transferStateOf,
} from './lookups.ts';
import { contractMutations } from './mutations.ts';

const statuses: Record<UpstreamContract['status'], ContractStatus> = {
  Incomplete: 'INCOMPLETE',
  PendingRecipient: 'PENDING_RECIPIENT',
  PendingSubscriber: 'PENDING_SUBSCRIBER',
  Terminated: 'TERMINATED',
  Transferred: 'TRANSFERRED',
  SubscriberChanged: 'SUBSCRIBER_CHANGED',
  NotConfirmed: 'NOT_CONFIRMED',
  Confirmed: 'CONFIRMED',
};

const texts = (value: { de: string; en: string }, language: Language | null | undefined, context: GraphContext) =>
  localized(value, language ?? context.language);

/** The subject of the signed-in person (also while acting for an organisation). */
const viewerSubject = (context: GraphContext) =>
  context.viewer.kind === 'person' ? context.viewer.person.subject : undefined;

export const contractResolvers: Resolvers = {
  Viewer: {
    async contracts(_viewer, _args, context) {
      if (context.viewer.kind !== 'person') return null;
      if (actsForOrganization(context.viewer)) return { ownTicket: [], otherOwnTickets: [], otherTickets: [] };
      const me = viewerSubject(context);
      const all = await context.loaders.contracts.all.load('self');
      const mine = all.filter(isSubscriber);
      return {
        ownTicket: mine.filter((contract) => contract.recipient?.subjectId === me),
        otherOwnTickets: mine.filter((contract) => contract.recipient?.subjectId !== me),
        otherTickets: all.filter((contract) => !isSubscriber(contract)),
      };
    },
    async contract(_viewer, { id }, context) {
      const internalId = parseDatabaseId(id) ?? databaseIdOf(id, 'Contract');
      return internalId === null ? null : ((await contractById(context, internalId)) ?? null);
    },
    contractTransfer(_viewer, { id, kind }, context) {
      // The mail's link carries the service's id and the page's kind; the portal's lists pass the global id.
      const key =
        kind && isUuid(id)
          ? { kind: kind === 'RECIPIENT' ? ('Recipient' as const) : ('Subscriber' as const), id: id.toLowerCase() }
          : transferKeyOf(id);
      if (key === null || context.viewer.kind !== 'person') return null;
      return context.loaders.contracts.transfer.load(key);
    },
  },

  Contract: {
    id: (contract) => toGlobalId('Contract', contract.id),
    internalId: (contract) => contract.id,
    name: (contract, { language }, context) => texts(contract.masterData.name, language, context),
    kind: (contract) => (contract.kind === 'Membership' ? 'MEMBERSHIP' : 'SEASON_TICKET'),
    status: (contract) => statuses[contract.status] ?? 'UNKNOWN',
    role: (contract) => (isSubscriber(contract) ? 'SUBSCRIBER' : 'RECIPIENT'),
    upcomingSeason: (contract) => contract.upcomingSeason.season,
    upcomingRecipient: (contract) => contract.upcomingSeason.recipient,
    pricingClass: (contract) => (contract.pricingClass ? { ...contract.pricingClass, isCurrent: true } : null),
    ticketMedium: (contract) => (contract.shippingCode ? { ...contract.shippingCode, isCurrent: true } : null),
    async paymentMethod(contract, _args, context) {
      if (!contract.paymentTokenId) return null;
      const methods = paymentMethodsOf(await context.loaders.checkout.paymentInfo.load('self'));
      return methods.find((method) => method.id === contract.paymentTokenId) ?? null;
    },
    invoiceAddress: (contract) => contract.addresses.find((address) => address.type === 'invoice') ?? null,
    shippingAddress: (contract) => contract.addresses.find((address) => address.type === 'shipping') ?? null,
    missing: (contract) => contract.missing.map((missing) => missingData[missing]),
    canConfirm: (contract) =>
      isSubscriber(contract) && (contract.status === 'NotConfirmed' || contract.status === 'SubscriberChanged'),
    canChange: (contract) => isSubscriber(contract) && goesOn(contract) && contract.pendingTransfer === null,
    options: (contract, _args, context) =>
      context.loaders.contracts.prices.load({ masterDataId: contract.masterDataId, contractId: contract.id }),
    terminationReasons: (contract, _args, context) =>
      isSubscriber(contract) ? context.loaders.contracts.terminationReasons.load(contract.masterDataId) : [],
  },

  ContractPerson: {
    isViewer: (person, _args, context) => person.subjectId === viewerSubject(context),
  },
  ContractOptions: {
    pricingClasses: (options) => options.pricingClasses,
    ticketMedia: (options) => options.shippingCodes,
  },
  ContractPricingClass: {
    name: (pricingClass, { language }, context) => texts(pricingClass.name, language, context),
    price: (pricingClass) => euro(pricingClass.price),
  },
  ContractTicketMedium: {
    name: (medium, { language }, context) => texts(medium.name, language, context),
    fee: (medium) => euro(medium.fee),
  },
  ContractTerminationReason: {
    internalId: (reason) => reason.id,
    text: (reason, { language }, context) => texts(reason.text, language, context),
  },
  ContractPendingTransfer: {
    id: (pending) => transferGlobalId(pending.kind, pending.id),
    internalId: (pending) => pending.id,
    kind: (pending) => (pending.kind === 'Recipient' ? 'RECIPIENT' : 'SUBSCRIBER'),
  },

  ContractTransfer: {
    id: (transfer) => transferGlobalId(transfer.kind, transfer.id),
    internalId: (transfer) => transfer.id,
    kind: (transfer) => (transfer.kind === 'Recipient' ? 'RECIPIENT' : 'SUBSCRIBER'),
    state: (transfer) => transferStateOf(transfer.state),
    direction: (transfer) => (transfer.direction === 'Sent' ? 'SENT' : 'RECEIVED'),
    contractName: (transfer, { language }, context) => texts(transfer.contract.masterData.name, language, context),
    upcomingSeason: (transfer) => transfer.contract.upcomingSeason,
    seat: (transfer) => transfer.contract.seat,
    pricingClass: (transfer, { language }, context) =>
      transfer.contract.pricingClass ? texts(transfer.contract.pricingClass, language, context) : null,
    convertedTo: (transfer) => (transfer.convertedTo ? transferGlobalId('Subscriber', transfer.convertedTo) : null),
    contract: async (transfer, _args, context) =>
      transfer.direction === 'Sent' ? ((await contractById(context, transfer.contractId)) ?? null) : null,
    canAnswer: (transfer) => transfer.direction === 'Received' && transfer.state === 'Pending',
    canWithdraw: (transfer) => transfer.direction === 'Sent' && transfer.state === 'Pending',
  },

  ContractTransferStartSuccess: {
    contract: async (success, _args, context) =>
      (await contractById(context, (success.transfer as UpstreamContractTransfer).contractId)) ?? null,
  },
  Mutation: contractMutations,
};

/** Node refetch (base module): a contract and a transfer only as the viewer sees them. */
export const contractNodeLoaders = {
  async Contract(internalId: string, context: GraphContext) {
    const id = Number(internalId);
    if (!Number.isInteger(id) || id < 1 || id > MAX_DATABASE_ID) return null;
    const contract = await contractById(context, id);
    return contract ? { ...contract, __typename: 'Contract' } : null;
  },
  async ContractTransfer(internalId: string, context: GraphContext) {
    const key = transferKeyOf(toGlobalId('ContractTransfer', internalId));
    if (key === null || context.viewer.kind !== 'person') return null;
    const transfer = await context.loaders.contracts.transfer.load(key);
    return transfer ? { ...transfer, __typename: 'ContractTransfer' } : null;
  },
};
