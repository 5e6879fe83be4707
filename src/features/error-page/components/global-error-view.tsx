'use client';

import { useEffect, useMemo, useState } from 'react';
import { useIsClient } from '@/client/use-is-client';
import { failedRequestId } from '../request-reference';
import { htmlLang } from '@/lib/intl-locale';

type Texts = { message: string; goHome: string; retry: string; reference: string };

/** The last-resort error page's content (see global-error.tsx); texts load from messages/*.json when shown. */
export function GlobalErrorView({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const [locale] = useState(() =>
    typeof window !== 'undefined' && /^\/en(\/|$)/.test(window.location.pathname) ? 'en' : 'zh',
  );
  const [texts, setTexts] = useState<Texts | null>(null);
  const isClient = useIsClient();
  const reference = useMemo(() => (isClient && error ? failedRequestId() : null), [isClient, error]);

  useEffect(() => {
    console.error(error);
    const load = locale === 'en' ? import('@messages/en.json') : import('@messages/zh.json');
    load
      .then(({ default: m }) =>
        setTexts({
          message: m.error['500'],
          goHome: m.common.goHome,
          retry: m.common.retry,
          reference: m.error.reference,
        }),
      )
      .catch(() => setTexts(null));
  }, [error, locale]);

  return (
    <html lang={htmlLang(locale)}>
      <body className="flex min-h-dvh flex-col items-center justify-center bg-surface-muted px-4 text-center font-sans text-ink">
        <title>500</title>
        <p aria-hidden="true" className="text-8xl font-black text-brand-700">
          500
        </p>
        <h1 className="mt-4 min-h-8 text-xl font-semibold text-slate-900">{texts?.message}</h1>
        {texts && reference && (
          <p className="mt-3 text-sm text-slate-600">
            {texts.reference}: <code className="font-mono text-xs break-all select-all">{reference}</code>
          </p>
        )}
        <div className="mt-8 flex gap-3">
          <a
            href={locale === 'en' ? '/en' : '/'}
            className="inline-flex h-12 items-center rounded-md bg-brand-700 px-6 font-medium text-white hover:bg-brand-800"
          >
            {texts?.goHome ?? '↩'}
          </a>
          <button
            type="button"
            onClick={reset}
            className="inline-flex h-12 items-center rounded-md border border-slate-300 bg-white px-6 font-medium text-slate-800 hover:border-brand-600"
          >
            {texts?.retry ?? '⟳'}
          </button>
        </div>
      </body>
    </html>
  );
}
