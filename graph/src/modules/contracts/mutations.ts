/**
 * The contract mutations: the subscriber's changes, confirmation and termination, and transfers with their
 * answers. Each checks its input, lets the contract service decide, and answers a typed refusal for its union.
 */
import type { MutationResolvers } from '../../__generated__/resolvers-types.ts';
import { effectiveScope } from '../../auth/scopes.ts';
import { actsForOrganization } from '../../auth/viewer.ts';
import type { GraphContext } from '../../context.ts';
import { checkedAddress, type PostalAddressInput } from '../../shared/addresses.ts';
import { isCode, isEmailAddress, isPlainText, MAX_DATABASE_ID } from '../../shared/input.ts';
import { errorMessage } from '../../shared/native-errors.ts';
import { databaseIdOf, fromGlobalId } from '../../shared/relay.ts';
import { typedError } from '../base/typed-errors.ts';
import type {
  UpstreamAddressFields,
  UpstreamContract,
  UpstreamContractTransfer,
  UpstreamTransferKind,
} from '../../upstreams/contracts/types.ts';
import { contractById, forgetContracts, isSubscriber, transferKeyOf } from './lookups.ts';
import { foreignFirst, invalid, notFound, refusal, refusalsOf } from './errors.ts';

/** The address's upstream fields, or the input field at fault. */
function upstreamAddress(
  input: PostalAddressInput,
  field: string,
): { address: UpstreamAddressFields } | { field: string } {
  const checked = checkedAddress(input, field);
  return 'field' in checked ? checked : { address: checked.address as unknown as UpstreamAddressFields };
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

/** The contract mutations: the subscriber's changes, confirmation, termination and transfers with their answers. */
export const contractMutations: MutationResolvers = {
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
};
