-- Registration and password reset at the OpenID provider (platform/src/identity/registration.ts).

-- An account signs in once its mailed link confirmed its e-mail address. Accounts made before (the demo accounts,
-- those support creates) count as confirmed: the default fills them, and a registration writes NULL.
ALTER TABLE accounts ADD COLUMN confirmed_at timestamptz DEFAULT now();
-- When the person accepted the terms of use and the privacy notice at registration (null: not registered here).
ALTER TABLE accounts ADD COLUMN terms_accepted_at timestamptz;

-- The secrets of mailed links: confirming a registration's address, resetting a password. Only the SHA-256 of
-- the secret is stored, so the database never holds a usable link. Each is good once (used_at) and until
-- expires_at; a token of one purpose is unknown to the other's page.
CREATE TABLE account_tokens (
  id serial PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('ConfirmEmail', 'ResetPassword')),
  token_hash text NOT NULL UNIQUE,
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  -- The language of the mail, and of the pages its link opens.
  language text NOT NULL CHECK (language IN ('de', 'en')),
  -- The sign-in the person came from (oidc-provider's interaction) and its portal: the link leads back there.
  interaction_uid text,
  portal_url text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX account_tokens_account ON account_tokens (account_id, purpose);

-- The provider's mails per bucket (an e-mail address's hash, a client address), for the rate limits; rows older
-- than the window are swept.
CREATE TABLE identity_mail_sends (
  bucket text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX identity_mail_sends_bucket ON identity_mail_sends (bucket, sent_at);
