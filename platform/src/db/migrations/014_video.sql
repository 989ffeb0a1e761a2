-- Paid video (issue #18; spec 2 "Paid video" and section 7, spec 3 paywall subscriptions and access): the
-- paywalls the club sells, the videos of the CMS (v2) and the viewers' playback sessions.

-- A paywall: a product family of the video portal, sold by a partner (the club's shop is partner 1).
CREATE TABLE paywalls (
  id integer PRIMARY KEY,
  partner_id integer NOT NULL,
  name text NOT NULL
);
-- The club's paywall is reference data: the subscriptions below name it from the start.
INSERT INTO paywalls (id, partner_id, name) VALUES (1, 1, 'Südstadt TV');

ALTER TABLE paywall_subscriptions ADD COLUMN paywall_id integer NOT NULL DEFAULT 1 REFERENCES paywalls (id);
-- A subscription plays until the end of its valid_until day (expiresAt). An expired one was paid until a day
-- in the past; a row that said otherwise would grant access the state denies.
UPDATE paywall_subscriptions SET valid_until = current_date - 1 WHERE state = 'Expired' AND valid_until >= current_date;

-- A video of the CMS: its texts (German always, English where written; Japanese falls back to German), the
-- site area it belongs to, its media (a clip folder under platform/media/videos) and, when it is paid, its
-- paywall.
CREATE TABLE videos (
  uid text PRIMARY KEY CHECK (uid ~ '^[a-z0-9][a-z0-9-]{0,79}$'),
  title_de text NOT NULL,
  title_en text,
  description_de text NOT NULL,
  description_en text,
  payment text NOT NULL CHECK (payment IN ('pay', 'free')),
  site_key text NOT NULL REFERENCES cms_sites (key),
  media_key text NOT NULL CHECK (media_key ~ '^[a-z0-9][a-z0-9-]{0,39}$'),
  paywall_id integer REFERENCES paywalls (id),
  published_at timestamptz NOT NULL,
  -- A paid video names the paywall whose subscriptions play it whole; a free one names none.
  CHECK ((payment = 'pay') = (paywall_id IS NOT NULL))
);
CREATE INDEX videos_site_published ON videos (site_key, published_at DESC);

-- A playback session (videos/initialize): alive while heartbeats come (every 300 s, a minute of grace);
-- ended_at is set once the platform notices it lapsed. A signed-out visitor's session names no account.
CREATE TABLE video_sessions (
  ticket uuid PRIMARY KEY,
  video_uid text NOT NULL REFERENCES videos (uid),
  account_id text REFERENCES accounts (id) ON DELETE CASCADE,
  access text NOT NULL CHECK (access IN ('Full', 'Preview')),
  started_at timestamptz NOT NULL DEFAULT now(),
  last_heartbeat_at timestamptz NOT NULL DEFAULT now(),
  position_seconds numeric CHECK (position_seconds >= 0),
  ended_at timestamptz
);
-- Where a person left off in a video (the player's resume point).
CREATE INDEX video_sessions_account_video ON video_sessions (account_id, video_uid, last_heartbeat_at DESC);
