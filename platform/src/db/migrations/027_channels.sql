-- The graph's channels (docs/channels.md): every client of the club's graph (the web portal, the app, the
-- stadium screens, partners) is registered here with its owner, its OAuth client at the OpenID provider and
-- its cost budget, and publishes its persisted documents as versioned deployments. The graph runs a
-- channel's documents only, and only those of its active deployments.
CREATE TABLE api_channels (
  name text PRIMARY KEY CHECK (name ~ '^[a-z][a-z0-9-]{1,38}[a-z0-9]$'),
  display_name text NOT NULL CHECK (length(display_name) BETWEEN 1 AND 80),
  -- The developer account that registered it (NULL: the club's own, e.g. the web portal).
  owner_account_id text REFERENCES accounts (id),
  -- Its confidential OAuth client (client credentials grant): the client id is the channel's name.
  client_secret text NOT NULL,
  -- The public client its end users sign in with (code + PKCE), when it has one: their tokens name it.
  public_client_id text UNIQUE,
  budget_capacity integer NOT NULL CHECK (budget_capacity BETWEEN 1 AND 10000000),
  budget_restore_rate integer NOT NULL CHECK (budget_restore_rate BETWEEN 1 AND 1000000),
  may_mutate boolean NOT NULL DEFAULT false,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX api_channels_owner ON api_channels (owner_account_id);

-- A document's text once, whichever deployments name it (versions share most of their documents).
CREATE TABLE api_documents (
  sha256 text PRIMARY KEY,
  body text NOT NULL
);

CREATE TABLE api_deployments (
  channel text NOT NULL REFERENCES api_channels (name),
  version text NOT NULL CHECK (version ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$'),
  published_at timestamptz NOT NULL DEFAULT now(),
  retired_at timestamptz,
  PRIMARY KEY (channel, version)
);

CREATE TABLE api_deployment_documents (
  channel text NOT NULL,
  version text NOT NULL,
  document_id text NOT NULL,
  sha256 text NOT NULL REFERENCES api_documents (sha256),
  PRIMARY KEY (channel, version, document_id),
  FOREIGN KEY (channel, version) REFERENCES api_deployments (channel, version)
);
-- A document id means one text within a channel, in every version (Relay's ids are hashes of the text).
CREATE INDEX api_deployment_documents_id ON api_deployment_documents (channel, document_id);

-- Bumped by every change, so graph instances ask "anything new since revision N?" and get 304 most times.
CREATE TABLE api_registry_revision (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  revision bigint NOT NULL
);
INSERT INTO api_registry_revision VALUES (true, 1);
