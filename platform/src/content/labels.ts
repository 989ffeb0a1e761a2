import { Type, type Static } from 'typebox';
import type { Queryable } from '../db/database.ts';

/** What a label names: matches store competitions, news their categories, as German keys. */
export const LabelKind = Type.Union([Type.Literal('competition'), Type.Literal('newsCategory')]);
export type LabelKind = Static<typeof LabelKind>;

export const Label = Type.Object(
  {
    kind: LabelKind,
    key: Type.String({ description: 'The value matches and news carry (competition, category)' }),
    de: Type.String(),
    en: Type.String(),
    ja: Type.String(),
  },
  { $id: 'CmsLabel', title: 'CmsLabel' },
);

/**
 * The CMS's labels (as a headless CMS's datasource entries): what a competition or a news category is
 * called in each language. Few and rarely changed, so callers take them all at once and keep them.
 */
export async function cmsLabels(db: Queryable, kind?: LabelKind): Promise<Static<typeof Label>[]> {
  const { rows } = await db.query<Static<typeof Label>>(
    'SELECT kind, key, de, en, ja FROM cms_labels WHERE $1::text IS NULL OR kind = $1 ORDER BY kind, key',
    [kind ?? null],
  );
  return rows;
}
