-- Writes sent with an Idempotency-Key (platform/src/http/idempotency.ts): the first request with a key runs and
-- its answer is kept here, so a repeat of it (a client or the graph trying again after a lost answer) gets the
-- same answer instead of doing the write twice. Keys belong to whoever sent them (the token's owner, or
-- "anonymous"), and are kept for a day.
CREATE TABLE idempotent_requests (
  scope text NOT NULL,
  key text NOT NULL,
  -- The request the key was first used for (method, path, query and body, hashed): another request under the
  -- same key is refused, never answered with the first one's answer.
  fingerprint text NOT NULL,
  -- Set once the first request answered; null while it runs.
  status integer,
  content_type text,
  body text,
  -- While the first request runs it renews this lease; a repeat that finds it expired takes over (the
  -- instance that ran it is gone).
  locked_until timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);
CREATE INDEX idempotent_requests_created ON idempotent_requests (created_at);
