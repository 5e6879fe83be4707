'use client';

import { lazy } from 'react';
import './globals.css';

/**
 * Last-resort error page, used when the root layout itself fails (no providers exist then). Next
 * ships this file with every page, so it is only a loader: the view and its texts download when
 * it actually shows (ADR 0010).
 */
const GlobalErrorView = lazy(() =>
  import('@/features/error-page/components/global-error-view').then((m) => ({ default: m.GlobalErrorView })),
);

export default function GlobalError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <GlobalErrorView {...props} />;
}
