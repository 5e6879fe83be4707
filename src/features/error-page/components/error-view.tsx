'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { on } from '@/client/event-bus';
import { SmartLink } from '@/client/smart-link';
import { useIsClient } from '@/client/use-is-client';
import { buttonClasses } from '@/components/ui/button';
import { normalizeErrorCode, type ErrorViewTexts } from '../error-texts';

/**
 * The one error page body: big status code, the message, the requested path for a 404, a go-home
 * link and (for error boundaries) a retry button. After `login:ok` it reloads, so a 401 page turns
 * into the page the buyer wanted. Texts come as props (error.tsx reads them with useMessages), so
 * this component — shipped with every page as part of the error boundaries — stays tiny.
 */
export function ErrorView({
  code,
  texts,
  onRetry,
}: {
  code: number;
  texts: ErrorViewTexts;
  onRetry?: () => void;
}) {
  const status = normalizeErrorCode(code);
  // The public path as the browser shows it, read on the client: the 404 page is cached, and the
  // proxy's internal path (/zh/us/...) is not what the buyer typed.
  const pathname = usePathname();
  const isClient = useIsClient();

  useEffect(() => on('login:ok', () => window.location.reload()), []);

  return (
    <section
      aria-labelledby="error-title"
      className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24"
      data-testid="error-view"
    >
      <p className="text-7xl font-black tracking-tight text-brand-700 tabular-nums sm:text-8xl">{status}</p>
      <h1 id="error-title" className="mt-4 text-xl font-semibold text-slate-900 sm:text-2xl">
        {texts.message}
      </h1>
      {status === 404 && (
        <p className="mt-3 max-w-full text-sm text-slate-600">
          {texts.pageNotFound}:{' '}
          <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs break-all text-slate-800">
            {isClient ? pathname : '\u00a0'}
          </code>
        </p>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <SmartLink href="/" className={buttonClasses('primary', 'lg')}>
          {texts.goHome}
        </SmartLink>
        {onRetry && (
          <button type="button" onClick={onRetry} className={buttonClasses('outline', 'lg')}>
            {texts.retry}
          </button>
        )}
      </div>
    </section>
  );
}
