import { toast } from 'sonner';
import { SESSION_UNUSABLE_STATUSES, STATUS } from '@/contracts/envelope-status';
import {
  API_TIMEOUT_MS,
  ApiRequestError,
  buildUrl,
  endSession,
  messageFor,
  xsrfToken,
  XSRF_HEADER,
  type ApiRequestOptions,
} from './api-request';
import { userAccountStore } from './user-account-store';

/** Loaded bytes and the total when the server (or the file) says it; null when unknown. */
export type TransferProgress = { loaded: number; total: number | null };

type TransferOptions = Pick<ApiRequestOptions, 'query' | 'quiet' | 'signal'> & {
  onProgress?: (progress: TransferProgress) => void;
};

/**
 * Large files can take longer than the API's 30 s on a slow line, so a transfer is given up only
 * when no byte has moved for that long (the same patience, measured from the last progress).
 */
function stallGuard(onStall: () => void): { touch: () => void; stop: () => void } {
  let timer = setTimeout(onStall, API_TIMEOUT_MS);
  return {
    touch() {
      clearTimeout(timer);
      timer = setTimeout(onStall, API_TIMEOUT_MS);
    },
    stop: () => clearTimeout(timer),
  };
}

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

function fail(err: unknown, options: TransferOptions): never {
  if (!options.quiet && !options.signal?.aborted) toast.error(messageFor(err));
  throw err instanceof ApiRequestError ? err : new ApiRequestError(messageFor(err), 0, null);
}

/**
 * POSTs a file's raw bytes with its own Content-Type (the attachment and parts-list endpoints take
 * no multipart), reporting upload progress — which fetch cannot, hence XMLHttpRequest. Same headers,
 * envelope handling and failure toast as apiRequest.
 */
export async function uploadFile<T>(path: string, file: Blob, options: TransferOptions = {}): Promise<T> {
  const xsrf = await xsrfToken('POST');
  try {
    return await new Promise<T>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      const guard = stallGuard(() => xhr.abort());
      xhr.open('POST', buildUrl(path, options.query));
      xhr.responseType = 'json';
      xhr.setRequestHeader('Accept', 'application/json');
      xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
      for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
      if (xsrf) xhr.setRequestHeader(XSRF_HEADER, xsrf);
      xhr.upload.onprogress = (event) => {
        guard.touch();
        options.onProgress?.({
          loaded: event.loaded,
          total: event.lengthComputable ? event.total : file.size,
        });
      };
      xhr.onload = () => {
        guard.stop();
        try {
          resolve(unwrap<T>(xhr.status, xhr.response));
        } catch (err) {
          reject(err);
        }
      };
      xhr.onerror = () => {
        guard.stop();
        reject(new TypeError('network'));
      };
      xhr.onabort = () => {
        guard.stop();
        reject(new DOMException('aborted', options.signal?.aborted ? 'AbortError' : 'TimeoutError'));
      };
      options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(file);
    });
  } catch (err) {
    fail(err, options);
  }
}

/** `attachment; filename="a.csv"; filename*=UTF-8''%E8%AF%A2.csv` → "询.csv" (the encoded form wins). */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header)?.[1]?.trim();
  return plain || fallback;
}

async function readWithProgress(
  response: Response,
  options: TransferOptions,
  touch: () => void,
): Promise<Blob> {
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    touch();
    chunks.push(value);
    loaded += value.byteLength;
    options.onProgress?.({ loaded, total });
  }
  return new Blob(chunks, { type });
}

/** Hands a blob to the browser's download manager under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the download manager a moment to take the bytes before the address is revoked.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * GETs a file the API serves only with the session (exports, attachments), with download progress,
 * and saves it under the server's Content-Disposition name. A JSON answer is an error envelope:
 * toasted and rejected like apiRequest's. Resolves with the saved file name.
 */
export async function downloadFile(
  path: string,
  fallbackName: string,
  options: TransferOptions = {},
): Promise<string> {
  const controller = new AbortController();
  const guard = stallGuard(() => controller.abort(new DOMException('stalled', 'TimeoutError')));
  const signal = options.signal ? AbortSignal.any([options.signal, controller.signal]) : controller.signal;
  try {
    const response = await fetch(buildUrl(path, options.query), {
      headers: { ...authHeaders(), Accept: '*/*' },
      credentials: 'same-origin',
      signal,
    });
    if (!response.ok || response.headers.get('Content-Type')?.includes('application/json')) {
      unwrap(response.status, await response.json().catch(() => null));
      throw new ApiRequestError('', 0, response.status);
    }
    const blob = await readWithProgress(response, options, guard.touch);
    const name = fileNameFromDisposition(response.headers.get('Content-Disposition'), fallbackName);
    saveBlob(blob, name);
    return name;
  } catch (err) {
    fail(signal.aborted && !(err instanceof ApiRequestError) ? (signal.reason ?? err) : err, options);
  } finally {
    guard.stop();
  }
}
