import type { RouteObject } from 'react-router';
import videoDetailPageQuery, { type VideoDetailPageQuery } from '../../__generated__/VideoDetailPageQuery.graphql';
import { graphLanguage, paths } from '../../app/language.ts';
import { queryLoader, type RouteSession } from '../../app/routeQuery.ts';
import { LANGUAGES } from '../../i18n/index.ts';

/**
 * The video detail page /video/detail/?id={uid} in every language. Its code, and the HLS player's (loaded
 * only when a video starts), come with this route alone.
 */
export function videoRoutes(route: RouteSession): RouteObject[] {
  return LANGUAGES.map((language): RouteObject => ({
    path: paths.video(language, '').split('?')[0],
    loader: queryLoader<VideoDetailPageQuery>(route, videoDetailPageQuery, ({ request }) => ({
      id: new URL(request.url).searchParams.get('id') ?? '',
      language: graphLanguage(language),
    })),
    lazy: { Component: async () => (await import('./VideoDetailPage.tsx')).VideoDetailPage },
  }));
}
