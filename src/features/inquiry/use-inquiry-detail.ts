'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiRequestError } from '@/client/api-request';
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
  const { error } = detail;
  const state: DetailState = detail.isError
    ? detail.isFetching
      ? { status: 'loading' }
      : { status: error instanceof ApiRequestError && error.httpStatus === 404 ? 'missing' : 'error' }
    : detail.data
      ? { status: 'ready', inquiry: detail.data }
      : { status: 'loading' };

  const { refetch } = detail;
  const reload = useCallback(() => void (enabled && refetch()), [enabled, refetch]);
  const replace = useCallback(
    (inquiry: InquiryDetail) => queryClient.setQueryData(inquiryQueries.detail(id).queryKey, inquiry),
    [queryClient, id],
  );
  return { state, retry: reload, reload, replace };
}
