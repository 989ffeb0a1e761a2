import { Suspense, useSyncExternalStore } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { ProductGridSkeleton } from '../components/Skeleton.tsx';
import { pendingQueries } from './RelayEnvironment.ts';
import { ConsentBanner, PageViews } from './PrivacyConsent.tsx';
import { ShellFrame } from './Shell.tsx';
import { Toaster } from './Toaster.tsx';
import { useT } from './language.ts';

/** Every page suspends while its query loads; meanwhile the frame and skeletons of the final size show. */
export function RootLayout() {
  return (
    <>
      <PendingIndicator />
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
      {/* After the page in the tab order; stays while pages change, so a confirmation outlives a navigation. */}
      <Toaster />
      <PageViews />
      <ConsentBanner />
      {/* Every document's first entry has the key "default": keyed by it, a page loaded fresh would
          open at the scroll position of whatever page was loaded fresh before it. */}
      <ScrollRestoration getKey={(location) => (location.key === 'default' ? location.pathname : location.key)} />
    </>
  );
}

/**
 * During a navigation React keeps the previous page on screen until the next one has its data (a
 * transition), so on a slow network a bar at the top says that something is on its way: while a
 * page's code loads or any query is in flight. It fades in after a moment, so fast answers show none.
 */
export function PendingIndicator() {
  const t = useT();
  const navigating = useNavigation().state !== 'idle';
  // Nothing is pending in the server's rendering (entry-server.tsx): it has the page's answer.
  const queries = useSyncExternalStore(pendingQueries.subscribe, pendingQueries.snapshot, () => 0);
  if (!navigating && queries === 0) return null;
  return <div className="pending-indicator" role="progressbar" aria-label={t('shell.pending')} />;
}

/**
 * The page while its data is on the way; index.html carries the same markup, so the first paint and
 * this one look alike and nothing shifts.
 */
export function PageSkeleton() {
  const t = useT();
  return (
    <ShellFrame alternates={null}>
      <div className="stores-nav skeleton-nav" aria-hidden="true" />
      <main id="main" tabIndex={-1}>
        <div className="skeleton-line title" aria-hidden="true" />
        <ProductGridSkeleton count={10} label={t('error.loading')} />
      </main>
    </ShellFrame>
  );
}
