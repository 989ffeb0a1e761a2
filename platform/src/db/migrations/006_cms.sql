-- The CMS: the club's site areas, their pages (per language, with localised slugs and typed blocks), news,
-- people (squads and officials) and matches. Full-text search uses PostgreSQL's German and English stemming.
CREATE TABLE cms_sites (
  key text PRIMARY KEY,
  name_de text NOT NULL,
  name_en text,
  name_ja text,
  kind text NOT NULL CHECK (kind IN ('club', 'football', 'sport', 'service')),
  languages text[] NOT NULL DEFAULT '{de}',
  has_live_video boolean NOT NULL DEFAULT false,
  ticker_team_id integer,
  position integer NOT NULL
);

CREATE TABLE cms_pages (
  id serial PRIMARY KEY,
  site text NOT NULL REFERENCES cms_sites (key),
  language text NOT NULL CHECK (language IN ('de', 'en', 'ja')),
  -- The page's identity across languages (home, squad, season …); its slug is the localised path.
  page_key text NOT NULL,
  slug text NOT NULL,
  template text NOT NULL CHECK (template IN ('blank', 'default', 'news')),
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  blocks jsonb NOT NULL DEFAULT '[]',
  search tsvector GENERATED ALWAYS AS (
    to_tsvector(CASE language WHEN 'en' THEN 'english'::regconfig ELSE 'german'::regconfig END,
                title || ' ' || description)
  ) STORED,
  UNIQUE (site, language, slug),
  UNIQUE (site, language, page_key)
);
CREATE INDEX cms_pages_search ON cms_pages USING gin (search);

CREATE TABLE cms_news (
  uid uuid PRIMARY KEY,
  site text NOT NULL REFERENCES cms_sites (key),
  type text NOT NULL CHECK (type IN ('news', 'magazine', 'fast-lane')),
  full_slug text NOT NULL UNIQUE,
  display_datetime timestamptz NOT NULL,
  headline_de text NOT NULL,
  headline_en text,
  teaser_de text NOT NULL,
  teaser_en text,
  body_de text NOT NULL,
  body_en text,
  categories text[] NOT NULL DEFAULT '{}',
  image_url text NOT NULL,
  hover_image_url text,
  -- Fast-lane items link elsewhere instead of having a page of their own.
  frontend_url text,
  search_de tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('german', headline_de), 'A') || setweight(to_tsvector('german', teaser_de), 'B') ||
    setweight(to_tsvector('german', body_de), 'C')
  ) STORED,
  search_en tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', coalesce(headline_en, headline_de)), 'A') ||
    setweight(to_tsvector('english', coalesce(teaser_en, teaser_de)), 'B') ||
    setweight(to_tsvector('english', coalesce(body_en, body_de)), 'C')
  ) STORED
);
CREATE INDEX cms_news_site_time ON cms_news (site, display_datetime DESC);
CREATE INDEX cms_news_search_de ON cms_news USING gin (search_de);
CREATE INDEX cms_news_search_en ON cms_news USING gin (search_en);

CREATE TABLE cms_persons (
  id integer PRIMARY KEY,
  site text NOT NULL REFERENCES cms_sites (key),
  role text NOT NULL CHECK (role IN ('player', 'official')),
  first_name text NOT NULL,
  last_name text NOT NULL,
  title text,
  short_name text NOT NULL,
  known_name text,
  position text NOT NULL,
  jersey_number integer,
  nationality text NOT NULL,
  birthday date NOT NULL,
  height_cm integer,
  -- Season statistics of a player, by scope (total, home, away): games, starts, goals, assists, …
  statistics jsonb NOT NULL DEFAULT '{}',
  search tsvector GENERATED ALWAYS AS (
    to_tsvector('simple', first_name || ' ' || last_name || ' ' || coalesce(known_name, ''))
  ) STORED
);
CREATE INDEX cms_persons_search ON cms_persons USING gin (search);

CREATE TABLE cms_matches (
  id integer PRIMARY KEY,
  site text NOT NULL REFERENCES cms_sites (key),
  season integer NOT NULL,
  competition text NOT NULL,
  matchday integer,
  home_team text NOT NULL,
  away_team text NOT NULL,
  venue text NOT NULL,
  -- Null while the exact kick-off date and time are still to be determined.
  kickoff timestamptz,
  kickoff_date date NOT NULL,
  status text NOT NULL CHECK (status IN ('announced', 'before', 'live', 'after')),
  period text,
  home_goals integer,
  away_goals integer,
  after_extra_time boolean NOT NULL DEFAULT false,
  after_penalties boolean NOT NULL DEFAULT false,
  search tsvector GENERATED ALWAYS AS (
    to_tsvector('simple', home_team || ' ' || away_team || ' ' || competition)
  ) STORED
);
CREATE INDEX cms_matches_site_date ON cms_matches (site, kickoff_date);
