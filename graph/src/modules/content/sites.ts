import type { GraphContext } from '../../context.ts';
import type { ContentLanguage, ContentSite } from '../../upstreams/content/types.ts';

/** Site keys as the CMS names them; anything else names no site and costs no call. */
export const SITE_KEY = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** The CMS sites named by `keys`, in their order (the video module's sites of a video too). */
export async function sitesByKey(
  context: GraphContext,
  language: ContentLanguage,
  keys: unknown,
): Promise<ContentSite[]> {
  if (!Array.isArray(keys)) return [];
  const sites = await context.loaders.content.sites.load(language);
  return keys.flatMap((key) => sites.find((site) => site.key === key) ?? []);
}
