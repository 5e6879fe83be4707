'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { answerStatus } from '@/client/use-session-query';
import { isInquiryState } from '@/contracts/inquiry-states';
import type { InquiryFilters, InquiryList } from './inquiry-calls';
import { inquiryQueries } from './inquiry-queries';

export const INQUIRY_PAGE_SIZE = 20;
export type ListQuery = InquiryFilters & { page: number };

/** The list's filters and page as the address keeps them (?state=200&page=2), so "back" returns to them. */
export function readListQuery(search: string): ListQuery {
  const params = new URLSearchParams(search);
  const state = Number(params.get('state'));
  const page = Number(params.get('page'));
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
  };
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    state: isInquiryState(state) ? state : undefined,
    from: day('from'),
    to: day('to'),
    keyword: params.get('keyword')?.trim().slice(0, 100) || undefined,
  };
}

export function writeListQuery(query: ListQuery): string {
  const params = new URLSearchParams();
  if (query.state) params.set('state', String(query.state));
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.keyword) params.set('keyword', query.keyword);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; list: InquiryList };

/**
 * One page of the buyer's inquiries for a query; `reload` after a change (close, accept) keeps the
 * rows on screen until the new ones arrive, `retry` after a failure shows the loading state.
 */
export function useInquiryList(query: ListQuery) {
  const { page, state: inquiryState, from, to, keyword } = query;
  const list = useQuery({
    ...inquiryQueries.list({ page, pageSize: INQUIRY_PAGE_SIZE, state: inquiryState, from, to, keyword }),
    placeholderData: keepPreviousData,
  });
  const status = answerStatus(list);
  const state: State = status === 'ready' && list.data ? { status, list: list.data } : { status: status === 'error' ? 'error' : 'loading' };
  const { refetch } = list;
  const reload = useCallback(() => void refetch(), [refetch]);
  return { state, reload, retry: reload };
}
