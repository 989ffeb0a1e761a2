import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { ProductGridSkeleton } from '../components/Skeleton.tsx';
import { ShellFrame } from './Shell.tsx';
import { useT } from './language.ts';

/** Every page suspends while its query loads; meanwhile the frame and skeletons of the final size show. */
export function RootLayout() {
  return (
    <>
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}

export function PageSkeleton() {
  const t = useT();
  return (
    <ShellFrame alternatePath={null}>
      <div className="stores-nav skeleton-nav" aria-hidden="true" />
      <main id="main" tabIndex={-1}>
        <div className="skeleton-line title" aria-hidden="true" />
        <ProductGridSkeleton count={10} label={t('error.loading')} />
      </main>
    </ShellFrame>
  );
}
