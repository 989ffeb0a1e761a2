-- People with an account at the club, organisations (fan clubs, companies) and their memberships.
CREATE TABLE accounts (
  id text PRIMARY KEY, -- the OpenID subject
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  birthday date,
  mobile text,
  phone text,
  ef_number text UNIQUE,
  profile_language text NOT NULL DEFAULT 'de' CHECK (profile_language IN ('de', 'en')),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE organizations (
  id integer PRIMARY KEY,
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('FanClub', 'Company')),
  member_price_group text
);

CREATE TABLE organization_memberships (
  organization_id integer NOT NULL REFERENCES organizations (id),
  account_id text NOT NULL REFERENCES accounts (id),
  is_admin boolean NOT NULL DEFAULT false,
  state text NOT NULL DEFAULT 'Accepted' CHECK (state IN ('Invited', 'Accepted')),
  entry_date date NOT NULL DEFAULT current_date,
  PRIMARY KEY (organization_id, account_id)
);
