-- The match ticket sale (issue 44, docs/domains/ticketing.md): what the box office sells of each match, the
-- seats that fans' carts hold for a few minutes, and the clock the tests may move.

-- A match's blocks as they are sold: the stand they belong to, the price category (1 is the best view), whether
-- seats are numbered (standing blocks have none), how many places the block sells, and how many of them are
-- gone to checkouts (paid or being paid; a failed payment gives them back). Seats held in carts are not counted
-- here but in seat_holds, so that a hold that runs out frees its seats without anything having to happen.
CREATE TABLE match_blocks (
  event_id integer NOT NULL REFERENCES cms_matches (id),
  block text NOT NULL CHECK (block ~ '^[A-Z][A-Z0-9]{0,7}$'),
  area_de text NOT NULL,
  area_en text NOT NULL,
  category integer NOT NULL CHECK (category BETWEEN 1 AND 5),
  -- The order in which "best available" offers the blocks of one category (1 first).
  best_rank integer NOT NULL CHECK (best_rank >= 1),
  seated boolean NOT NULL,
  capacity integer NOT NULL CHECK (capacity >= 0),
  taken integer NOT NULL DEFAULT 0 CHECK (taken >= 0 AND taken <= capacity),
  PRIMARY KEY (event_id, block)
);

-- A match on sale: how many tickets one person may have for it (bought and held together); NULL: no limit.
CREATE TABLE match_sales (
  event_id integer PRIMARY KEY REFERENCES cms_matches (id),
  per_person_limit integer CHECK (per_person_limit BETWEEN 1 AND 20)
);

-- Who a ticket's price is for: the full price, the reduced one (children from 6, pupils, students, fans with a
-- disability), the members' one, and the free ticket of children up to 6. The gate checks the proof.
ALTER TABLE ticket_products ADD COLUMN price_class text NOT NULL DEFAULT 'Adult'
  CHECK (price_class IN ('Adult', 'Reduced', 'Member', 'Child'));
CREATE INDEX ticket_products_event ON ticket_products (event_id, block);

-- Seats a cart holds: one row per cart item of a sold block, for as long as the item's reservation runs. A hold
-- whose time is up counts for nothing and is swept away by the next hold of its block (or the sweep).
CREATE TABLE seat_holds (
  cart_item_id integer PRIMARY KEY REFERENCES cart_items (id) ON DELETE CASCADE,
  event_id integer NOT NULL,
  block text NOT NULL,
  -- The cart's owner (account:…, organization:… or anonymous:…): the per-person limit counts their holds.
  holder text NOT NULL,
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 20),
  expires_at timestamptz NOT NULL,
  FOREIGN KEY (event_id, block) REFERENCES match_blocks (event_id, block)
);
CREATE INDEX seat_holds_block ON seat_holds (event_id, block, expires_at);
CREATE INDEX seat_holds_holder ON seat_holds (holder, event_id);

-- How far the platform's clock is ahead of the real one. Only development and test runs move it (POST
-- /dev/clock, never served in production); every instance reads it, so a test moves all of them at once.
CREATE TABLE platform_clock (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  offset_ms bigint NOT NULL CHECK (offset_ms >= 0)
);
