'use client';

import { useMessages } from 'next-intl';
import { useEffect } from 'react';
import { errorTexts, type ErrorMessages } from '../error-texts';
import { ErrorView } from './error-view';

/** ErrorView for error.tsx boundaries (client components): raw texts from the provider, logs the error. */
export function BoundaryErrorView({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const messages = useMessages() as unknown as ErrorMessages;
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorView code={500} texts={errorTexts(messages, 500)} onRetry={reset} />;
}
