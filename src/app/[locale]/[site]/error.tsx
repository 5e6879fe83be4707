'use client';

import { BoundaryErrorView } from '@/features/error-page/components/boundary-error-view';

/** Errors in a layout below the root (e.g. the header's category query failed): the 500 view, no header. */
export default function RootSegmentError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main id="main" className="flex flex-1 flex-col">
      <BoundaryErrorView {...props} />
    </main>
  );
}
