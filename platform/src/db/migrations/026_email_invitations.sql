-- An invitation into an organisation for an e-mail address without an account: it waits here until an
-- account with that address is confirmed (platform/src/identity/registration.ts), then becomes an
-- ordinary invitation of that account (organization_memberships, state Invited).
CREATE TABLE organization_email_invitations (
  id serial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  email text NOT NULL,
  invited_by text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX organization_email_invitations_address ON organization_email_invitations (organization_id, lower(email));
CREATE INDEX organization_email_invitations_email ON organization_email_invitations (lower(email));
