/*
 * The one timeout rule of the browser's calls: every API call, the vehicle picker's
 * included, is given up after 30 s. A file transfer (an upload or a download of a file of several
 * megabytes on a slow line) has one longer, stated limit, counted from its start like any other and
 * never restarted by progress.
 */
export const REQUEST_TIMEOUT_MS = 30_000;
export const FILE_TRANSFER_TIMEOUT_MS = 10 * 60_000;

/** A signal that aborts after `ms` (a TimeoutError) or when the caller's own signal does. */
export function timeoutSignal(ms: number, signal?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(ms);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}
