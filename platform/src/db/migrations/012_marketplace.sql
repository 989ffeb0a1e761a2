-- The ticket marketplace (spec 2 sections 2–9): a holder offers a ticket, another fan buys it through the
-- shop's cart and checkout, and the seller is paid out less the fees. An offer and its payout are one row:
-- the payout service's id names both. The minimal payouts table of 009 held seed rows only; it is replaced.
DROP TABLE payouts;

-- An offered ticket is sold as a hidden product of its own (stock 1, at most 1), so the cart's reservation,
-- the checkout's stock check under the product's row lock, and a failed payment's restock apply unchanged.
ALTER TABLE products ADD COLUMN resale_ticket_id integer REFERENCES tickets (id);
CREATE SEQUENCE resale_product_ids START 900001;

CREATE TABLE payouts (
  id uuid PRIMARY KEY,
  -- The seller: a person (account:<subject>); organisations do not resell.
  owner text NOT NULL,
  ticket_id integer NOT NULL REFERENCES tickets (id),
  ticket_serial_number text NOT NULL,
  product_id integer NOT NULL UNIQUE REFERENCES products (id),
  payout_type text NOT NULL CHECK (payout_type IN ('OriginalPayment', 'Voucher', 'CreditCard', 'PayPal')),
  -- The stored card or PayPal account paid out to (CreditCard, PayPal), or the provider's payment the
  -- ticket was bought with (OriginalPayment).
  payment_token_id text REFERENCES payment_tokens (id),
  original_payment_id text,
  -- The amounts as quoted when the offer was made, in cents; fees in basis points (1000 = 10 %).
  price_minor integer NOT NULL CHECK (price_minor >= 0),
  handling_fee_bp integer NOT NULL CHECK (handling_fee_bp BETWEEN 0 AND 1000),
  handling_fee_minor integer NOT NULL CHECK (handling_fee_minor >= 0),
  reimbursement_fee_bp integer NOT NULL CHECK (reimbursement_fee_bp BETWEEN 0 AND 1000),
  reimbursement_fee_minor integer NOT NULL CHECK (reimbursement_fee_minor >= 0),
  amount_minor integer NOT NULL CHECK (amount_minor >= 0),
  -- The seller's billing address.
  address jsonb NOT NULL,
  -- Pending is not stored: it is an offer whose product a buyer's open checkout holds (stock 0).
  state text NOT NULL CHECK (state IN ('Created', 'Cancelled', 'Sold', 'PaymentSucceeded', 'PaymentFailed')),
  buyer_owner text,
  checkout_id uuid REFERENCES checkouts (id),
  voucher_code text REFERENCES vouchers (code),
  -- How often the payout was started anew with other details: part of the provider's idempotency key.
  payout_attempt integer NOT NULL DEFAULT 1,
  provider_payout_id text,
  failure_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sold_at timestamptz,
  paid_out_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((payout_type IN ('CreditCard', 'PayPal')) = (payment_token_id IS NOT NULL)),
  CHECK ((payout_type = 'OriginalPayment') = (original_payment_id IS NOT NULL)),
  CHECK ((state IN ('Sold', 'PaymentSucceeded', 'PaymentFailed')) = (sold_at IS NOT NULL))
);
-- One open offer per ticket.
CREATE UNIQUE INDEX payouts_open_ticket ON payouts (ticket_id) WHERE state = 'Created';
CREATE INDEX payouts_owner ON payouts (owner, created_at DESC);
CREATE INDEX payouts_checkout ON payouts (checkout_id);
