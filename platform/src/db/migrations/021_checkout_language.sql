-- The language of the page a checkout was started on: the payment provider sends the buyer back to the
-- confirmation page in that language (platform/src/portal-links.ts).
ALTER TABLE checkouts ADD COLUMN language text NOT NULL DEFAULT 'de' CHECK (language IN ('de', 'en', 'ja'));
