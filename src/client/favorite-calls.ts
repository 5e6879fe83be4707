import { toast } from 'sonner';
import { STATUS } from '@/contracts/envelope-status';
import type { FavoriteIds, FavoriteList } from '@/contracts/favorites';
import { apiRequest, ApiRequestError, isSessionEnded, messageFor } from './api-request';
import { downloadFile, type DownloadProgress } from './download-file';

/*
 * The favourites calls. Loaded on demand (the hearts on catalogue pages import it only once a
 * signed-in buyer needs it), so api-request and the toaster stay off the pages of visitors.
 */

const path = (sku: string) => `/api/favorite/${encodeURIComponent(sku)}`;

export async function fetchFavoriteSkus(signal?: AbortSignal): Promise<string[]> {
  return (await apiRequest<FavoriteIds>('GET', '/api/favorite/ids', { quiet: true, signal })).skuCodes;
}

export function addFavorite(sku: string): Promise<unknown> {
  return apiRequest('POST', path(sku));
}

/** A product that is already not a favourite (404) is what the caller wanted: not an error. */
export async function removeFavorite(sku: string): Promise<void> {
  try {
    await apiRequest('DELETE', path(sku), { quiet: true });
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === STATUS.NOT_FOUND) return;
    if (!isSessionEnded(err)) toast.error(messageFor(err));
    throw err;
  }
}

export type FavoriteQuery = { page: number; pageSize: number; cid?: string; keyword?: string };

export function listFavorites(query: FavoriteQuery, signal?: AbortSignal): Promise<FavoriteList> {
  return apiRequest<FavoriteList>('GET', '/api/favorite', { query, signal });
}

/** Every favourite the filters match as a file, saved under the server's name; resolves with that name. */
export function exportFavorites(
  filters: Omit<FavoriteQuery, 'page' | 'pageSize'>,
  format: 'xlsx' | 'csv',
  onProgress: (progress: DownloadProgress) => void,
): Promise<string> {
  return downloadFile('/api/favorite', {
    query: { ...filters, export: format },
    fallbackName: `favorites.${format}`,
    onProgress,
  });
}
