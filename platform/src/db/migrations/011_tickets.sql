-- The wallet's tickets (spec 2 sections 2, 3 and 7): day tickets for a match and season tickets, issued by
-- the checkout or seeded; transfers of a ticket from one holder to another; the address book of the people
-- a person or organisation gave tickets to; the keys that sign the barcodes the gates scan.

-- Where matches are played, with what a ticket shows of it: address, ticket terms and venue rules (the
-- organiser's, so per venue). Named as cms_matches.venue names it.
CREATE TABLE venues (
  name text PRIMARY KEY,
  street text NOT NULL,
  postal_code text NOT NULL,
  city text NOT NULL,
  terms_de text NOT NULL,
  terms_en text NOT NULL,
  rules_de text NOT NULL,
  rules_en text NOT NULL
);

-- What a ticket product of the shop admits to: the match, the block, whether seats are numbered there
-- (standing blocks have no row or seat), the pricing class printed on the ticket, and whether its tickets
-- may be forwarded (personalised tickets of a top match may not).
CREATE TABLE ticket_products (
  product_id integer PRIMARY KEY REFERENCES products (id),
  event_id integer NOT NULL REFERENCES cms_matches (id),
  block text NOT NULL,
  seated boolean NOT NULL,
  pricing_class_de text NOT NULL,
  pricing_class_en text NOT NULL,
  transferable boolean NOT NULL DEFAULT true
);

CREATE SEQUENCE ticket_serial_numbers START 100001;

CREATE TABLE tickets (
  id serial PRIMARY KEY,
  serial_number text NOT NULL UNIQUE,
  -- Who holds it now (account:<subject> or organization:<id>), and who was issued it: the order's number
  -- is shown to the holder only while they are the one who bought it.
  owner text NOT NULL,
  original_owner text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('DayTicket', 'SeasonTicket')),
  -- A day ticket admits to one match, a season ticket to a season's home matches (its first year).
  event_id integer REFERENCES cms_matches (id),
  season integer,
  -- A season ticket's stadium (a day ticket's is its match's, which may still move).
  venue text REFERENCES venues (name),
  -- A season ticket of a contract changes hands through the contract's recipient transfer, never here.
  contract_id integer REFERENCES contracts (id),
  -- Where it came from: a shop order's item (one ticket per unit), or the ticketing system (order_number only).
  order_item_id integer REFERENCES order_items (id),
  order_item_unit integer,
  order_number text,
  block text NOT NULL,
  row_label text,
  seat_label text,
  media text NOT NULL CHECK (media IN ('MobileTicket', 'PrintAtHome', 'HardTicket', 'Card')),
  pricing_class_de text NOT NULL,
  pricing_class_en text NOT NULL,
  price_minor integer NOT NULL CHECK (price_minor >= 0),
  transferable boolean NOT NULL,
  -- The signed token the gate scans, and how often it was issued anew (each change of holder rotates it).
  barcode text NOT NULL,
  barcode_version integer NOT NULL DEFAULT 1 CHECK (barcode_version >= 1),
  issued_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'DayTicket') = (event_id IS NOT NULL)),
  CHECK ((kind = 'SeasonTicket') = (season IS NOT NULL AND venue IS NOT NULL)),
  CHECK ((order_item_id IS NULL) = (order_item_unit IS NULL)),
  -- An order's item issues each of its units once, however often the order is settled.
  UNIQUE (order_item_id, order_item_unit)
);
CREATE INDEX tickets_owner ON tickets (owner, kind);
-- No seat is sold twice for a match.
CREATE UNIQUE INDEX tickets_seat ON tickets (event_id, block, row_label, seat_label) WHERE seat_label IS NOT NULL;

-- A ticket offered by its holder to the person with an e-mail address: Pending until the recipient accepts
-- or declines, or the sender withdraws it. Kept after that as the record of who gave what to whom.
CREATE TABLE ticket_transfers (
  id uuid PRIMARY KEY,
  ticket_id integer NOT NULL REFERENCES tickets (id),
  sender_owner text NOT NULL,
  -- The person who sent it (for an organisation, its acting admin).
  sender_account_id text NOT NULL REFERENCES accounts (id),
  recipient_account_id text NOT NULL REFERENCES accounts (id),
  -- The address as the sender typed it (the recipient's name is shown only once they accept).
  recipient_mail text NOT NULL,
  state text NOT NULL CHECK (state IN ('Pending', 'Accepted', 'Declined', 'Withdrawn')),
  reason_for_declining text,
  -- Whose the ticket became: the accepting person, or the organisation they acted for.
  accepted_by_owner text,
  created_at timestamptz NOT NULL DEFAULT now(),
  responded_at timestamptz,
  CHECK ((state = 'Declined') = (reason_for_declining IS NOT NULL)),
  CHECK ((state = 'Accepted') = (accepted_by_owner IS NOT NULL))
);
-- One open offer per ticket.
CREATE UNIQUE INDEX ticket_transfers_pending ON ticket_transfers (ticket_id) WHERE state = 'Pending';
CREATE INDEX ticket_transfers_sender ON ticket_transfers (sender_owner, created_at DESC);
CREATE INDEX ticket_transfers_recipient ON ticket_transfers (recipient_account_id, created_at DESC);

-- The people a person or organisation gave tickets to (spec 2 section 4): saved when they accept.
CREATE TABLE address_book_entries (
  id serial PRIMARY KEY,
  owner text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  is_favorite boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX address_book_entries_email ON address_book_entries (owner, lower(email));

-- Ed25519 keys that sign the barcodes; the public halves are published for the gates, which verify offline.
-- Old keys stay published while tickets signed with them are valid.
CREATE TABLE barcode_keys (
  kid text PRIMARY KEY,
  private_key text NOT NULL, -- PKCS#8 PEM; production keeps it in a key store instead
  public_jwk jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
