-- The development OpenID provider keeps what it knows in the database, not in one process's memory: several
-- platform instances share sign-ins, and a restart signs no fan out.

-- Sessions, grants, authorization codes, refresh tokens and interactions (oidc-provider's models), by model
-- and id, with the indexes the provider looks them up by.
CREATE TABLE identity_payloads (
  model text NOT NULL,
  id text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (model, id)
);
CREATE INDEX identity_payloads_grant ON identity_payloads (grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX identity_payloads_uid ON identity_payloads (uid) WHERE uid IS NOT NULL;
CREATE INDEX identity_payloads_user_code ON identity_payloads (user_code) WHERE user_code IS NOT NULL;
CREATE INDEX identity_payloads_expiry ON identity_payloads (expires_at) WHERE expires_at IS NOT NULL;

-- The provider's token signing key and its cookie keys: made by the first instance that starts, read by every
-- later one, so tokens and session cookies stay valid across instances and restarts.
CREATE TABLE identity_secrets (
  name text PRIMARY KEY,
  value jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
