-- Invitations into an organisation: who invited, and until when the invited person may accept.
ALTER TABLE organization_memberships ADD COLUMN invited_by text REFERENCES accounts (id);
ALTER TABLE organization_memberships ADD COLUMN invitation_expires_at timestamptz;
