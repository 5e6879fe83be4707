import { queryOptions } from '@tanstack/react-query';
import { fetchInquiry, listInquiries, type InquiryFilters } from './inquiry-calls';

/** The inquiry feature's browser loaders: a page of the buyer's inquiries, and one inquiry. */
export const inquiryQueries = {
  all: ['inquiries'] as const,
  list: (query: InquiryFilters & { page: number; pageSize: number }) => {
    const { page, pageSize, state, from, to, keyword } = query;
    return queryOptions({
      queryKey: ['inquiries', 'list', { page, pageSize, state, from, to, keyword }],
      queryFn: ({ signal }) => listInquiries({ page, pageSize, state, from, to, keyword }, signal),
    });
  },
  detail: (id: number) => queryOptions({ queryKey: ['inquiries', 'detail', id], queryFn: ({ signal }) => fetchInquiry(id, signal) }),
};
