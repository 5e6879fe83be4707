'use client';

import { useEffect } from 'react';
import { useClientMessages } from '@/i18n/client-messages';
import { errorTexts, type ErrorMessages } from '../error-texts';
import { ErrorView } from './error-view';

export type BoundaryErrorProps = { error: Error & { digest?: string }; reset: () => void };

/** ErrorView for error.tsx boundaries: raw texts from the root layout's client messages, logs the error. */
export function BoundaryErrorContent({ error, reset }: BoundaryErrorProps) {
  const { messages } = useClientMessages() as unknown as { messages: ErrorMessages };
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorView code={500} texts={errorTexts(messages, 500)} onRetry={reset} />;
}
