import videoDetailPageQuery, { type VideoDetailPageQuery } from '../../__generated__/VideoDetailPageQuery.graphql.ts';
import { page, type PageTable } from '../../app/page.ts';
import { paths } from '../../app/pages.ts';

/**
 * The video detail page /video/detail/?id={uid}. Public and served; its code, and the HLS player's (loaded
 * only when a video starts), come with this route alone.
 */
export const videoPages = {
  video: page<VideoDetailPageQuery>({
    path: (language) => paths.video(language, '').split('?')[0]!,
    query: videoDetailPageQuery,
    variables: ({ search }) => ({ id: new URLSearchParams(search).get('id') ?? '' }),
    served: { requiredField: 'video' },
    module: 'src/features/video/VideoDetailPage.tsx',
    Component: async () => (await import('./VideoDetailPage.tsx')).VideoDetailPage,
  }),
} satisfies PageTable;
