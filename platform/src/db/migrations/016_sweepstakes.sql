-- Sweepstakes, daily draws and recently viewed products (issue #19; spec 2 sections 2–9, spec 3 sections 3–8).

-- A series of sweepstakes (e.g. "Heimspiel-Gewinnspiele"), listed while it is active.
CREATE TABLE sweepstake_series (
  id integer PRIMARY KEY CHECK (id > 0),
  name_de text NOT NULL,
  name_en text,
  short_name_de text NOT NULL,
  short_name_en text,
  description_de text NOT NULL,
  description_en text,
  is_active boolean NOT NULL DEFAULT true,
  position integer NOT NULL DEFAULT 0
);

-- One sweepstake of a series. Its draw is commit-reveal: `seed_hash` (sha256 of the hex seed) is published
-- from the opening, `seed` only once drawn, so anyone can recompute the ranking of the participants.
CREATE TABLE sweepstakes (
  id integer PRIMARY KEY CHECK (id > 0),
  series_id integer NOT NULL REFERENCES sweepstake_series (id),
  name_de text NOT NULL,
  name_en text,
  description_de text NOT NULL,
  description_en text,
  prize_de text NOT NULL,
  prize_en text,
  question_de text NOT NULL,
  question_en text,
  -- The answers to choose from: [{"id": "a", "de": "…", "en": "…"|null}], one of them correct or not: the
  -- question is a participation step, the draw does not depend on the answer.
  choices jsonb NOT NULL,
  -- The full slugs per language ("/{name}-{id}"); a sweepstake without a German one is not listed.
  slug_de text,
  slug_en text,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  -- When the draw takes place (after the end): between the two the sweepstake has ended, after it is drawn.
  draw_at timestamptz NOT NULL,
  winner_count integer NOT NULL CHECK (winner_count > 0),
  seed text NOT NULL CHECK (seed ~ '^[0-9a-f]{64}$'),
  seed_hash text NOT NULL CHECK (seed_hash ~ '^[0-9a-f]{64}$'),
  drawn_at timestamptz,
  CHECK (ends_at > starts_at),
  CHECK (draw_at >= ends_at)
);
CREATE INDEX sweepstakes_series ON sweepstakes (series_id, starts_at DESC, id DESC);

-- A person's participation; the participant id is what the draw ranks and what the draw publishes.
CREATE TABLE sweepstake_participations (
  participant_id uuid PRIMARY KEY,
  sweepstake_id integer NOT NULL REFERENCES sweepstakes (id),
  account_id text NOT NULL REFERENCES accounts (id),
  choice_id text NOT NULL,
  conditions_accepted_at timestamptz NOT NULL,
  newsletter_opt_in boolean NOT NULL DEFAULT false,
  entered_at timestamptz NOT NULL DEFAULT now(),
  -- Set by the draw: the place in the ranking for the winners, null for everyone else.
  winner_rank integer CHECK (winner_rank > 0),
  UNIQUE (sweepstake_id, account_id)
);

-- Daily draws are groups ("tageslos" and a number) a person enters once per calendar day (Europe/Berlin).
ALTER TABLE groups ADD COLUMN kind text NOT NULL DEFAULT 'Tester' CHECK (kind IN ('Tester', 'DailyDraw'));
ALTER TABLE groups ADD COLUMN prize_de text;
ALTER TABLE groups ADD COLUMN prize_en text;
ALTER TABLE groups ADD COLUMN name_en text;
ALTER TABLE groups ADD COLUMN opens_on date;
ALTER TABLE groups ADD COLUMN closes_on date;
ALTER TABLE groups ADD COLUMN winners_per_day integer CHECK (winners_per_day > 0);
CREATE TABLE daily_draw_entries (
  participant_id uuid PRIMARY KEY,
  group_id text NOT NULL REFERENCES groups (id),
  account_id text NOT NULL REFERENCES accounts (id),
  draw_day date NOT NULL,
  entered_at timestamptz NOT NULL DEFAULT now(),
  winner_rank integer CHECK (winner_rank > 0)
);
-- One entry per person, draw and day: the second of a day is refused by this index.
CREATE UNIQUE INDEX daily_draw_entries_once_a_day ON daily_draw_entries (group_id, account_id, draw_day);
-- Each day's draw of a daily draw group, committed (seed_hash) with its first entry, drawn after the day.
CREATE TABLE daily_draws (
  group_id text NOT NULL REFERENCES groups (id),
  draw_day date NOT NULL,
  seed text NOT NULL CHECK (seed ~ '^[0-9a-f]{64}$'),
  seed_hash text NOT NULL CHECK (seed_hash ~ '^[0-9a-f]{64}$'),
  drawn_at timestamptz,
  PRIMARY KEY (group_id, draw_day)
);

-- Recently viewed products: one row per person and product, its last impression updated.
CREATE TABLE product_impressions (
  account_id text NOT NULL REFERENCES accounts (id),
  product_id integer NOT NULL REFERENCES products (id),
  first_impression timestamptz NOT NULL DEFAULT now(),
  last_impression timestamptz NOT NULL DEFAULT now(),
  impressions integer NOT NULL DEFAULT 1,
  PRIMARY KEY (account_id, product_id)
);
CREATE INDEX product_impressions_recent ON product_impressions (account_id, last_impression DESC);
