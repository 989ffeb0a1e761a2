import type {
  Language,
  MarketplaceOfferState,
  PayoutType,
  Resolvers,
  StoredPaymentMethodKind,
  TicketNotOfferableReason,
} from '../../__generated__/resolvers-types.ts';
import { actsForOrganization } from '../../auth/viewer.ts';
import { effectiveScope } from '../../auth/scopes.ts';
import type { GraphContext } from '../../context.ts';
import { checkedAddress } from '../../shared/addresses.ts';
import { isUuid, parseDatabaseId } from '../../shared/input.ts';
import { localized } from '../../shared/language.ts';
import { euro } from '../../shared/money.ts';
import { errorMessage, isNativeErrorCode } from '../../shared/native-errors.ts';
import {
  connectionOf,
  connectionOverServicePages,
  databaseIdOf,
  fromGlobalId,
  toGlobalId,
} from '../../shared/relay.ts';
import { errorUnion, typedError, typedRefusal, type Refusal, type TypedError } from '../base/typed-errors.ts';
import { LISTING_PAGE_SIZE, OFFER_PAGE_SIZE } from '../../upstreams/marketplace/loaders.ts';
import type {
  PayoutChoice,
  UpstreamPayout,
  UpstreamPayoutState,
  UpstreamPayoutType,
} from '../../upstreams/marketplace/types.ts';
import type { UpstreamTicketEventSummary } from '../../upstreams/wallet/types.ts';
import { paymentMethodsOf } from '../account/payment-methods.ts';
import { eventOf, kindOf } from '../wallet/tickets.ts';

type ErrorTypename =
  | 'TicketNotOfferableError'
  | 'PayoutAlreadyRunningError'
  | 'MarketplaceTicketInCartError'
  | 'MarketplaceOfferNotOpenError'
  | 'PayoutNotRetryableError'
  | 'PayoutTypeNotAvailableError'
  | 'PaymentTokenUnknownError'
  | 'AddressPhoneRequiredError'
  | 'AddressCountryNotDeliveredError'
  | 'PlatformActionsNotAllowedError'
  | 'NotFoundError'
  | 'InvalidInputError';

const notFound = (context: GraphContext) => typedError(context, 'NotFoundError', 'NOT_FOUND');
/** The payout type (`payoutType`) or the stored method (`paymentMethodId`) does not fit the ticket or each other. */
const payoutTypeNotAvailable = (context: GraphContext, field: 'payoutType' | 'paymentMethodId') =>
  typedError(context, 'PayoutTypeNotAvailableError', 'INVALID_INPUT', {
    message: errorMessage('INVALID_INPUT', context.language, field),
    field,
  });
const tokenUnknown = (context: GraphContext) =>
  typedError(context, 'PaymentTokenUnknownError', 'PAYMENT_TOKEN_UNKNOWN');

const payoutTypes: Record<UpstreamPayoutType, PayoutType> = {
  OriginalPayment: 'ORIGINAL_PAYMENT',
  Voucher: 'VOUCHER',
  CreditCard: 'CREDIT_CARD',
  PayPal: 'PAY_PAL',
};
const offerStates: Record<UpstreamPayoutState, MarketplaceOfferState> = {
  Created: 'CREATED',
  Pending: 'PENDING',
  Sold: 'SOLD',
  Cancelled: 'CANCELLED',
  PaymentSucceeded: 'PAYMENT_SUCCEEDED',
  PaymentFailed: 'PAYMENT_FAILED',
};
const stateOf = (state: string): MarketplaceOfferState => offerStates[state as UpstreamPayoutState] ?? 'UNKNOWN';
const notOfferableReasons: Record<string, TicketNotOfferableReason> = {
  EventStarted: 'EVENT_STARTED',
  NotTransferable: 'NOT_TRANSFERABLE',
  TransferPending: 'TRANSFER_PENDING',
  AlreadyOffered: 'ALREADY_OFFERED',
};
const methodKinds: Record<string, StoredPaymentMethodKind> = {
  creditCard: 'CREDIT_CARD',
  payPal: 'PAY_PAL',
  sepa: 'SEPA',
};

/** Why a payout failed, by the payment provider's code, for the seller: what to do next. */
const failureReasons: Record<string, { de: string; en: string }> = {
  card_refuses_credits: {
    de: 'Die Bank dieser Karte nimmt keine Gutschriften an. Bitte wähle eine andere Karte oder ein PayPal-Konto.',
    en: "This card's bank does not accept credits. Please choose another card or a PayPal account.",
  },
  token_unknown: {
    de: 'Die gespeicherte Zahlungsart gibt es nicht mehr. Bitte wähle eine andere.',
    en: 'The stored payment method no longer exists. Please choose another.',
  },
};
const otherFailure = {
  de: 'Die Auszahlung wurde abgelehnt. Bitte wähle eine andere Karte oder ein PayPal-Konto.',
  en: 'The payout was refused. Please choose another card or a PayPal account.',
};

const percent = (value: number) => String(value);
const pricingClass = (
  texts: { de: string; en: string },
  language: Language | null | undefined,
  context: GraphContext,
) => localized(texts, language ?? context.language);

/** The service's id of an offer in a global id of MarketplaceOffer; null for anything else. */
function offerIdOf(globalId: string): string | null {
  const parsed = fromGlobalId(globalId);
  return parsed?.type === 'MarketplaceOffer' && isUuid(parsed.internalId) ? parsed.internalId.toLowerCase() : null;
}

/**
 * The stored card or PayPal account a payout goes to, checked against the viewer's stored methods
 * (one call, shared with the rest of the request): unknown → PaymentTokenUnknownError, a SEPA mandate or
 * another kind than the payout type's → PayoutTypeNotAvailableError, so nothing is paid to the wrong account.
 */
async function payoutMethod(
  context: GraphContext,
  globalId: string,
  expected: 'CREDIT_CARD' | 'PAY_PAL',
): Promise<{ tokenId: string } | { error: TypedError<'PaymentTokenUnknownError' | 'PayoutTypeNotAvailableError'> }> {
  const parsed = fromGlobalId(globalId);
  if (parsed?.type !== 'StoredPaymentMethod') return { error: tokenUnknown(context) };
  const methods = paymentMethodsOf(await context.loaders.checkout.paymentInfo.load('self'));
  const method = methods.find((candidate) => candidate.id === parsed.internalId);
  if (!method) return { error: tokenUnknown(context) };
  if (method.kind !== expected) {
    return { error: payoutTypeNotAvailable(context, 'paymentMethodId') };
  }
  return { tokenId: method.id };
}

/** The REST fields of a payout type and stored method, or the typed error of a combination that cannot be. */
async function payoutChoice(
  context: GraphContext,
  payoutType: PayoutType,
  paymentMethodId: string | null | undefined,
): Promise<
  { choice: PayoutChoice } | { error: TypedError<'PaymentTokenUnknownError' | 'PayoutTypeNotAvailableError'> }
> {
  if (payoutType === 'VOUCHER' || payoutType === 'ORIGINAL_PAYMENT') {
    if (paymentMethodId) return { error: payoutTypeNotAvailable(context, 'paymentMethodId') };
    return { choice: { useVoucher: payoutType === 'VOUCHER' } };
  }
  if (!paymentMethodId) return { error: payoutTypeNotAvailable(context, 'paymentMethodId') };
  const method = await payoutMethod(context, paymentMethodId, payoutType);
  return 'error' in method ? method : { choice: { useVoucher: false, paymentTokenId: method.tokenId } };
}

/** What each mutation's (and the quote's) result union holds, so a refusal the union lacks is thrown. */
const refusalsOf = {
  quote: errorUnion(
    'PayoutTypeNotAvailableError',
    'PaymentTokenUnknownError',
    'PlatformActionsNotAllowedError',
    'NotFoundError',
  ),
  create: errorUnion(
    'TicketNotOfferableError',
    'PayoutAlreadyRunningError',
    'PayoutTypeNotAvailableError',
    'PaymentTokenUnknownError',
    'AddressPhoneRequiredError',
    'AddressCountryNotDeliveredError',
    'PlatformActionsNotAllowedError',
    'NotFoundError',
    'InvalidInputError',
  ),
  withdraw: errorUnion(
    'MarketplaceTicketInCartError',
    'MarketplaceOfferNotOpenError',
    'PlatformActionsNotAllowedError',
    'NotFoundError',
  ),
  retry: errorUnion(
    'PayoutNotRetryableError',
    'PaymentTokenUnknownError',
    'PayoutTypeNotAvailableError',
    'PlatformActionsNotAllowedError',
    'NotFoundError',
  ),
};

/** The service's own fields that refuse the payout type: no original payment to go back to, or the method. */
const payoutFields: Record<string, 'payoutType' | 'paymentMethodId'> = {
  useVoucher: 'payoutType',
  paymentTokenId: 'paymentMethodId',
};
const payoutFieldOf = (problem: Refusal['problem']) =>
  Object.keys(problem.errors ?? {})
    .map((field) => payoutFields[field])
    .find((field) => field !== undefined);

/**
 * The typed error for a refusal of the payout service (`typedRefusal`): its native code (with the reason it
 * gives), 404 (another's ticket or offer, or none: never told apart) and a 400 at its field: the payout
 * type's, the address's, or the input as a whole. Anything else, and a refusal the union does not hold, is
 * thrown (masked as UPSTREAM_UNAVAILABLE for a failing service).
 */
function refusal<Allowed extends ErrorTypename>(
  context: GraphContext,
  error: unknown,
  allowed: ReadonlySet<Allowed>,
): TypedError<Allowed> {
  return typedRefusal(context, error, allowed, {
    codeOf: ({ status, problem }) => {
      if (isNativeErrorCode(problem.errorCode) || status !== 400) return undefined;
      const fields = Object.keys(problem.errors ?? {});
      if (payoutFieldOf(problem)) return 'INVALID_INPUT';
      if (fields.some((field) => /(^|\.)phone$/i.test(field))) return 'ADDRESS_PHONE_REQUIRED';
      if (fields.some((field) => /(^|\.)countryCode$/i.test(field))) return 'ADDRESS_COUNTRY_NOT_DELIVERED';
      return 'INVALID_INPUT';
    },
    // A refused payout type is the payout's own error; any other invalid input the form's.
    typeOf: (code, { problem }) =>
      code === 'INVALID_INPUT'
        ? payoutFieldOf(problem)
          ? 'PayoutTypeNotAvailableError'
          : 'InvalidInputError'
        : undefined,
    // The address's fields are the input's `address`; any other field of the service is the input's as a whole.
    fieldOf: (field) =>
      field === 'phone' || field === 'countryCode' ? `address.${field}` : field.startsWith('address') ? field : 'input',
    detailsOf: (code, { problem }) => {
      const reason = problem.reason ?? '';
      switch (code) {
        case 'TICKETING_REQUEST_FAILED':
          return { reason: notOfferableReasons[reason] ?? 'OTHER' };
        case 'USER_HAS_RUNNING_PAYOUT':
          return { message: errorMessage(code, context.language, 'marketplaceOffer') };
        case 'MARKETPLACE_OFFER_NOT_OPEN':
        case 'PAYOUT_NOT_RETRYABLE':
          return { state: stateOf(reason) };
        case 'INVALID_INPUT': {
          const field = payoutFieldOf(problem);
          return field ? { message: errorMessage(code, context.language, field), field } : undefined;
        }
        default:
          return undefined;
      }
    },
  });
}

/** After a change: what this request loaded of the ticket, its offers and the wallet's lists is from before it. */
function forgetOffers(context: GraphContext, ticketId: number) {
  const { marketplace, wallet } = context.loaders;
  marketplace.offerPage.clearAll();
  marketplace.information.clear(ticketId);
  wallet.ticket.clear(ticketId);
  wallet.ticketPage.clearAll();
}

/** The viewer's ticket an offer names, while it is still theirs (another's is not found: null). */
const heldTicket = (ticketId: number, context: GraphContext) => context.loaders.wallet.ticket.load(ticketId);

const OFFER_LIMITS = { defaultFirst: 20, max: 100 };
const LISTING_LIMITS = { defaultFirst: 20, max: LISTING_PAGE_SIZE };
const emptyConnection = () => ({ ...connectionOf<UpstreamPayout>([], false, false), totalCount: 0 });

/** The fields a ticket shows on the marketplace, alike for the seller's offer and a buyer's listing. */
const marketplaceTicketFields = {
  kind: (ticket: { kind: 'DayTicket' | 'SeasonTicket' }) => kindOf(ticket.kind),
  event: (ticket: { event: UpstreamTicketEventSummary | null }) => eventOf(ticket.event),
  pricingClass: (
    ticket: { pricingClass: { de: string; en: string } },
    { language }: { language?: Language | null },
    context: GraphContext,
  ) => pricingClass(ticket.pricingClass, language, context),
};

const offerSuccess = <
  Typename extends 'MarketplaceOfferCreateSuccess' | 'MarketplaceOfferWithdrawSuccess' | 'PayoutRetrySuccess',
>(
  typename: Typename,
  offer: UpstreamPayout,
) => ({ __typename: typename, offer });

export const marketplaceResolvers: Resolvers = {
  Viewer: {
    async payouts(_viewer, args, context) {
      if (context.viewer.kind !== 'person') return null;
      if (actsForOrganization(context.viewer)) return emptyConnection();
      return connectionOverServicePages(args, OFFER_LIMITS, OFFER_PAGE_SIZE, (page) =>
        context.loaders.marketplace.offerPage.load(page),
      );
    },
    async marketplaceOfferQuote(_viewer, { ticketId, payoutType, paymentMethodId }, context) {
      const id = databaseIdOf(ticketId, 'Ticket');
      if (id === null) return notFound(context);
      try {
        const chosen = await payoutChoice(context, payoutType, paymentMethodId);
        if ('error' in chosen) return chosen.error;
        const quote = await context.loaders.marketplace.quote.load({ ticketId: id, choice: chosen.choice });
        return { __typename: 'MarketplaceOfferQuote', ...quote };
      } catch (error) {
        return refusal(context, error, refusalsOf.quote);
      }
    },
  },

  Query: {
    marketplaceListings: (_root, args, context) =>
      connectionOverServicePages(args, LISTING_LIMITS, LISTING_PAGE_SIZE, (page) =>
        context.loaders.marketplace.listingPage.load(page),
      ),
  },

  Ticket: {
    async marketplace(ticket, _args, context) {
      if (context.viewer.kind !== 'person' || actsForOrganization(context.viewer)) return null;
      return context.loaders.marketplace.information.load(ticket.id);
    },
  },

  TicketMarketplace: {
    payoutTypes: (information) => information.payoutTypes.map((type) => payoutTypes[type]),
    notOfferableReason: (information) =>
      information.notOfferableReason === null ? null : (notOfferableReasons[information.notOfferableReason] ?? 'OTHER'),
  },

  MarketplaceOfferQuote: {
    payoutType: (quote) => payoutTypes[quote.payoutType],
    ticketPrice: (quote) => euro(quote.ticketPrice),
    handlingFee: (quote) => euro(quote.handlingFee),
    handlingFeePercent: (quote) => percent(quote.handlingFeePercent),
    reimbursementFee: (quote) => euro(quote.reimbursementFee),
    reimbursementFeePercent: (quote) => percent(quote.reimbursementFeePercent),
    payoutAmount: (quote) => euro(quote.payoutAmount),
  },

  MarketplaceOffer: {
    id: (offer) => toGlobalId('MarketplaceOffer', offer.id),
    internalId: (offer) => offer.id,
    state: (offer) => stateOf(offer.state),
    payoutType: (offer) => payoutTypes[offer.payoutType],
    ticketPrice: (offer) => euro(offer.ticketPrice),
    handlingFee: (offer) => euro(offer.handlingFee),
    reimbursementFee: (offer) => euro(offer.reimbursementFee),
    payoutAmount: (offer) => euro(offer.payoutAmount),
    // The service's state is the truth; a sold ticket's payout names no voucher before it is sold.
    voucherCode: (offer) => offer.voucherCode,
    failureReason(offer, { language }, context) {
      if (offer.state !== 'PaymentFailed') return null;
      return localized(failureReasons[offer.failureReason ?? ''] ?? otherFailure, language ?? context.language);
    },
    canWithdraw: (offer) => offer.canBeWithdrawn,
    canRetry: (offer) => offer.state === 'PaymentFailed',
    heldTicket: (offer, _args, context) =>
      offer.state === 'Created' || offer.state === 'Pending' || offer.state === 'Cancelled'
        ? heldTicket(offer.ticketId, context)
        : null,
  },

  PayoutPaymentMethod: {
    kind: (method) => methodKinds[method.type] ?? 'CREDIT_CARD',
  },

  MarketplaceTicket: {
    internalId: (ticket) => ticket.id,
    ...marketplaceTicketFields,
  },

  MarketplaceListing: {
    id: (listing) => toGlobalId('MarketplaceListing', listing.id),
    ...marketplaceTicketFields,
    price: (listing) => euro(listing.price),
  },

  MarketplaceOfferCreateSuccess: {
    ticket: (success, _args, context) => heldTicket((success.offer as UpstreamPayout).ticketId, context),
  },
  MarketplaceOfferWithdrawSuccess: {
    ticket: (success, _args, context) => heldTicket((success.offer as UpstreamPayout).ticketId, context),
  },

  Mutation: {
    async marketplaceOfferCreate(_root, { input }, context) {
      const ticketId = databaseIdOf(input.ticketId, 'Ticket');
      if (ticketId === null) return notFound(context);
      const checked = checkedAddress(input.address, 'address');
      if ('field' in checked)
        return typedError(context, 'InvalidInputError', 'INVALID_INPUT', { field: checked.field });
      try {
        const chosen = await payoutChoice(context, input.payoutType, input.paymentMethodId);
        if ('error' in chosen) return chosen.error;
        // The service takes both of the ticket's numbers, so a client cannot mix up two tickets.
        const information = await context.loaders.marketplace.information.load(ticketId);
        if (!information) return notFound(context);
        const offer = await context.services.marketplace.offer(effectiveScope(context), {
          serialNumber: information.serialNumber,
          ticketSerialNumber: information.ticketSerialNumber,
          ...chosen.choice,
          address: checked.address,
        });
        forgetOffers(context, ticketId);
        return offerSuccess('MarketplaceOfferCreateSuccess', offer);
      } catch (error) {
        return refusal(context, error, refusalsOf.create);
      }
    },

    async marketplaceOfferWithdraw(_root, { ticketId: globalId }, context) {
      const ticketId = databaseIdOf(globalId, 'Ticket');
      if (ticketId === null) return notFound(context);
      try {
        const offer = await context.services.marketplace.withdraw(effectiveScope(context), ticketId);
        forgetOffers(context, ticketId);
        return offerSuccess('MarketplaceOfferWithdrawSuccess', offer);
      } catch (error) {
        return refusal(context, error, refusalsOf.withdraw);
      }
    },

    async payoutRetry(_root, { input }, context) {
      const offerId = offerIdOf(input.offerId);
      if (offerId === null) return notFound(context);
      // The service finds the offer first (another's is not found), then checks the stored method is the seller's.
      const method = fromGlobalId(input.paymentMethodId);
      if (method?.type !== 'StoredPaymentMethod') return tokenUnknown(context);
      try {
        const offer = await context.services.marketplace.retryPayout(
          effectiveScope(context),
          offerId,
          method.internalId,
        );
        forgetOffers(context, offer.ticketId);
        return offerSuccess('PayoutRetrySuccess', offer);
      } catch (error) {
        return refusal(context, error, refusalsOf.retry);
      }
    },
  },
};

/** Node refetch (base module): an offer only through the viewer's own history; a listing publicly. */
export const marketplaceNodeLoaders = {
  async MarketplaceOffer(internalId: string, context: GraphContext) {
    if (context.viewer.kind !== 'person' || actsForOrganization(context.viewer) || !isUuid(internalId)) return null;
    const id = internalId.toLowerCase();
    // A history is one page of the service's (1000 offers); an offer is not asked for on its own.
    const offer = (await context.loaders.marketplace.offerPage.load(1)).items.find((item) => item.id === id);
    return offer ? { ...offer, __typename: 'MarketplaceOffer' } : null;
  },
  async MarketplaceListing(internalId: string, context: GraphContext) {
    const id = parseDatabaseId(internalId);
    if (id === null) return null;
    // The listings are public and shared; a listing sold or withdrawn meanwhile is simply gone.
    for (let page = 1; page <= MAX_LISTING_PAGES; page++) {
      const answer = await context.loaders.marketplace.listingPage.load(page);
      const listing = answer.items.find((item) => item.id === id);
      if (listing) return { ...listing, __typename: 'MarketplaceListing' };
      if (!answer.hasNextPage) return null;
    }
    return null;
  },
};

/** How far a listing's refetch looks: the first thousand tickets on sale. */
const MAX_LISTING_PAGES = 10;
