import { SESSION_UNUSABLE_STATUSES, STATUS } from '@/contracts/envelope-status';
import {
  API_TIMEOUT_MS,
  ApiRequestError,
  buildUrl,
  endSession,
  messageFor,
  toastFailure,
  type ApiRequestOptions,
} from './api-request';
import { XSRF_HEADER } from '@/contracts/xsrf';
import { xsrfToken } from './xsrf-token';
import { FILE_TRANSFER_TIMEOUT_MS } from './request-timeout';
import { userAccountStore } from './user-account-store';

/** Bytes sent and the file's size. */
export type UploadProgress = { loaded: number; total: number | null };

type UploadOptions = Pick<ApiRequestOptions, 'query' | 'quiet' | 'signal'> & {
  onProgress?: (progress: UploadProgress) => void;
};

function authHeaders(): Record<string, string> {
  const { token } = userAccountStore.getState();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** The envelope rules of apiRequest: 41000x signs out, anything but status 200 rejects. */
function unwrap<T>(httpStatus: number, envelope: unknown): T {
  const e = envelope as { status?: unknown; msg?: unknown; data?: unknown; errors?: [] } | null;
  if (!e || typeof e.status !== 'number') throw new ApiRequestError('', 0, httpStatus);
  if (SESSION_UNUSABLE_STATUSES.includes(e.status)) endSession();
  if (e.status !== STATUS.OK || httpStatus < 200 || httpStatus > 299) {
    throw new ApiRequestError(typeof e.msg === 'string' ? e.msg : '', e.status, httpStatus, e.errors ?? []);
  }
  return e.data as T;
}

function fail(err: unknown, options: UploadOptions): never {
  toastFailure(err, options);
  throw err instanceof ApiRequestError ? err : new ApiRequestError(messageFor(err), 0, null);
}

/**
 * POSTs a file's raw bytes with its own Content-Type (the attachment and parts-list endpoints take
 * no multipart), reporting upload progress — which fetch cannot, hence XMLHttpRequest. Same headers,
 * envelope handling and failure toast as apiRequest.
 */
export async function uploadFile<T>(path: string, file: Blob, options: UploadOptions = {}): Promise<T> {
  const xsrf = await xsrfToken('POST', API_TIMEOUT_MS);
  try {
    return await new Promise<T>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', buildUrl(path, options.query));
      xhr.responseType = 'json';
      // A file transfer's stated limit, from the start; progress does not restart it.
      xhr.timeout = FILE_TRANSFER_TIMEOUT_MS;
      xhr.setRequestHeader('Accept', 'application/json');
      xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
      for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
      if (xsrf) xhr.setRequestHeader(XSRF_HEADER, xsrf);
      xhr.upload.onprogress = (event) => {
        options.onProgress?.({
          loaded: event.loaded,
          total: event.lengthComputable ? event.total : file.size,
        });
      };
      xhr.onload = () => {
        try {
          resolve(unwrap<T>(xhr.status, xhr.response));
        } catch (err) {
          reject(err);
        }
      };
      xhr.onerror = () => {
        reject(new TypeError('network'));
      };
      xhr.ontimeout = () => reject(new DOMException('timed out', 'TimeoutError'));
      xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
      options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(file);
    });
  } catch (err) {
    fail(err, options);
  }
}
