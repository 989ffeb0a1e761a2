-- The account area: a person's e-mail addresses, the consent catalogue and who granted what, deletion
-- requests, and the first rows of contracts and marketplace payouts (their issues add the rest): a running
-- contract keeps the account and the payment method it is paid with, a running payout its payment method.

-- Every e-mail address of a person, the sign-in address (accounts.email, the default) among them. An
-- address belongs to one account only, whatever its case; it counts once confirmed by its mailed link.
CREATE TABLE contact_emails (
  id serial PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  email text NOT NULL,
  confirmed_at timestamptz,
  -- SHA-256 of the link's secret: the database never holds a usable link.
  confirmation_token_hash text,
  confirmation_sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX contact_emails_address ON contact_emails (lower(email));
CREATE INDEX contact_emails_account ON contact_emails (account_id);

-- What a person or organisation can consent to: the main ad consent with its sectors, and the newsletters.
CREATE TABLE consents (
  id integer PRIMARY KEY,
  key text NOT NULL UNIQUE,
  name_de text NOT NULL,
  name_en text NOT NULL,
  consent_type text NOT NULL CHECK (consent_type IN ('Advertising', 'Newsletter')),
  -- A sector consent refines the main ad consent and lapses with it.
  parent_id integer REFERENCES consents (id),
  position integer NOT NULL
);

CREATE TABLE contact_consents (
  id serial PRIMARY KEY,
  owner text NOT NULL, -- account:<subject> or organization:<id>
  consent_id integer NOT NULL REFERENCES consents (id),
  state text NOT NULL CHECK (state IN ('Valid', 'Terminated')),
  granted_at timestamptz NOT NULL DEFAULT now(),
  terminated_at timestamptz
);
-- One valid grant per owner and consent; terminated grants stay as the record of what was agreed when.
CREATE UNIQUE INDEX contact_consents_valid ON contact_consents (owner, consent_id) WHERE state = 'Valid';

-- A person's request to have the account deleted: support deletes it (the portal cannot undo a deletion).
CREATE TABLE deletion_requests (
  id serial PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  requested_at timestamptz NOT NULL DEFAULT now(),
  state text NOT NULL DEFAULT 'Requested' CHECK (state IN ('Requested', 'Done', 'Withdrawn'))
);
CREATE UNIQUE INDEX deletion_requests_open ON deletion_requests (account_id) WHERE state = 'Requested';

-- Season-ticket and membership contracts (#15 adds their detail).
CREATE TABLE contracts (
  id serial PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  kind text NOT NULL CHECK (kind IN ('SeasonTicket', 'Membership')),
  state text NOT NULL CHECK (state IN ('Running', 'Cancelled', 'Ended')),
  payment_token_id text REFERENCES payment_tokens (id),
  starts_on date NOT NULL,
  ends_on date
);
CREATE INDEX contracts_account ON contracts (account_id);

-- Payouts of tickets sold on the marketplace (#14 adds their detail); Pending while the money is on its way.
CREATE TABLE payouts (
  id uuid PRIMARY KEY,
  owner text NOT NULL,
  ticket_serial_number text NOT NULL,
  use_voucher boolean NOT NULL DEFAULT false,
  payment_token_id text REFERENCES payment_tokens (id),
  amount_minor integer NOT NULL CHECK (amount_minor >= 0),
  state text NOT NULL CHECK (state IN ('Pending', 'PaymentSucceeded', 'PaymentFailed')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payouts_owner ON payouts (owner);

-- Stored PayPal billing agreements join cards and SEPA mandates.
ALTER TABLE payment_tokens DROP CONSTRAINT payment_tokens_type_check;
ALTER TABLE payment_tokens ADD CONSTRAINT payment_tokens_type_check CHECK (type IN ('creditCard', 'sepa', 'payPal'));
ALTER TABLE payment_tokens ADD COLUMN paypal_email text;

-- Paid video subscriptions (the paywall): access level 1 plays whole videos (#18 checks it at the player).
CREATE TABLE paywall_subscriptions (
  id serial PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  product_name text NOT NULL,
  access_level integer NOT NULL CHECK (access_level >= 1),
  state text NOT NULL CHECK (state IN ('Active', 'Cancelled', 'Expired')),
  started_on date NOT NULL,
  -- Paid until: a cancelled subscription still plays until then.
  valid_until date NOT NULL
);
CREATE INDEX paywall_subscriptions_account ON paywall_subscriptions (account_id);
