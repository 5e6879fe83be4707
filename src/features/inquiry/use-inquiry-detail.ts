'use client';

import { useCallback, useEffect, useState } from 'react';
import { ApiRequestError } from '@/client/api-request';
import type { InquiryDetail } from '@/contracts/inquiries';
import { fetchInquiry } from './inquiry-calls';

export type DetailState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'missing' }
  | { status: 'ready'; inquiry: InquiryDetail };

/** One inquiry, read after mount with the token; `replace` takes the answer of an accept or close. */
export function useInquiryDetail(id: number, enabled: boolean) {
  const [state, setState] = useState<DetailState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    fetchInquiry(id, controller.signal).then(
      (inquiry) => setState({ status: 'ready', inquiry }),
      (err: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: err instanceof ApiRequestError && err.httpStatus === 404 ? 'missing' : 'error' });
      },
    );
    return () => controller.abort();
  }, [id, enabled, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((inquiry: InquiryDetail) => setState({ status: 'ready', inquiry }), []);
  return { state, retry, reload, replace };
}
