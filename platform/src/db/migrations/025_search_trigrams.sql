-- Search that forgives typos: pg_trgm's word similarity on the titles a fan searches ("Heimtrokot" finds
-- "Heimtrikot"), each with a GIN trigram index on exactly the expression the search compares
-- (platform/src/content/search.ts). The extension lives in public, once for the whole database: the schemas the
-- tests work in keep public on their search path (db/database.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

CREATE INDEX cms_pages_title_trgm ON cms_pages USING gin (title gin_trgm_ops);
CREATE INDEX cms_news_headline_trgm ON cms_news USING gin ((headline_de || ' ' || coalesce(headline_en, '')) gin_trgm_ops);
CREATE INDEX cms_matches_teams_trgm ON cms_matches USING gin ((home_team || ' ' || away_team) gin_trgm_ops);
CREATE INDEX cms_persons_name_trgm ON cms_persons USING gin (
  (first_name || ' ' || last_name || ' ' || coalesce(known_name, '')) gin_trgm_ops
);
CREATE INDEX cms_sites_name_trgm ON cms_sites USING gin (
  (name_de || ' ' || coalesce(name_en, '') || ' ' || coalesce(name_ja, '')) gin_trgm_ops
);
CREATE INDEX products_name_trgm ON products USING gin ((name_de || ' ' || coalesce(name_en, '')) gin_trgm_ops);
CREATE INDEX videos_title_trgm ON videos USING gin ((title_de || ' ' || coalesce(title_en, '')) gin_trgm_ops);
