import { graphql, readInlineData } from 'react-relay/hooks';
import type {
  MarketplaceOfferState,
  marketplaceData_offer$key,
  PayoutType,
} from '../../__generated__/marketplaceData_offer.graphql';
import type { marketplaceData_ticket$key } from '../../__generated__/marketplaceData_ticket.graphql';

export type { MarketplaceOfferState, PayoutType };

interface Money {
  amount: string;
  currencyCode: string;
}

/** An offer on the marketplace and its payout, as the ticket's page and the marketplace history show it. */
export interface MarketplaceOfferData {
  state: MarketplaceOfferState;
  payoutType: PayoutType;
  ticketPrice: Money;
  handlingFee: Money;
  reimbursementFee: Money;
  payoutAmount: Money;
  /** The stored card or PayPal account paid out to, e.g. "Visa •••• 4242"; null for a voucher or the original payment. */
  paymentMethodLabel: string | null;
  createdAt: string;
  soldAt: string | null;
  paidOutAt: string | null;
}

const money = (value: { readonly amount: string; readonly currencyCode: string }): Money => ({
  amount: value.amount,
  currencyCode: value.currencyCode,
});

/** Reads an offer as plain data; the ticket's marketplace section and the history's rows spread this fragment. */
export function readMarketplaceOffer(offer: marketplaceData_offer$key): MarketplaceOfferData {
  const data = readInlineData(
    graphql`
      fragment marketplaceData_offer on MarketplaceOffer @inline {
        state
        payoutType
        ticketPrice {
          amount
          currencyCode
        }
        handlingFee {
          amount
          currencyCode
        }
        reimbursementFee {
          amount
          currencyCode
        }
        payoutAmount {
          amount
          currencyCode
        }
        paymentMethod {
          label
        }
        createdAt
        soldAt
        paidOutAt
      }
    `,
    offer,
  );
  return {
    state: data.state,
    payoutType: data.payoutType,
    ticketPrice: money(data.ticketPrice),
    handlingFee: money(data.handlingFee),
    reimbursementFee: money(data.reimbursementFee),
    payoutAmount: money(data.payoutAmount),
    paymentMethodLabel: data.paymentMethod?.label ?? null,
    createdAt: data.createdAt,
    soldAt: data.soldAt ?? null,
    paidOutAt: data.paidOutAt ?? null,
  };
}

/**
 * How an offer's state is shown (spec 2 section 4): a paid-out and a failed payout are both "Sold" to the
 * seller, told apart by their explanation.
 */
export const stateLabel = (state: MarketplaceOfferState) =>
  state === 'PAYMENT_SUCCEEDED' || state === 'PAYMENT_FAILED' ? 'SOLD' : state;

/** The ticket an offer is about, as the history shows it (no barcode), as plain data. */
export interface MarketplaceTicketData {
  event: { name: string; kickoff: string | null; kickoffDate: string } | null;
  season: number | null;
  block: string;
  row: string | null;
  seat: string | null;
  pricingClass: string;
}

/** Reads an offer's ticket; the history's rows spread this fragment. */
export function readMarketplaceTicket(ticket: marketplaceData_ticket$key): MarketplaceTicketData {
  const data = readInlineData(
    graphql`
      fragment marketplaceData_ticket on MarketplaceTicket @inline {
        event {
          name
          kickoff
          kickoffDate
        }
        season
        block
        row
        seat
        pricingClass(language: $language)
      }
    `,
    ticket,
  );
  const event = data.event;
  return {
    event: event ? { name: event.name, kickoff: event.kickoff ?? null, kickoffDate: event.kickoffDate } : null,
    season: data.season ?? null,
    block: data.block,
    row: data.row ?? null,
    seat: data.seat ?? null,
    pricingClass: data.pricingClass,
  };
}
