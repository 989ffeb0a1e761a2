-- Saving a payment method without paying (spec 2 sections 4 and 7): the person acts at the payment
-- provider (card form, PayPal agreement, SEPA mandate) and comes back. A setup records who asked and
-- how it ended, so the provider's webhook and the portal's status call store the method once between
-- them, and an event arriving after the method was deleted does not store it again.
CREATE TABLE payment_setups (
  id uuid PRIMARY KEY,
  owner text NOT NULL, -- account:<subject> or organization:<id>
  account_id text NOT NULL,
  method text NOT NULL CHECK (method IN ('creditCard', 'payPal', 'sepa')),
  provider_setup_id text NOT NULL UNIQUE,
  status text NOT NULL CHECK (status IN ('Pending', 'Succeeded', 'Failed', 'Cancelled')),
  failure_reason text,
  payment_token_id text REFERENCES payment_tokens (id),
  billing_address jsonb,
  partner_id integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_setups_owner ON payment_setups (owner);

-- A deleted payment method is kept, marked: finished contracts, payouts and orders still name the card or
-- mandate they were paid with, but it is no longer listed or usable.
ALTER TABLE payment_tokens ADD COLUMN deleted_at timestamptz;
