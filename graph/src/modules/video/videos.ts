import type { GraphContext } from '../../context.ts';
import type { UpstreamVideoLanguage } from '../../upstreams/video/types.ts';
import type { VideoModel } from './video.mappers.ts';

/** The catalogue is read in pages of this size; `first` may not ask for more. */
export const VIDEO_PAGE_SIZE = 24;

/** One video of the catalogue in a language (the content and live modules show videos too). */
export async function loadVideo(
  context: GraphContext,
  uid: string,
  language: UpstreamVideoLanguage,
): Promise<VideoModel | null> {
  const video = await context.loaders.video.video.load({ uid, language });
  return video ? { ...video, askedLanguage: language } : null;
}

/** A site's newest videos (one page of the catalogue). */
export async function newestVideos(
  context: GraphContext,
  site: string,
  language: UpstreamVideoLanguage,
  count: number,
): Promise<VideoModel[]> {
  const page = await context.loaders.video.videos.load({ site, language, page: 1, pageSize: VIDEO_PAGE_SIZE });
  return page.items.slice(0, count).map((video) => ({ ...video, askedLanguage: language }));
}
