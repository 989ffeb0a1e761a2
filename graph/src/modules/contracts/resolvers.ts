import type {
  ContractMissingData,
  ContractStatus,
  ContractTransferState,
  Language,
  Resolvers,
} from '../../__generated__/resolvers-types.ts';
import { effectiveScope } from '../../auth/scopes.ts';
import { actsForOrganization } from '../../auth/viewer.ts';
import type { GraphContext } from '../../context.ts';
import { checkedAddress, type PostalAddressInput } from '../../shared/addresses.ts';
import { isCode, isEmailAddress, isPlainText, isUuid, MAX_DATABASE_ID, parseDatabaseId } from '../../shared/input.ts';
import { localized } from '../../shared/language.ts';
import { euro } from '../../shared/money.ts';
import { errorMessage, isNativeErrorCode } from '../../shared/native-errors.ts';
import { databaseIdOf, fromGlobalId, toGlobalId } from '../../shared/relay.ts';
import { errorUnion, typedError, typedRefusal, type TypedError } from '../base/typed-errors.ts';
import type {
  UpstreamAddressFields,
  UpstreamContract,
  UpstreamContractTransfer,
  UpstreamTransferKind,
} from '../../upstreams/contracts/types.ts';
import { paymentMethodsOf } from '../account/payment-methods.ts';

type ErrorTypename =
  | 'ContractSubscriberOnlyError'
  | 'ContractEndedError'
  | 'ContractTransferPendingError'
  | 'ContractIncompleteError'
  | 'ContractAlreadyConfirmedError'
  | 'ContractNotTransferableError'
  | 'ContractPersonNotFoundError'
  | 'SeasonTicketOwnershipError'
  | 'SameSubscriberError'
  | 'FanClubAsRecipientError'
  | 'ContractTransferExpiredError'
  | 'ContractTransferNotPendingError'
  | 'ContractTransferWrongPartyError'
  | 'PaymentTokenUnknownError'
  | 'AddressPhoneRequiredError'
  | 'AddressCountryNotDeliveredError'
  | 'PlatformActionsNotAllowedError'
  | 'NotFoundError'
  | 'InvalidInputError';

const notFound = (context: GraphContext) => typedError(context, 'NotFoundError', 'NOT_FOUND');
const invalid = (context: GraphContext, field: string) =>
  typedError(context, 'InvalidInputError', 'INVALID_INPUT', { field });

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
const transferStates: Record<UpstreamContractTransfer['state'], ContractTransferState> = {
  Pending: 'PENDING',
  Accepted: 'ACCEPTED',
  Declined: 'DECLINED',
  Withdrawn: 'WITHDRAWN',
  Converted: 'CONVERTED',
  Expired: 'EXPIRED',
};
const missingData: Record<UpstreamContract['missing'][number], ContractMissingData> = {
  invoiceAddress: 'INVOICE_ADDRESS',
  paymentTokenId: 'PAYMENT_METHOD',
  shippingAddress: 'SHIPPING_ADDRESS',
};
const transferStateOf = (state: string): ContractTransferState =>
  transferStates[state as UpstreamContractTransfer['state']] ?? 'UNKNOWN';

const texts = (value: { de: string; en: string }, language: Language | null | undefined, context: GraphContext) =>
  localized(value, language ?? context.language);

/** The subject of the signed-in person (also while acting for an organisation). */
const viewerSubject = (context: GraphContext) =>
  context.viewer.kind === 'person' ? context.viewer.person.subject : undefined;

const transferGlobalId = (kind: UpstreamTransferKind, id: string) => toGlobalId('ContractTransfer', `${kind}:${id}`);

/** A transfer's kind and the service's id from its global id; null for anything else. */
function transferKeyOf(globalId: string): { kind: UpstreamTransferKind; id: string } | null {
  const parsed = fromGlobalId(globalId);
  if (parsed?.type !== 'ContractTransfer') return null;
  const [kind, id] = parsed.internalId.split(/:(.*)/s);
  if ((kind !== 'Recipient' && kind !== 'Subscriber') || !id || !isUuid(id)) return null;
  return { kind, id: id.toLowerCase() };
}

/** The viewer's contract with this service id (from the one list call), or undefined. */
async function contractById(context: GraphContext, id: number): Promise<UpstreamContract | undefined> {
  if (context.viewer.kind !== 'person' || actsForOrganization(context.viewer)) return undefined;
  return (await context.loaders.contracts.all.load('self')).find((contract) => contract.id === id);
}

/** After a change: what this request loaded of the contracts is from before it. */
function forgetContracts(context: GraphContext) {
  context.loaders.contracts.all.clearAll();
  context.loaders.contracts.prices.clearAll();
  context.loaders.contracts.transfer.clearAll();
}

const isSubscriber = (contract: UpstreamContract) => contract.role === 'Subscriber';
const goesOn = (contract: UpstreamContract) => contract.status !== 'Terminated' && contract.status !== 'Transferred';

/** The address's upstream fields, or the input field at fault. */
function upstreamAddress(
  input: PostalAddressInput,
  field: string,
): { address: UpstreamAddressFields } | { field: string } {
  const checked = checkedAddress(input, field);
  return 'field' in checked ? checked : { address: checked.address as unknown as UpstreamAddressFields };
}

/**
 * What each mutation's result union holds, so a refusal the union lacks is thrown, and how a 403 without a
 * native code reads for it (a recipient's change: ask the subscriber; a transfer: the wrong party).
 */
const refusalsOf = {
  confirm: errorUnion(
    'ContractIncompleteError',
    'ContractAlreadyConfirmedError',
    'ContractTransferPendingError',
    'ContractSubscriberOnlyError',
    'PlatformActionsNotAllowedError',
    'NotFoundError',
  ),
  change: errorUnion(
    'ContractEndedError',
    'ContractTransferPendingError',
    'ContractSubscriberOnlyError',
    'PaymentTokenUnknownError',
    'AddressPhoneRequiredError',
    'AddressCountryNotDeliveredError',
    'PlatformActionsNotAllowedError',
    'NotFoundError',
    'InvalidInputError',
  ),
  start: errorUnion(
    'ContractPersonNotFoundError',
    'SeasonTicketOwnershipError',
    'SameSubscriberError',
    'ContractNotTransferableError',
    'ContractTransferPendingError',
    'ContractEndedError',
    'ContractSubscriberOnlyError',
    'ContractTransferNotPendingError',
    'ContractTransferExpiredError',
    'PlatformActionsNotAllowedError',
    'NotFoundError',
    'InvalidInputError',
  ),
  answer: errorUnion(
    'ContractTransferExpiredError',
    'ContractTransferNotPendingError',
    'ContractTransferWrongPartyError',
    'FanClubAsRecipientError',
    'SeasonTicketOwnershipError',
    'ContractEndedError',
    'PaymentTokenUnknownError',
    'AddressPhoneRequiredError',
    'AddressCountryNotDeliveredError',
    'PlatformActionsNotAllowedError',
    'NotFoundError',
    'InvalidInputError',
  ),
};

interface RefusalOptions<Allowed extends ErrorTypename> {
  allowed: ReadonlySet<Allowed>;
  /** A 403 without a native code: a change only the subscriber makes, or a transfer answered by the wrong party. */
  forbidden: 'CONTRACT_SUBSCRIBER_ONLY' | 'CONTRACT_TRANSFER_WRONG_PARTY';
  /** Where the input's addresses are (for a 400 at phone or countryCode), first the one most likely at fault. */
  addressFields?: string[];
  /** The transfer-to-subscriber call words the ownership codes for a subscriber (spec 3 section 8). */
  subscriberPrefix?: boolean;
}

/**
 * The typed error for a refusal of the subscription service (`typedRefusal`): its native code (422/409/410
 * with the code as title), 403 and 404 (another's contract or transfer, or none: never told apart), and a
 * 400 at its field. Anything else, and a refusal the union does not hold, is thrown (masked as
 * UPSTREAM_UNAVAILABLE).
 */
function refusal<Allowed extends ErrorTypename>(
  context: GraphContext,
  error: unknown,
  options: RefusalOptions<Allowed>,
): TypedError<Allowed> {
  const addressField = options.addressFields?.[0] ?? 'address';
  return typedRefusal(context, error, options.allowed, {
    codeOf: ({ status, problem }) => {
      const code = problem.errorCode ?? '';
      // Only the ownership codes have a subscriber's wording.
      const worded = `SUBSCRIBER_IS_${code}`;
      if (options.subscriberPrefix && isNativeErrorCode(worded)) return worded;
      if (isNativeErrorCode(code)) return undefined;
      if (status === 403) return options.forbidden;
      const fields = Object.keys(problem.errors ?? {});
      if (status === 400 && fields.includes('phone')) return 'ADDRESS_PHONE_REQUIRED';
      if (status === 400 && fields.includes('countryCode')) return 'ADDRESS_COUNTRY_NOT_DELIVERED';
      return undefined;
    },
    fieldOf: (field) => (field === 'phone' || field === 'countryCode' ? `${addressField}.${field}` : field),
    detailsOf: (code, { problem }) => {
      if (code === 'CONTRACT_INCOMPLETE')
        return {
          missing: Object.keys(problem.errors ?? {}).flatMap(
            (field) => missingData[field as keyof typeof missingData] ?? [],
          ),
        };
      if (code === 'TRANSFER_NOT_PENDING') return { state: transferStateOf(problem.reason ?? '') };
      return undefined;
    },
  });
}

/** Of several addresses, the one a rule about foreign addresses most likely concerns: first one abroad. */
function foreignFirst(addresses: [string, PostalAddressInput | null | undefined][]): string[] {
  return addresses
    .filter(([, address]) => address)
    .sort(
      ([, a], [, b]) =>
        Number(a!.countryCode.trim().toUpperCase() === 'DE') - Number(b!.countryCode.trim().toUpperCase() === 'DE'),
    )
    .map(([field]) => field);
}

const changeSuccess = (contract: UpstreamContract) => ({ __typename: 'ContractChangeSuccess' as const, contract });
const transferAnswerSuccess = (transfer: UpstreamContractTransfer) => ({
  __typename: 'ContractTransferAnswerSuccess' as const,
  transfer,
});

/**
 * Runs one of the subscriber's changes of a contract. The service decides: another's contract is
 * NotFoundError, a recipient's change ContractSubscriberOnlyError (so they are told to ask the subscriber).
 */
async function change(
  context: GraphContext,
  contractId: string,
  run: (id: number) => Promise<UpstreamContract>,
  addressFields?: string[],
) {
  const id = databaseIdOf(contractId, 'Contract');
  if (id === null) return notFound(context);
  if (actsForOrganization(context.viewer)) {
    return typedError(context, 'PlatformActionsNotAllowedError', 'PLATFORM_ACTIONS_ARE_NOT_ALLOWED');
  }
  try {
    // The service refuses another's contract (404) and a recipient's change (403) itself: no list call first.
    const changed = await run(id);
    forgetContracts(context);
    return changeSuccess(changed);
  } catch (error) {
    return refusal(context, error, {
      allowed: refusalsOf.change,
      forbidden: 'CONTRACT_SUBSCRIBER_ONLY',
      ...(addressFields ? { addressFields } : {}),
    });
  }
}

/** A transfer's answer by its person, or the subscriber's withdrawal: the transfer as it stands after it. */
async function answerTransfer(
  context: GraphContext,
  transferId: string,
  run: (key: { kind: UpstreamTransferKind; id: string }) => Promise<unknown>,
  addressFields?: string[],
) {
  const key = transferKeyOf(transferId);
  if (key === null) return notFound(context);
  try {
    await run(key);
    forgetContracts(context);
    const transfer = await context.loaders.contracts.transfer.load(key);
    if (!transfer) return notFound(context);
    return transferAnswerSuccess(transfer);
  } catch (error) {
    return refusal(context, error, {
      allowed: refusalsOf.answer,
      forbidden: 'CONTRACT_TRANSFER_WRONG_PARTY',
      ...(addressFields ? { addressFields } : {}),
    });
  }
}

const TEXT_CODE_MAX = 40;
const REASON_MAX = 500;

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

  Mutation: {
    async contractConfirm(_root, { contractId }, context) {
      const id = databaseIdOf(contractId, 'Contract');
      if (id === null) return notFound(context);
      if (actsForOrganization(context.viewer)) {
        return typedError(context, 'PlatformActionsNotAllowedError', 'PLATFORM_ACTIONS_ARE_NOT_ALLOWED');
      }
      try {
        const contract = await contractById(context, id);
        if (!contract) return notFound(context);
        if (!isSubscriber(contract)) {
          return typedError(context, 'ContractSubscriberOnlyError', 'CONTRACT_SUBSCRIBER_ONLY');
        }
        const confirmed = await context.services.contracts.confirm(effectiveScope(context), contract.masterDataId);
        forgetContracts(context);
        const all = await context.loaders.contracts.all.load('self');
        return {
          __typename: 'ContractConfirmSuccess',
          contracts: all.filter((entry) => confirmed.confirmedContractIds.includes(entry.id)),
          message: errorMessage('CONTRACT_CONFIRMED', context.language),
        };
      } catch (error) {
        return refusal(context, error, { allowed: refusalsOf.confirm, forbidden: 'CONTRACT_SUBSCRIBER_ONLY' });
      }
    },

    contractAddressSet(_root, { input }, context) {
      const checked = upstreamAddress(input.address, 'address');
      if ('field' in checked) return invalid(context, checked.field);
      const type = input.type === 'INVOICE' ? 'invoice' : 'shipping';
      return change(
        context,
        input.contractId,
        (id) => context.services.contracts.setAddress(effectiveScope(context), id, type, checked.address),
        ['address'],
      );
    },

    contractPaymentMethodSet(_root, { input }, context) {
      const method = fromGlobalId(input.paymentMethodId);
      if (method?.type !== 'StoredPaymentMethod' || !isCode(method.internalId, 100)) {
        return typedError(context, 'PaymentTokenUnknownError', 'PAYMENT_TOKEN_UNKNOWN');
      }
      return change(context, input.contractId, (id) =>
        context.services.contracts.setPaymentToken(effectiveScope(context), id, method.internalId),
      );
    },

    contractPricingClassSet(_root, { input }, context) {
      if (!isCode(input.pricingClass, TEXT_CODE_MAX)) return invalid(context, 'pricingClass');
      return change(context, input.contractId, (id) =>
        context.services.contracts.setDetails(effectiveScope(context), id, {
          newPricingClass: input.pricingClass,
        }),
      );
    },

    contractTicketMediumSet(_root, { input }, context) {
      if (!isCode(input.ticketMedium, TEXT_CODE_MAX)) return invalid(context, 'ticketMedium');
      return change(context, input.contractId, (id) =>
        context.services.contracts.setDetails(effectiveScope(context), id, {
          newShippingCode: input.ticketMedium,
        }),
      );
    },

    contractTerminate(_root, { input }, context) {
      if (!Number.isInteger(input.reasonId) || input.reasonId < 1 || input.reasonId > MAX_DATABASE_ID) {
        return invalid(context, 'reasonId');
      }
      return change(context, input.contractId, (id) =>
        context.services.contracts.terminate(effectiveScope(context), id, input.reasonId),
      );
    },

    async contractTransferStart(_root, { input }, context) {
      const id = databaseIdOf(input.contractId, 'Contract');
      if (id === null) return notFound(context);
      const email = input.email.trim();
      if (!isEmailAddress(email)) return invalid(context, 'email');
      if (actsForOrganization(context.viewer)) {
        return typedError(context, 'PlatformActionsNotAllowedError', 'PLATFORM_ACTIONS_ARE_NOT_ALLOWED');
      }
      try {
        // As for the changes: another's contract and a recipient's start are the service's 404 and 403.
        const kind = input.kind === 'RECIPIENT' ? 'Recipient' : 'Subscriber';
        const transfer = await context.services.contracts.startTransfer(effectiveScope(context), kind, id, email);
        forgetContracts(context);
        return { __typename: 'ContractTransferStartSuccess', transfer };
      } catch (error) {
        return refusal(context, error, { allowed: refusalsOf.start, forbidden: 'CONTRACT_SUBSCRIBER_ONLY' });
      }
    },

    async contractTransferToSubscriber(_root, { transferId }, context) {
      const key = transferKeyOf(transferId);
      if (key === null || key.kind !== 'Recipient') return notFound(context);
      try {
        const transfer = await context.services.contracts.toSubscriberTransfer(effectiveScope(context), key.id);
        forgetContracts(context);
        return { __typename: 'ContractTransferStartSuccess', transfer };
      } catch (error) {
        return refusal(context, error, {
          allowed: refusalsOf.start,
          forbidden: 'CONTRACT_SUBSCRIBER_ONLY',
          subscriberPrefix: true,
        });
      }
    },

    contractTransferWithdraw(_root, { transferId }, context) {
      return answerTransfer(context, transferId, (key) =>
        context.services.contracts.withdrawTransfer(effectiveScope(context), key.kind, key.id),
      );
    },

    contractTransferAccept(_root, { input }, context) {
      const key = transferKeyOf(input.transferId);
      if (key === null) return notFound(context);
      const scope = effectiveScope(context);
      if (key.kind === 'Recipient') {
        if (!input.address) return invalid(context, 'address');
        const address = upstreamAddress(input.address, 'address');
        if ('field' in address) return invalid(context, address.field);
        return answerTransfer(
          context,
          input.transferId,
          () =>
            context.services.contracts.answerTransfer(scope, 'Recipient', key.id, {
              accept: true,
              address: address.address,
            }),
          ['address'],
        );
      }
      if (!input.shippingAddress) return invalid(context, 'shippingAddress');
      if (!input.invoiceAddress) return invalid(context, 'invoiceAddress');
      const shipping = upstreamAddress(input.shippingAddress, 'shippingAddress');
      if ('field' in shipping) return invalid(context, shipping.field);
      const invoice = upstreamAddress(input.invoiceAddress, 'invoiceAddress');
      if ('field' in invoice) return invalid(context, invoice.field);
      const method = input.paymentMethodId ? fromGlobalId(input.paymentMethodId) : null;
      if (method?.type !== 'StoredPaymentMethod' || !isCode(method.internalId, 100)) {
        return typedError(context, 'PaymentTokenUnknownError', 'PAYMENT_TOKEN_UNKNOWN');
      }
      return answerTransfer(
        context,
        input.transferId,
        () =>
          context.services.contracts.answerTransfer(scope, 'Subscriber', key.id, {
            accept: true,
            shippingAddress: shipping.address,
            invoiceAddress: invoice.address,
            paymentTokenId: method.internalId,
          }),
        foreignFirst([
          ['invoiceAddress', input.invoiceAddress],
          ['shippingAddress', input.shippingAddress],
        ]),
      );
    },

    contractTransferDecline(_root, { input }, context) {
      const key = transferKeyOf(input.transferId);
      if (key === null) return notFound(context);
      const reason = input.reason.trim();
      if (reason === '' || !isPlainText(reason, REASON_MAX)) return invalid(context, 'reason');
      return answerTransfer(context, input.transferId, () =>
        context.services.contracts.answerTransfer(effectiveScope(context), key.kind, key.id, {
          accept: false,
          reason,
        }),
      );
    },
  },
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
