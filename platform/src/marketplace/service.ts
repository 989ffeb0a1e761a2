import type { Mailer } from '../mail/mailer.ts';
import { checkedAddress } from '../account/addresses.ts';
import type { Database, Queryable } from '../db/database.ts';
import { notFound } from '../http/problem.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import type { TicketService } from '../wallet/service.ts';
import { quote } from './fees.ts';
import { latestOffer, OfferReader } from './offer-reader.ts';
import {
  notOfferableReason,
  offerTicket,
  originalPaymentOf,
  ownTicket,
  payoutTypeOf,
  withdrawOffer,
} from './offering.ts';
import { handOverSoldTickets, ProviderPayouts, reopenFailedPayout } from './payouts.ts';
import { money, type OfferInput } from './records.ts';
import { amountsOf, offerOf, type MarketplaceOffer } from './render.ts';

export interface MarketplaceServiceOptions {
  db: Database;
  tickets: TicketService;
  /** The payment provider pays card, PayPal and original-payment payouts; without one they wait as Sold. */
  payments?: PaymentProvider | undefined;
  /** The seller's mails (sold, paid out, payout failed); without a mailer none are sent. */
  mailer?: Mailer | undefined;
  /** The portal's origin, for the links in the mails. */
  portalOrigin?: (() => string) | undefined;
  log?: { error(details: object, message: string): void };
}

/**
 * The ticket marketplace and its payouts (spec 2 sections 3–9). An offer puts a hidden product of its own
 * on sale (stock 1, at most 1 per cart), so the cart and checkout sell it as they sell any ticket: the
 * checkout that takes its one unit holds it (Pending), a failed payment puts it back, and when the orders
 * stand `handOverForCheckout` gives the ticket to the buyer with a new barcode and marks the offer Sold.
 * The payout then follows: a voucher at once, card, PayPal and the original payment through the provider.
 */
export class MarketplaceService {
  private readonly db: Database;
  /** The read side: a seller's offers and the tickets on sale. */
  private readonly offers: OfferReader;
  private readonly payouts: ProviderPayouts;

  constructor(private readonly options: MarketplaceServiceOptions) {
    this.db = options.db;
    this.offers = new OfferReader(options.db, () => this.now());
    this.payouts = new ProviderPayouts({
      db: options.db,
      payments: options.payments,
      mailer: options.mailer,
      portalOrigin: options.portalOrigin,
      log: options.log,
      now: () => this.now(),
    });
  }

  private now(): Date {
    return this.options.tickets.now();
  }

  /** Whether the seller's ticket can be offered, with which payout types, and its current offer. */
  async information(seller: string, ticketId: number) {
    const ticket = await ownTicket(this.db, this.options.tickets, seller, ticketId);
    const [offer, reason, originalPayment] = await Promise.all([
      latestOffer(this.db, ticketId, seller, this.now()),
      notOfferableReason(this.db, ticket),
      originalPaymentOf(this.db, ticket),
    ]);
    return {
      ticketId: ticket.id,
      serialNumber: String(ticket.id),
      ticketSerialNumber: ticket.serial_number,
      canBeOffered: reason === null,
      notOfferableReason: reason,
      payoutTypes: (['OriginalPayment', 'Voucher', 'CreditCard', 'PayPal'] as const).filter(
        (type) => type !== 'OriginalPayment' || originalPayment !== null,
      ),
      ticketPrice: money(ticket.price_minor),
      currency: 'EUR' as const,
      offer: offer ? offerOf(offer) : null,
    };
  }

  /** What offering the ticket pays out: with a voucher, to a stored card or PayPal account, or back to its payment. */
  async quote(seller: string, ticketId: number, input: { useVoucher: boolean; paymentTokenId?: string | undefined }) {
    const ticket = await ownTicket(this.db, this.options.tickets, seller, ticketId);
    const payoutType = await payoutTypeOf(this.db, seller, ticket, input);
    return amountsOf(quote(ticket.kind, ticket.price_minor, payoutType.type));
  }

  /** Offers the seller's ticket; refused while it cannot change hands, is offered, or is offered to someone. */
  async create(seller: string, input: OfferInput): Promise<MarketplaceOffer> {
    const ticketId = Number(input.serialNumber);
    if (!Number.isSafeInteger(ticketId) || ticketId < 1) throw notFound(`No ticket ${input.serialNumber}`);
    const address = await checkedAddress(this.db, input.address);
    const id = await this.db.transaction((tx) =>
      offerTicket(tx, this.options.tickets, seller, ticketId, input, address),
    );
    return this.get(seller, id);
  }

  async get(seller: string, id: string): Promise<MarketplaceOffer> {
    return this.offers.get(seller, id);
  }

  /** The seller's offers and payouts, newest first. */
  async list(seller: string, page: number, pageSize: number) {
    return this.offers.list(seller, page, pageSize);
  }

  /**
   * Takes an unsold offer back: refused while the ticket sits in a buyer's cart or an open checkout holds
   * it (409 MARKETPLACE_TICKET_IN_CART); see `withdrawOffer`.
   */
  async revoke(seller: string, ticketId: number): Promise<MarketplaceOffer> {
    const id = await this.db.transaction((tx) => withdrawOffer(tx, this.options.tickets, seller, ticketId));
    return this.get(seller, id);
  }

  /** Pays a failed payout again, to another (or the same) stored card or PayPal account; answers the outcome. */
  async retry(seller: string, id: string, paymentTokenId: string): Promise<MarketplaceOffer> {
    const attempt = await this.db.transaction((tx) =>
      reopenFailedPayout(tx, seller, id, paymentTokenId, () => this.now()),
    );
    await this.payouts.payOut(id, attempt);
    return this.get(seller, id);
  }

  /** Tickets on sale, soonest match first, then season tickets: what buyers see (public). */
  async listings(page: number, pageSize: number) {
    return this.offers.listings(page, pageSize);
  }

  /**
   * Called by the checkout in the transaction where a checkout's orders stand: every offered ticket it
   * bought goes to the buyer with a new barcode (the seller's code stops admitting), its offer is Sold,
   * and a voucher payout gets its code at once. Card, PayPal and original-payment payouts start after the
   * transaction, in the background. Returns how many tickets changed hands.
   */
  async handOverForCheckout(tx: Queryable, checkoutId: string): Promise<number> {
    const { sold, toPayOut } = await handOverSoldTickets(tx, this.options.tickets, checkoutId);
    // Started once the checkout's transaction ends: each payout and each seller's mail waits for the offer's
    // row lock, so it sees the sale once committed and nothing when the transaction rolled back.
    for (const id of sold) this.payouts.mailSellerInBackground(id, 'sold');
    for (const id of toPayOut) this.payouts.payOutInBackground(id, 1);
    return sold.length;
  }

  /** Waits for the payouts started in the background (tests; a graceful stop). */
  async idle(): Promise<void> {
    return this.payouts.idle();
  }
}
