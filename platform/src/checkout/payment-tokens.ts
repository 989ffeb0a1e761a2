import type { Owner } from '../cart/service.ts';
import type { Queryable } from '../db/database.ts';
import { nativeError, ProblemError } from '../http/problem.ts';
import { PaymentProviderError, type Payment, type PaymentProvider } from '../payments/provider.ts';
import type { CheckoutBuyer, CheckoutInput } from './records.ts';

/**
 * The stored payment method a checkout pays with: a stored one must be the buyer's own and of the method's
 * kind; a new IBAN becomes a mandate first (the provider checks it) and is stored for the buyer.
 */
export async function paymentTokenForCheckout(
  db: Queryable,
  payments: PaymentProvider,
  buyer: CheckoutBuyer,
  method: 'sepa' | 'token',
  input: CheckoutInput,
): Promise<string> {
  if (input.paymentTokenId) {
    const { rows } = await db.query<{ type: string }>(
      'SELECT type FROM payment_tokens WHERE id = $1 AND owner = $2 AND deleted_at IS NULL',
      [input.paymentTokenId, buyer.owner],
    );
    if (rows[0]?.type !== (method === 'sepa' ? 'sepa' : 'creditCard')) {
      throw nativeError('PAYMENT_TOKEN_UNKNOWN', 'No such stored payment method');
    }
    return input.paymentTokenId;
  }
  if (method === 'token' || !input.sepa) {
    throw new ProblemError({
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      detail: method === 'token' ? 'Name the stored payment method' : 'Give the account to debit',
      errors: method === 'token' ? { paymentTokenId: ['is required'] } : { sepa: ['is required'] },
    });
  }
  try {
    const mandate = await payments.createMandate({
      customerId: buyer.owner,
      accountHolder: input.sepa.accountHolder,
      iban: input.sepa.iban,
    });
    await db.query(
      `INSERT INTO payment_tokens (id, owner, type, last4, account_holder) VALUES ($1, $2, 'sepa', $3, $4)
       ON CONFLICT (id) DO NOTHING`,
      [mandate.paymentTokenId, buyer.owner, mandate.last4, mandate.accountHolder],
    );
    return mandate.paymentTokenId;
  } catch (error) {
    if (error instanceof PaymentProviderError && error.code === 'iban_invalid') {
      throw new ProblemError({
        type: 'about:blank',
        title: 'IBAN_INVALID',
        status: 400,
        errorCode: 'IBAN_INVALID',
        detail: 'The IBAN is not valid',
        errors: { 'sepa.iban': ['is not a valid IBAN'] },
      });
    }
    throw error;
  }
}

/** A card a payment was made with is stored for the buyer, once, when the payment succeeds. */
export async function storeCardOfPayment(db: Queryable, owner: Owner, payment: Payment): Promise<void> {
  if (payment.paymentTokenId && payment.card) {
    await db.query(
      `INSERT INTO payment_tokens (id, owner, type, brand, last4, exp_month, exp_year)
       VALUES ($1, $2, 'creditCard', $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
      [
        payment.paymentTokenId,
        owner,
        payment.card.brand,
        payment.card.last4,
        payment.card.expMonth,
        payment.card.expYear,
      ],
    );
  }
}
