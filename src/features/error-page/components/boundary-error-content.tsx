'use client';

import { useEffect, useMemo } from 'react';
import { useIsClient } from '@/client/use-is-client';
import { useClientMessages } from '@/i18n/client-messages';
import { errorTexts, type ErrorMessages } from '../error-texts';
import { failedRequestId } from '../request-reference';
import { ErrorView } from './error-view';

export type BoundaryErrorProps = { error: Error & { digest?: string }; reset: () => void };

/** ErrorView for error.tsx boundaries: raw texts from the root layout's client messages, logs the error,
 * shows the failed request's id for support. */
export function BoundaryErrorContent({ error, reset }: BoundaryErrorProps) {
  const { messages } = useClientMessages() as unknown as { messages: ErrorMessages };
  // Read in the browser only: the server's render has no browser timings (and must match the first paint).
  const isClient = useIsClient();
  const reference = useMemo(() => (isClient && error ? failedRequestId() : null), [isClient, error]);
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorView code={500} texts={errorTexts(messages, 500)} onRetry={reset} reference={reference} />;
}
