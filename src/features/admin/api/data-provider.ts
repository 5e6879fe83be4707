import type { BaseRecord, CrudFilter, CrudSort, DataProvider, GetListResponse } from '@refinedev/core';
import { adminRequest, type Query } from './admin-request';

/**
 * Refine's resources on our operator API. Lists are paged, filtered and sorted by the server
 * (equality filters become query parameters of the same name; a sorter on `createdAt` becomes
 * `sort=oldest|newest`); every list answers `{items, total}`.
 */
const LIST_PATHS: Record<string, string> = {
  users: '/api/admin/users',
  companies: '/api/admin/companies',
  inquiries: '/api/admin/inquiries',
  outbox: '/api/admin/outbox/messages',
  audit: '/api/admin/audit',
  orders: '/api/admin/orders',
  invoices: '/api/admin/invoices',
  plans: '/api/admin/plans',
  products: '/api/admin/products',
  searchTerms: '/api/admin/search/terms',
};
const ONE_PATHS: Record<string, string> = {
  users: '/api/admin/users',
  companies: '/api/admin/companies',
  inquiries: '/api/admin/inquiries',
  orders: '/api/admin/orders',
};

function filterQuery(filters: CrudFilter[] | undefined): Query {
  const query: Query = {};
  for (const filter of filters ?? []) {
    // An empty search text still counts: it asks for every account rather than the pending queue.
    const empty = filter.value === '' && !('field' in filter && filter.field === 'q');
    if ('field' in filter && filter.value !== undefined && filter.value !== null && !empty) {
      query[filter.field] = Array.isArray(filter.value) ? filter.value.join(',') : String(filter.value);
    }
  }
  return query;
}

/** A column sorter of the product list → the API's `sort` (contracts/catalogue-admin PRODUCT_ADMIN_SORTS). */
function productSortParam(sorter: CrudSort | undefined): string | undefined {
  if (!sorter) return undefined;
  const byField: Record<string, string> = { skuCode: 'sku_asc', titleEn: 'title_asc', stockQty: 'stock_asc' };
  if (sorter.field === 'price') return sorter.order === 'desc' ? 'price_desc' : 'price_asc';
  return byField[sorter.field];
}

/** A column sorter of the search terms → the API's `sort` (contracts/search-teaching SEARCH_TERM_SORTS). */
function searchTermSortParam(sorter: CrudSort | undefined): string | undefined {
  if (!sorter) return undefined;
  if (sorter.field === 'day') return sorter.order === 'asc' ? 'day_asc' : 'day_desc';
  const byField: Record<string, string> = { query: 'query_asc', searches: 'searches_desc', zeroResults: 'count_desc', unopened: 'count_desc' };
  return byField[sorter.field];
}

const SORT_PARAMS: Record<string, (sorter: CrudSort | undefined) => string | undefined> = {
  products: productSortParam,
  searchTerms: searchTermSortParam,
};

function pathFor(table: Record<string, string>, resource: string): string {
  const path = table[resource];
  if (!path) throw new Error(`no API for resource ${resource}`);
  return path;
}

export const dataProvider: DataProvider = {
  getApiUrl: () => '/api/admin',

  async getList<TData extends BaseRecord = BaseRecord>({ resource, pagination, filters, sorters }: Parameters<DataProvider['getList']>[0]) {
    const query: Query = { ...filterQuery(filters) };
    if (pagination?.mode !== 'off') {
      query.page = pagination?.currentPage ?? 1;
      query.pageSize = pagination?.pageSize ?? 20;
    }
    const byAge = sorters?.find((s) => s.field === 'createdAt');
    if (byAge) query.sort = byAge.order === 'asc' ? 'oldest' : 'newest';
    const columnSort = SORT_PARAMS[resource]?.(sorters?.[0]);
    if (columnSort) query.sort = columnSort;
    const answer = await adminRequest<{ items: TData[]; total: number } | TData[]>('GET', pathFor(LIST_PATHS, resource), { query });
    // A short list the server answers whole (the plans) is an array.
    if (Array.isArray(answer)) return { data: answer, total: answer.length } satisfies GetListResponse<TData>;
    return { data: answer.items, total: answer.total } satisfies GetListResponse<TData>;
  },

  async getOne({ resource, id }) {
    return { data: await adminRequest('GET', `${pathFor(ONE_PATHS, resource)}/${encodeURIComponent(String(id))}`) };
  },

  create: () => Promise.reject(new Error('not supported')),
  update: () => Promise.reject(new Error('not supported')),
  deleteOne: () => Promise.reject(new Error('not supported')),

  async custom({ url, method, payload, query }) {
    const verb = method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE';
    return { data: await adminRequest(verb, url, { query: query as Query | undefined, body: payload }) };
  },
};
