import { SESSION_UNUSABLE_STATUSES } from '@/contracts/envelope-status';
import { ApiRequestError, buildUrl, endSession, messageFor, toastFailure, type ApiRequestOptions } from './api-request';
import { FILE_TRANSFER_TIMEOUT_MS, timeoutSignal } from './request-timeout';
import { userAccountStore } from './user-account-store';

/** Bytes received and the file's size when the server says it (streamed exports do not know it). */
export type DownloadProgress = { loaded: number; total: number | null };

export type DownloadOptions = Pick<ApiRequestOptions, 'query' | 'quiet' | 'signal'> & {
  /** Name to save under when the answer names none. */
  fallbackName: string;
  onProgress?: (progress: DownloadProgress) => void;
};

/** `attachment; filename="a.csv"; filename*=UTF-8''%E8%AF%A2.csv` → "询.csv" (the UTF-8 form wins). */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  const encoded = header && /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed escape: use the plain name.
    }
  }
  return (header && /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1]?.trim()) || fallback;
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

async function readBody(response: Response, onProgress?: (p: DownloadProgress) => void): Promise<Blob> {
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  onProgress?.({ loaded, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onProgress?.({ loaded, total });
  }
  return new Blob(chunks, { type });
}

/** An answer that is not a file is an error envelope: the same rules as apiRequest (41000x signs out). */
async function refusal(response: Response): Promise<ApiRequestError> {
  const envelope = (await response.json().catch(() => null)) as { status?: unknown; msg?: unknown } | null;
  if (!envelope || typeof envelope.status !== 'number') return new ApiRequestError('', 0, response.status);
  if (SESSION_UNUSABLE_STATUSES.includes(envelope.status)) endSession();
  return new ApiRequestError(typeof envelope.msg === 'string' ? envelope.msg : '', envelope.status, response.status);
}

/**
 * GETs a file only the session may have (exports, attachments) with download progress — read from
 * the stream, against Content-Length when the server sends one — and saves it under the name in
 * Content-Disposition. Failures toast like apiRequest (unless quiet) and reject. Resolves with the
 * saved name. A file transfer's stated limit (FILE_TRANSFER_TIMEOUT_MS), not the API's 30 s: a large
 * file on a slow line may take longer.
 */
export async function downloadFile(path: string, options: DownloadOptions): Promise<string> {
  try {
    const { token } = userAccountStore.getState();
    const response = await fetch(buildUrl(path, options.query), {
      headers: token ? { Authorization: `Bearer ${token}`, Accept: '*/*' } : { Accept: '*/*' },
      credentials: 'same-origin',
      signal: timeoutSignal(FILE_TRANSFER_TIMEOUT_MS, options.signal),
    });
    const type = response.headers.get('Content-Type') ?? '';
    if (!response.ok || type.includes('application/json')) throw await refusal(response);
    const blob = await readBody(response, options.onProgress);
    const name = fileNameFromDisposition(response.headers.get('Content-Disposition'), options.fallbackName);
    saveBlob(blob, name);
    return name;
  } catch (err) {
    toastFailure(err, options);
    throw err instanceof ApiRequestError ? err : new ApiRequestError(messageFor(err), 0, null);
  }
}
