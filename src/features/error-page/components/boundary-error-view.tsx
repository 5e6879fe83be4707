'use client';

import { lazy, Suspense } from 'react';
import type { BoundaryErrorProps } from './boundary-error-content';

// Every error.tsx boundary is in every page's bundle, but the view is needed only when something
// broke: load it then (a few hundred bytes per boundary instead of the whole view each).
const BoundaryErrorContent = lazy(() =>
  import('./boundary-error-content').then((m) => ({ default: m.BoundaryErrorContent })),
);

/** The 500 view for error.tsx boundaries (client components), with a retry. */
export function BoundaryErrorView(props: BoundaryErrorProps) {
  return (
    <Suspense fallback={null}>
      <BoundaryErrorContent {...props} />
    </Suspense>
  );
}
