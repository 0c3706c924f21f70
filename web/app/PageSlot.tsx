import { type ReactNode, Suspense } from 'react';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ScrollManager } from './ScrollManager';

/** Where a layout shows its page: kept on failure, with room held while a page first loads. */
export function PageSlot({ children }: { children: ReactNode }) {
  return (
    <>
      <RouteErrorBoundary>
        <Suspense fallback={<div className="min-h-[70vh]" aria-busy="true" />}>{children}</Suspense>
      </RouteErrorBoundary>
      <ScrollManager />
    </>
  );
}
