import videoDetailPageQuery, { type VideoDetailPageQuery } from '../../__generated__/VideoDetailPageQuery.graphql.ts';
import videoSubscriptionPageQuery, {
  type VideoSubscriptionPageQuery,
} from '../../__generated__/VideoSubscriptionPageQuery.graphql.ts';
import { page, type PageTable } from '../../app/page.ts';
import { paths } from '../../app/pages.ts';

/**
 * The video detail page /video/detail/?id={uid}. Public and served; its code, and the HLS player's (loaded
 * only when a video starts), come with this route alone. Südstadt TV's subscription page /tv/abo: its plans
 * are public and served; what the fan has and pays with is read when signed in.
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
  videoSubscription: page<VideoSubscriptionPageQuery>({
    path: (language) => paths.videoSubscription(language),
    query: videoSubscriptionPageQuery,
    served: {},
    module: 'src/features/video/VideoSubscriptionPage.tsx',
    Component: async () => (await import('./VideoSubscriptionPage.tsx')).VideoSubscriptionPage,
  }),
} satisfies PageTable;
