/**
 * The id of the request that failed, for the 500 page: a buyer quotes it and support finds every log
 * line of that request. The server sends it as X-Request-Id and as a `rid` Server-Timing entry
 * (src/server/observability/access-log.ts); scripts cannot read a document's headers, but the
 * Performance API exposes Server-Timing for the page's own load and its same-origin fetches. The
 * newest entry is the failed request (the page load, or the navigation's fetch that failed).
 */
const ID_SHAPE = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

export function failedRequestId(): string | null {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return null;
  const entries = [
    ...performance.getEntriesByType('navigation'),
    ...performance.getEntriesByType('resource'),
  ] as PerformanceResourceTiming[];
  let found: { id: string; at: number } | null = null;
  for (const entry of entries) {
    for (const timing of entry.serverTiming ?? []) {
      if (timing.name !== 'rid' || !ID_SHAPE.test(timing.description)) continue;
      if (!found || entry.responseEnd >= found.at) found = { id: timing.description, at: entry.responseEnd };
    }
  }
  return found?.id ?? null;
}
