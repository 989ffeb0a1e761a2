-- The CMS's labels (its datasource entries): the names of competitions and news categories, which the
-- matches and news store as German keys, in every language of the portal. A key without a label reads
-- as itself.
CREATE TABLE cms_labels (
  kind text NOT NULL CHECK (kind IN ('competition', 'newsCategory')),
  key text NOT NULL,
  de text NOT NULL,
  en text NOT NULL,
  ja text NOT NULL,
  PRIMARY KEY (kind, key)
);

INSERT INTO cms_labels (kind, key, de, en, ja) VALUES
  ('competition', 'Liga', 'Liga', 'League', 'リーグ'),
  ('competition', 'Frauen-Liga', 'Frauen-Liga', 'Women''s League', '女子リーグ'),
  ('competition', 'U19-Liga', 'U19-Liga', 'U19 League', 'U19リーグ'),
  ('competition', 'Pokal', 'Pokal', 'Cup', 'カップ戦'),
  ('newsCategory', 'Spielbericht', 'Spielbericht', 'Match report', '試合レポート'),
  ('newsCategory', 'Vorbericht', 'Vorbericht', 'Preview', 'プレビュー'),
  ('newsCategory', 'Transfers', 'Transfers', 'Transfers', '移籍'),
  ('newsCategory', 'Training', 'Training', 'Training', 'トレーニング'),
  ('newsCategory', 'Verein', 'Verein', 'Club', 'クラブ'),
  ('newsCategory', 'Frauen', 'Frauen', 'Women', '女子'),
  ('newsCategory', 'Nachwuchs', 'Nachwuchs', 'Academy', 'アカデミー'),
  ('newsCategory', 'Fans', 'Fans', 'Fans', 'ファン'),
  ('newsCategory', 'Tickets', 'Tickets', 'Tickets', 'チケット'),
  ('newsCategory', 'Sportarten', 'Sportarten', 'Sports', 'スポーツ');
