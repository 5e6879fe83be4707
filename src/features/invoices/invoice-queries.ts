import { queryOptions } from '@tanstack/react-query';
import { invoiceableOrders, invoiceStatistics, listInvoices, listTitles } from './invoice-calls';

/** The invoices feature's browser loaders; `invoiceQueries.all` refreshes every one of them. */
export const invoiceQueries = {
  all: ['invoices'] as const,
  statistics: () => queryOptions({ queryKey: ['invoices', 'statistics'], queryFn: ({ signal }) => invoiceStatistics(signal) }),
  awaiting: () => queryOptions({ queryKey: ['invoices', 'awaiting'], queryFn: ({ signal }) => invoiceableOrders(signal) }),
  list: (page: number, pageSize: number) =>
    queryOptions({ queryKey: ['invoices', 'list', { page, pageSize }], queryFn: ({ signal }) => listInvoices({ page, pageSize }, signal) }),
  titles: () => queryOptions({ queryKey: ['invoices', 'titles'], queryFn: ({ signal }) => listTitles(signal) }),
};
