import { SmartLink } from '@/client/smart-link';
import { buttonClasses } from '@/components/ui/button-classes';
import { normalizeErrorCode, type ErrorViewTexts } from '../error-texts';
import { ReloadAfterSignIn, RequestedPath } from './error-view-islands';

/**
 * The one error page body: big status code, the message, the requested path for a 404, a go-home
 * link and (for error boundaries) a retry button. After `login:ok` it reloads, so a 401 page turns
 * into the page the buyer wanted. No hooks: the not-found pages render it on the server, so only
 * the two small islands (path, reload) and the link reach the browser with every page.
 */
export function ErrorView({
  code,
  texts,
  onRetry,
  reference,
}: {
  code: number;
  texts: ErrorViewTexts;
  onRetry?: () => void;
  /** The failed request's id (500 pages), for the buyer to quote to support. */
  reference?: string | null;
}) {
  const status = normalizeErrorCode(code);

  return (
    <section
      aria-labelledby="error-title"
      className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24"
      data-testid="error-view"
    >
      <ReloadAfterSignIn />
      <p className="text-7xl font-black tracking-tight text-brand-700 tabular-nums sm:text-8xl">{status}</p>
      <h1 id="error-title" className="mt-4 text-xl font-semibold text-slate-900 sm:text-2xl">
        {texts.message}
      </h1>
      {status === 404 && (
        <p className="mt-3 max-w-full text-sm text-slate-600">
          {texts.pageNotFound}:{' '}
          <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs break-all text-slate-800">
            <RequestedPath />
          </code>
        </p>
      )}
      {status === 500 && reference && (
        <p className="mt-3 max-w-full text-sm text-slate-600" data-testid="error-reference">
          {texts.reference}:{' '}
          <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs break-all text-slate-800 select-all">
            {reference}
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
