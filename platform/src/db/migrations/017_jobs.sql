-- The job portal (issue #19; spec 2 sections 2, 3 and 5, spec 3 section 3): the club's companies that hire,
-- their postings, the applications (anyone may apply; a signed-in person's application names their account)
-- and the applications' documents, stored in chunks as they arrive (never held whole in memory).

-- A company of the club that hires (the club itself, the football company, the stadium, the museum …).
CREATE TABLE job_companies (
  key text PRIMARY KEY CHECK (key ~ '^[a-z0-9][a-z0-9-]{0,59}$'),
  name text NOT NULL,
  description_de text NOT NULL,
  description_en text,
  city text NOT NULL,
  position integer NOT NULL
);

-- A job posting: its texts in German (always) and English (where written), the details a listing shows and
-- until when it takes applications (null: until it is filled).
CREATE TABLE job_postings (
  origin_id text PRIMARY KEY CHECK (origin_id ~ '^[a-z0-9][a-z0-9-]{0,79}$'),
  company_key text NOT NULL REFERENCES job_companies (key),
  title_de text NOT NULL,
  title_en text,
  -- {intro, sections: [{heading, items: [text]}]}
  content_de jsonb NOT NULL,
  content_en jsonb,
  location text NOT NULL,
  employment_type text NOT NULL CHECK (employment_type IN
    ('FullTime', 'PartTime', 'MiniJob', 'WorkingStudent', 'Internship', 'Apprenticeship')),
  -- Null: as soon as possible.
  starts_on date,
  weekly_hours numeric CHECK (weekly_hours > 0 AND weekly_hours <= 60),
  contact_name text NOT NULL,
  published_at timestamptz NOT NULL,
  closes_at timestamptz
);
CREATE INDEX job_postings_company ON job_postings (company_key, published_at DESC);

-- An application (spec 2 section 3). Draft until its documents are uploaded and it is submitted; a draft's
-- documents may be uploaded with the upload token handed out when it was created.
CREATE TABLE job_applications (
  id uuid PRIMARY KEY,
  origin_id text NOT NULL REFERENCES job_postings (origin_id),
  account_id text REFERENCES accounts (id) ON DELETE SET NULL,
  state text NOT NULL CHECK (state IN ('Draft', 'Submitted')),
  language text NOT NULL CHECK (language IN ('de', 'en')),
  salutation text NOT NULL CHECK (salutation IN ('mr', 'ms', 'none')),
  title text,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  mobile text NOT NULL,
  street text NOT NULL,
  house_number text NOT NULL,
  additional text,
  country_code text NOT NULL CHECK (country_code IN ('DEU', 'AUT', 'CHE', 'NLD', 'FRA', 'BEL', 'LUX', 'ITA', 'ESP',
    'POL', 'CZE', 'SVK', 'HUN', 'ROU', 'HRV', 'GBR', 'USA', 'TUR', 'BGR', 'SRB')),
  zip text NOT NULL,
  city text NOT NULL,
  birthday date NOT NULL,
  desired_salary integer CHECK (desired_salary BETWEEN 1 AND 1000000),
  start_date date NOT NULL,
  has_notice_period boolean NOT NULL,
  notice_period_amount integer CHECK (notice_period_amount BETWEEN 1 AND 365),
  notice_period_unit text CHECK (notice_period_unit IN ('days', 'weeks', 'months')),
  notice_period_reference text CHECK (notice_period_reference IN ('endOfMonth', 'endOfQuarter', 'endOfYear',
    'fifteenthOfMonth', 'fifteenthOrEndOfMonth', 'anyDay', 'fixedDate')),
  severely_disabled boolean NOT NULL,
  source text,
  comments text,
  privacy_consent boolean NOT NULL CHECK (privacy_consent),
  retention_consent boolean NOT NULL CHECK (retention_consent),
  created_at timestamptz NOT NULL DEFAULT now(),
  submitted_at timestamptz,
  -- A notice period has its amount, unit and reference; none has none of them.
  CHECK (has_notice_period = (notice_period_amount IS NOT NULL)
    AND has_notice_period = (notice_period_unit IS NOT NULL)
    AND has_notice_period = (notice_period_reference IS NOT NULL)),
  CHECK ((state = 'Submitted') = (submitted_at IS NOT NULL))
);
-- The rate limit counts an address's recent applications.
CREATE INDEX job_applications_email ON job_applications (lower(email), created_at DESC);

-- A document of an application: Receiving while its bytes arrive, Stored once the whole PDF is in.
CREATE TABLE job_application_documents (
  id uuid PRIMARY KEY,
  application_id uuid NOT NULL REFERENCES job_applications (id) ON DELETE CASCADE,
  file_name text NOT NULL,
  size_bytes integer NOT NULL DEFAULT 0 CHECK (size_bytes >= 0),
  state text NOT NULL CHECK (state IN ('Receiving', 'Stored')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX job_application_documents_application ON job_application_documents (application_id);

-- A document's bytes in chunks of at most 1 MiB, in order.
CREATE TABLE job_application_document_chunks (
  document_id uuid NOT NULL REFERENCES job_application_documents (id) ON DELETE CASCADE,
  seq integer NOT NULL CHECK (seq >= 0),
  bytes bytea NOT NULL,
  PRIMARY KEY (document_id, seq)
);
