-- Buying Club TV in the portal (issue #44): the paywall's plans with their price and period, and what a
-- subscription bought there keeps to renew itself: its plan, the stored payment method it is charged to, the
-- language its mails are written in, and when it was cancelled, failed to renew or ended.
CREATE TABLE paywall_plans (
  id text PRIMARY KEY,
  paywall_id integer NOT NULL REFERENCES paywalls (id),
  name_de text NOT NULL,
  name_en text NOT NULL,
  name_ja text NOT NULL,
  price_minor integer NOT NULL CHECK (price_minor > 0),
  period text NOT NULL CHECK (period IN ('Month', 'Year')),
  access_level integer NOT NULL DEFAULT 1 CHECK (access_level >= 1),
  position integer NOT NULL
);

-- Reference data, as the club sells it (the prices Südstadt TV's page has always named).
INSERT INTO paywall_plans (id, paywall_id, name_de, name_en, name_ja, price_minor, period, position) VALUES
  ('club-tv-monthly', 1, 'Club TV Monatsabo', 'Club TV monthly', 'Club TV 月額プラン', 499, 'Month', 1),
  ('club-tv-yearly', 1, 'Club TV Jahresabo', 'Club TV yearly', 'Club TV 年額プラン', 4999, 'Year', 2);

-- Pending: its first payment is being made (it reserves the person's one subscription meanwhile and plays
-- nothing). RenewalFailed: a renewal's payment was declined; it plays until the end of the period it paid.
ALTER TABLE paywall_subscriptions DROP CONSTRAINT paywall_subscriptions_state_check;
ALTER TABLE paywall_subscriptions ADD CONSTRAINT paywall_subscriptions_state_check
  CHECK (state IN ('Pending', 'Active', 'Cancelled', 'RenewalFailed', 'Expired'));
ALTER TABLE paywall_subscriptions ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE paywall_subscriptions ADD COLUMN plan_id text REFERENCES paywall_plans (id);
ALTER TABLE paywall_subscriptions ADD COLUMN payment_token_id text REFERENCES payment_tokens (id);
ALTER TABLE paywall_subscriptions ADD COLUMN language text NOT NULL DEFAULT 'de' CHECK (language IN ('de', 'en', 'ja'));
ALTER TABLE paywall_subscriptions ADD COLUMN cancelled_at timestamptz;
ALTER TABLE paywall_subscriptions ADD COLUMN renewal_failed_at timestamptz;
ALTER TABLE paywall_subscriptions ADD COLUMN ended_at timestamptz;

-- One running subscription per person and paywall (the plan family): subscribing twice is refused, also when
-- two requests race. The renewal job ends the ones whose time ran out, so they never block a new one.
UPDATE paywall_subscriptions s SET state = 'Expired'
  WHERE state <> 'Expired' AND EXISTS (
    SELECT 1 FROM paywall_subscriptions newer
    WHERE newer.account_id = s.account_id AND newer.paywall_id = s.paywall_id AND newer.state <> 'Expired'
      AND (newer.valid_until, newer.id) > (s.valid_until, s.id));
CREATE UNIQUE INDEX paywall_subscriptions_one_running ON paywall_subscriptions (account_id, paywall_id)
  WHERE state <> 'Expired';

-- Every charge of a subscription at the provider: the first period and each renewal. A SEPA debit is
-- Pending until the bank settles it; `paid_until` is the valid_until it pays for, `previous_until` the one
-- before it (where a bounced renewal puts the subscription back).
CREATE TABLE paywall_payments (
  id serial PRIMARY KEY,
  subscription_id integer NOT NULL REFERENCES paywall_subscriptions (id) ON DELETE CASCADE,
  provider_payment_id text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('First', 'Renewal')),
  amount_minor integer NOT NULL,
  paid_until date NOT NULL,
  previous_until date,
  status text NOT NULL CHECK (status IN ('Pending', 'Succeeded', 'Failed')),
  failure_reason text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX paywall_payments_subscription ON paywall_payments (subscription_id);
