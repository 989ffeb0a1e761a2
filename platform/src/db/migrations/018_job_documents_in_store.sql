-- Job application documents live in the document store (platform/src/jobs/document-store.ts), keyed by
-- their id: their bytes no longer pass row by row through the database.
DROP TABLE job_application_document_chunks;

-- The address an application came from (as the portal's front names it): applications per address and hour
-- are limited, as per e-mail address.
ALTER TABLE job_applications ADD COLUMN client_address text NOT NULL DEFAULT 'unknown';
CREATE INDEX job_applications_client_address ON job_applications (client_address, created_at DESC);
