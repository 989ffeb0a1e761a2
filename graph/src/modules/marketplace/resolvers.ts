import type { Language, PayoutType, Resolvers, StoredPaymentMethodKind } from '../../__generated__/resolvers-types.ts';
import { actsForOrganization } from '../../auth/viewer.ts';
import { effectiveScope } from '../../auth/scopes.ts';
import type { GraphContext } from '../../context.ts';
import { checkedAddress } from '../../shared/addresses.ts';
import { isUuid, parseDatabaseId } from '../../shared/input.ts';
import { localized } from '../../shared/language.ts';
import { euro } from '../../shared/money.ts';
import {
  connectionOf,
  connectionOverServicePages,
  databaseIdOf,
  fromGlobalId,
  toGlobalId,
} from '../../shared/relay.ts';
import { typedError, type TypedError } from '../base/typed-errors.ts';
import { LISTING_PAGE_SIZE, OFFER_PAGE_SIZE } from '../../upstreams/marketplace/loaders.ts';
import type { PayoutChoice, UpstreamPayout } from '../../upstreams/marketplace/types.ts';
import type { UpstreamTicketEventSummary } from '../../upstreams/wallet/types.ts';
import { paymentMethodsOf } from '../account/payment-methods.ts';
import { eventOf, kindOf } from '../wallet/tickets.ts';
import { notOfferableReasons, payoutTypes, stateOf } from './values.ts';
import { notFound, payoutTypeNotAvailable, refusal, refusalsOf, tokenUnknown } from './errors.ts';

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
    // Listings are public and shared; only a signed-in person asking this costs a call (their whole history).
    async isOwn(listing, _args, context) {
      if (context.viewer.kind !== 'person' || actsForOrganization(context.viewer)) return false;
      // Should the payout service fail, the card offers the cart, whose refusal then says why.
      const offers = await context.loaders.marketplace.offerPage.load(1).catch(() => null);
      return offers?.items.some((offer) => offer.productId === listing.id) ?? false;
    },
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
