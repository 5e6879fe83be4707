'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiRequestError } from '@/client/api-request';
import { answerStatus } from '@/client/use-session-query';
import type { InquiryDetail } from '@/contracts/inquiries';
import { inquiryQueries } from './inquiry-queries';

export type DetailState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'missing' }
  | { status: 'ready'; inquiry: InquiryDetail };

/** One inquiry, read after mount with the token; `replace` takes the answer of an accept or close. */
export function useInquiryDetail(id: number, enabled: boolean) {
  const queryClient = useQueryClient();
  const detail = useQuery({ ...inquiryQueries.detail(id), enabled });
  const status = answerStatus(detail);
  const missing = detail.error instanceof ApiRequestError && detail.error.httpStatus === 404;
  const state: DetailState =
    status === 'ready' && detail.data
      ? { status, inquiry: detail.data }
      : { status: status === 'error' ? (missing ? 'missing' : 'error') : 'loading' };

  const { refetch } = detail;
  const reload = useCallback(() => void (enabled && refetch()), [enabled, refetch]);
  const replace = useCallback(
    (inquiry: InquiryDetail) => queryClient.setQueryData(inquiryQueries.detail(id).queryKey, inquiry),
    [queryClient, id],
  );
  return { state, retry: reload, reload, replace };
}
