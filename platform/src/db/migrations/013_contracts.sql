-- Season-ticket contracts in full (spec 3 sections 3-7): what a contract is sold as (its master data, with
-- price classes, ticket media and termination reasons), who pays for it (the subscriber, contracts.account_id)
-- and who uses it (the recipient, this season and the upcoming one), its addresses, and the transfers that
-- change the recipient or the subscriber.

-- A season-ticket product: one contract per seat and subscriber, renewed each season on renewal_month_day.
CREATE TABLE contract_master_data (
  id integer PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('SeasonTicket', 'Membership')),
  name_de text NOT NULL,
  name_en text NOT NULL,
  venue text REFERENCES venues (name),
  -- May a contract's recipient or subscriber change (a business season ticket's may not)?
  transferable boolean NOT NULL
);

-- The price classes a contract of the master data can be moved to, with the season's price.
CREATE TABLE contract_prices (
  master_data_id integer NOT NULL REFERENCES contract_master_data (id),
  pricing_class text NOT NULL,
  name_de text NOT NULL,
  name_en text NOT NULL,
  price_minor integer NOT NULL CHECK (price_minor >= 0),
  position integer NOT NULL,
  PRIMARY KEY (master_data_id, pricing_class)
);

-- The ticket media (shipping codes): the phone, the season-ticket card, a printed ticket by post.
CREATE TABLE contract_shipping_codes (
  master_data_id integer NOT NULL REFERENCES contract_master_data (id),
  code text NOT NULL,
  name_de text NOT NULL,
  name_en text NOT NULL,
  fee_minor integer NOT NULL CHECK (fee_minor >= 0),
  -- Sent to the shipping address (a card or printed ticket), or not (the phone).
  needs_shipping_address boolean NOT NULL,
  position integer NOT NULL,
  PRIMARY KEY (master_data_id, code)
);

CREATE TABLE contract_termination_reasons (
  id integer PRIMARY KEY,
  master_data_id integer NOT NULL REFERENCES contract_master_data (id),
  text_de text NOT NULL,
  text_en text NOT NULL,
  position integer NOT NULL
);

-- status is where the contract stands for its subscriber; Incomplete, PendingRecipient and PendingSubscriber
-- are derived when it is read (a missing address or payment method, a pending transfer), never stored.
-- state (Running, Cancelled, Ended) stays what binds the account: a Terminated or Transferred contract runs
-- until ends_on, the next renewal date.
ALTER TABLE contracts
  ADD COLUMN master_data_id integer REFERENCES contract_master_data (id),
  ADD COLUMN status text NOT NULL DEFAULT 'Confirmed'
    CHECK (status IN ('NotConfirmed', 'Confirmed', 'Terminated', 'Transferred', 'SubscriberChanged')),
  ADD COLUMN recipient_account_id text REFERENCES accounts (id),
  ADD COLUMN upcoming_recipient_account_id text REFERENCES accounts (id),
  ADD COLUMN pricing_class text,
  ADD COLUMN shipping_code text,
  ADD COLUMN block text,
  ADD COLUMN row_label text,
  ADD COLUMN seat_label text,
  ADD COLUMN transferable boolean NOT NULL DEFAULT true,
  ADD COLUMN termination_reason_id integer REFERENCES contract_termination_reasons (id),
  ADD COLUMN terminated_at timestamptz,
  ADD COLUMN confirmed_at timestamptz,
  -- A subscriber transfer ends this contract at the renewal date and continues it as the successor.
  ADD COLUMN successor_id integer REFERENCES contracts (id),
  ADD CONSTRAINT contracts_price_class FOREIGN KEY (master_data_id, pricing_class)
    REFERENCES contract_prices (master_data_id, pricing_class),
  ADD CONSTRAINT contracts_shipping_code FOREIGN KEY (master_data_id, shipping_code)
    REFERENCES contract_shipping_codes (master_data_id, code),
  ADD CONSTRAINT contracts_terminated CHECK ((status = 'Terminated') = (termination_reason_id IS NOT NULL));

-- One season-ticket ownership per person (spec 3 section 5): of the contracts that go on into the upcoming
-- season, a person uses at most one per master data. The services check it first to answer with the
-- native code; this index is what makes two concurrent acceptances end with one winner.
CREATE UNIQUE INDEX contracts_one_upcoming_recipient ON contracts (master_data_id, upcoming_recipient_account_id)
  WHERE status NOT IN ('Terminated', 'Transferred');
CREATE INDEX contracts_recipient ON contracts (recipient_account_id);
CREATE INDEX contracts_upcoming_recipient ON contracts (upcoming_recipient_account_id);

-- A contract's addresses by type: where the invoice goes, where the card or printed ticket is sent.
CREATE TABLE contract_addresses (
  contract_id integer NOT NULL REFERENCES contracts (id),
  type text NOT NULL CHECK (type IN ('invoice', 'shipping')),
  company text,
  first_name text NOT NULL,
  last_name text NOT NULL,
  street text NOT NULL,
  additional_address text,
  postal_code text NOT NULL,
  city text NOT NULL,
  country_code text NOT NULL,
  phone text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (contract_id, type)
);

-- A change of recipient (for the upcoming season) or of subscriber, offered by the subscriber to the person
-- with an e-mail address. A Pending transfer past expires_at reads as Expired, and is stored so once the
-- contract gets a new one; Converted is a recipient transfer turned into a subscriber transfer to the same
-- person (converted_to).
CREATE TABLE contract_transfers (
  id uuid PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('Recipient', 'Subscriber')),
  contract_id integer NOT NULL REFERENCES contracts (id),
  sender_account_id text NOT NULL REFERENCES accounts (id),
  target_account_id text NOT NULL REFERENCES accounts (id),
  target_email text NOT NULL,
  state text NOT NULL CHECK (state IN ('Pending', 'Accepted', 'Declined', 'Withdrawn', 'Converted', 'Expired')),
  reason_for_declining text,
  -- Deferred: a conversion marks the old transfer before the new one exists (one pending per contract).
  converted_to uuid REFERENCES contract_transfers (id) DEFERRABLE INITIALLY DEFERRED,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  responded_at timestamptz,
  CHECK ((state = 'Declined') = (reason_for_declining IS NOT NULL)),
  CHECK ((state = 'Converted') = (converted_to IS NOT NULL))
);
-- One pending change per contract at a time.
CREATE UNIQUE INDEX contract_transfers_one_pending ON contract_transfers (contract_id) WHERE state = 'Pending';
CREATE INDEX contract_transfers_sender ON contract_transfers (sender_account_id);
CREATE INDEX contract_transfers_target ON contract_transfers (target_account_id);
