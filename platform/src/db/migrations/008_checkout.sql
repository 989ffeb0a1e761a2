-- Checkout: addresses, tester groups, checkouts with their orders and items, stored payment tokens and
-- the payment provider's events already processed (replay protection).

-- A person's or organisation's address book of postal addresses, with one default of each kind.
CREATE TABLE addresses (
  id serial PRIMARY KEY,
  owner text NOT NULL, -- account:<subject> or organization:<id>
  company text,
  first_name text NOT NULL,
  last_name text NOT NULL,
  street text NOT NULL,
  additional_address text,
  postal_code text NOT NULL,
  city text NOT NULL,
  country_code char(2) NOT NULL,
  phone text,
  is_order_address boolean NOT NULL DEFAULT false,
  is_invoice_address boolean NOT NULL DEFAULT false
);
CREATE INDEX addresses_owner ON addresses (owner);

-- Groups a person belongs to: testers see features before everyone (SEPA at checkout), draws (#19).
CREATE TABLE groups (
  id text PRIMARY KEY,
  name text NOT NULL,
  is_tester boolean NOT NULL DEFAULT false
);
CREATE TABLE account_groups (
  account_id text NOT NULL REFERENCES accounts (id),
  group_id text NOT NULL REFERENCES groups (id),
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, group_id)
);

-- A ticket's sale can close before its match (the ticketing system refuses it at checkout then).
ALTER TABLE products ADD COLUMN sale_ends_at timestamptz;
-- A voucher used by an order stays used; it returns to the cart when the order's payment fails.
ALTER TABLE vouchers ADD COLUMN redeemed_checkout_id uuid;

CREATE SEQUENCE order_numbers START 260001;

CREATE TABLE checkouts (
  id uuid PRIMARY KEY,
  owner text NOT NULL,
  -- Who pressed "buy" (for an organisation, the acting admin): the confirmation mail goes to them.
  account_id text NOT NULL REFERENCES accounts (id),
  idempotency_key text NOT NULL,
  method text NOT NULL CHECK (method IN ('paypal', 'purchaseOnAccount', 'creditcard', 'sepa', 'nopayment', 'token')),
  status text NOT NULL CHECK (status IN ('AwaitingPayment', 'PaymentPending', 'Paid', 'OnAccount', 'NoPayment',
                                         'PaymentFailed', 'Cancelled')),
  sales_channel text NOT NULL DEFAULT 'Web',
  country_code char(2) NOT NULL,
  shipping_address jsonb NOT NULL,
  billing_address jsonb NOT NULL,
  total_minor integer NOT NULL CHECK (total_minor >= 0),
  total_shipping_minor integer NOT NULL,
  total_tax_minor integer NOT NULL,
  total_voucher_minor integer NOT NULL,
  total_promotion_minor integer NOT NULL,
  -- The partners' codes the cart carried: they return to the cart when the payment fails.
  promotion_codes text[] NOT NULL DEFAULT '{}',
  payment_id text,
  payment_token_id text,
  payment_url text,
  script_url text,
  failure_reason text,
  confirmation_sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (owner, idempotency_key)
);
CREATE INDEX checkouts_owner_created ON checkouts (owner, created_at DESC);
CREATE INDEX checkouts_payment ON checkouts (payment_id);

CREATE TABLE orders (
  id serial PRIMARY KEY,
  checkout_id uuid NOT NULL REFERENCES checkouts (id),
  number text NOT NULL UNIQUE,
  type text NOT NULL CHECK (type IN ('Merchandise', 'Ticket')),
  state text NOT NULL CHECK (state IN ('Cancelled', 'CompleteCancellation', 'CreditCreated', 'InvoiceCreated',
                                       'OrderArrived', 'OrderInProgress', 'OrderInReview', 'OrderPlaced',
                                       'OrderShipped', 'PartialCancellation')),
  items_minor integer NOT NULL,
  promotion_minor integer NOT NULL,
  voucher_minor integer NOT NULL,
  shipping_minor integer NOT NULL,
  total_minor integer NOT NULL,
  tax_minor integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_checkout ON orders (checkout_id);

CREATE TABLE order_items (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id),
  product_id integer NOT NULL REFERENCES products (id),
  serial_number text NOT NULL UNIQUE,
  sku text NOT NULL,
  name_de text NOT NULL,
  name_en text,
  type text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  unit_price_minor integer NOT NULL,
  total_minor integer NOT NULL,
  vat_rate integer NOT NULL,
  options jsonb NOT NULL DEFAULT '[]',
  shipping_code text NOT NULL,
  -- Where the item came from, so a failed payment can put it back into the cart as it was.
  cart_item jsonb NOT NULL
);

-- Every state an order went through, with the time: the audit of the state machine.
CREATE TABLE order_state_changes (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id),
  from_state text,
  to_state text NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);

-- Payment methods kept for the next purchase: a card paid once, a SEPA mandate.
CREATE TABLE payment_tokens (
  id text PRIMARY KEY,
  owner text NOT NULL,
  type text NOT NULL CHECK (type IN ('creditCard', 'sepa')),
  brand text,
  last4 text NOT NULL,
  exp_month integer,
  exp_year integer,
  account_holder text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_tokens_owner ON payment_tokens (owner);

-- The provider's events already processed: the same event twice is a replay and refused.
CREATE TABLE payment_events (
  id text PRIMARY KEY,
  received_at timestamptz NOT NULL DEFAULT now()
);
