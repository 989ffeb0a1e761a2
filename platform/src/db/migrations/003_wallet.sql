-- Wallet assets: what a person holds in the club's wallet (membership badges, ID cards, …).
CREATE TABLE asset_templates (
  id integer PRIMARY KEY,
  type text NOT NULL UNIQUE,
  name_de text NOT NULL,
  name_en text NOT NULL
);

CREATE TABLE wallet_assets (
  id integer PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  template_id integer NOT NULL REFERENCES asset_templates (id),
  value text NOT NULL,
  valid_until date
);
