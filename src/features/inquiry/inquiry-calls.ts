import { apiRequest } from '@/client/api-request';
import { downloadFile, type DownloadProgress } from '@/client/download-file';
import { uploadFile, type UploadProgress } from '@/client/upload-file';
import type { AccountInfo } from '@/contracts/accounts';
import type {
  CreateInquiryBody,
  InquiryDetail,
  InquiryState,
  InquirySummary,
  QuickMatchResult,
  WhenInBasket,
} from '@/contracts/inquiries';

/*
 * The inquiry pages' API calls (the basket's own live in client/inquiry-basket-calls.ts, shared with
 * the catalogue's buttons). Failures are toasted by the API client unless `quiet`.
 */

export type InquiryList = {
  items: InquirySummary[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
};
export type InquiryFilters = { state?: InquiryState; from?: string; to?: string; keyword?: string };
export type Attachment = InquiryDetail['attachments'][number];
export type BulkCloseResult = {
  updated: number[];
  refused: { id: number; reason: string; state: number | null }[];
};

/** GET /api/info: the profile (the send form's contact) and what the plan grants (the quick list's length). */
export function fetchUserInfo(signal?: AbortSignal): Promise<AccountInfo> {
  return apiRequest<AccountInfo>('GET', '/api/info', { signal, quiet: true });
}

/** How a quick inquiry is run: only reported, or put in the basket with the buyer's choice for parts already there. */
export type QuickMode = { addToBasket: false } | { addToBasket: true; whenInBasket: WhenInBasket };

export function quickInquiry(text: string, mode: QuickMode): Promise<QuickMatchResult> {
  return apiRequest<QuickMatchResult>('POST', '/api/inquiry/quick', { body: { text, ...mode } });
}

export function quickInquiryFile(
  file: Blob,
  mode: QuickMode,
  onProgress?: (p: UploadProgress) => void,
): Promise<QuickMatchResult> {
  const query = mode.addToBasket ? { whenInBasket: mode.whenInBasket } : { addToBasket: 'false' };
  return uploadFile<QuickMatchResult>('/api/inquiry/quick/file', file, { onProgress, query });
}

export function uploadAttachment(
  file: Blob,
  name: string,
  options: { onProgress?: (p: UploadProgress) => void; signal?: AbortSignal },
): Promise<Attachment> {
  return uploadFile<Attachment>('/api/inquiry/attachments', file, { ...options, query: { name } });
}

/** Sends the basket (no `lines`): the server creates the inquiry and empties the basket in one go. */
export function createInquiry(body: CreateInquiryBody, idempotencyKey: string): Promise<InquiryDetail> {
  return apiRequest<InquiryDetail>('POST', '/api/inquiry', {
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    quiet: true,
  });
}

export function listInquiries(
  filters: InquiryFilters & { page: number; pageSize: number },
  signal?: AbortSignal,
): Promise<InquiryList> {
  return apiRequest<InquiryList>('GET', '/api/inquiry', { query: filters, signal });
}

export function exportInquiries(
  filters: InquiryFilters,
  format: 'xlsx' | 'csv',
  onProgress: (p: DownloadProgress) => void,
): Promise<string> {
  return downloadFile('/api/inquiry', {
    fallbackName: `inquiries.${format}`,
    query: { ...filters, export: format },
    onProgress,
  });
}

export function fetchInquiry(id: number, signal?: AbortSignal): Promise<InquiryDetail> {
  return apiRequest<InquiryDetail>('GET', `/api/inquiry/${id}`, { signal, quiet: true });
}

/** PUT /api/inquiry {ids, state: 500}; quiet: the caller reports what closed and what did not. */
export function closeInquiries(ids: number[]): Promise<BulkCloseResult> {
  return apiRequest<BulkCloseResult>('PUT', '/api/inquiry', { body: { ids, state: 500 }, quiet: true });
}

export function acceptInquiry(id: number): Promise<InquiryDetail> {
  return apiRequest<InquiryDetail>('POST', `/api/inquiry/${id}/accept`);
}

export function downloadAttachment(
  attachment: Attachment,
  onProgress?: (p: DownloadProgress) => void,
): Promise<string> {
  return downloadFile(attachment.url, { fallbackName: attachment.fileName, onProgress });
}

/** A product's minimum order, for a quick-inquiry candidate picked without a quantity. */
export async function fetchProductMoq(skuCode: string): Promise<number> {
  const product = await apiRequest<{ moq: number }>('GET', `/api/products/${encodeURIComponent(skuCode)}`);
  return product.moq;
}
