import type { Language } from '../../__generated__/resolvers-types.ts';
import type { GraphContext } from '../../context.ts';
import { localized } from '../../shared/language.ts';

/** What a label names: matches carry competitions, news their categories, as the CMS's German keys. */
export type LabelKind = 'competition' | 'newsCategory';

/**
 * A competition's or news category's name in the language asked for (else the request's): the CMS's
 * labels, one shared call however many fields ask. A key without a label, or labels the CMS cannot give
 * right now, read as the key itself (German), so a match or news item never fails for its label.
 */
export async function cmsLabel(
  context: GraphContext,
  kind: LabelKind,
  key: string,
  language: Language | null | undefined,
): Promise<string> {
  if (!key) return key;
  const labels = await context.loaders.content.labels.load('all').catch(() => []);
  const label = labels.find((entry) => entry.kind === kind && entry.key === key);
  return label ? localized(label, language ?? context.language) : key;
}
