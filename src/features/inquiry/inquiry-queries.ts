import { queryOptions } from '@tanstack/react-query';
import { loadBasket } from '@/client/inquiry-basket-calls';
import { fetchInquiry, fetchUserInfo, listInquiries, type InquiryFilters } from './inquiry-calls';

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
  // The basket read fresh on arrival (another device may have changed it); the answer also fills the shared store.
  basket: () => queryOptions({ queryKey: ['inquiries', 'basket'], queryFn: ({ signal }) => loadBasket({ signal, quiet: true }) }),
  // The buyer's profile, to prefill the send form's contact.
  contact: () => queryOptions({ queryKey: ['inquiries', 'contact'], queryFn: ({ signal }) => fetchUserInfo(signal) }),
  detail: (id: number) => queryOptions({ queryKey: ['inquiries', 'detail', id], queryFn: ({ signal }) => fetchInquiry(id, signal) }),
};
