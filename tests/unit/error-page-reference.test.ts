import { afterEach, describe, expect, it, vi } from 'vitest';
import { failedRequestId } from '@/features/error-page/request-reference';

type Entry = { responseEnd: number; serverTiming?: { name: string; description: string }[] };

function timings(navigation: Entry[], resources: Entry[]) {
  vi.spyOn(performance, 'getEntriesByType').mockImplementation(
    (type: string) => (type === 'navigation' ? navigation : type === 'resource' ? resources : []) as unknown as PerformanceEntryList,
  );
}

afterEach(() => vi.restoreAllMocks());

/** The 500 page's "Reference for support": the id of the request that failed, from Server-Timing. */
describe('failedRequestId', () => {
  it('is the page load’s id when nothing was fetched since', () => {
    timings([{ responseEnd: 100, serverTiming: [{ name: 'rid', description: '3f2a9c1e-0000-4000-8000-000000000001' }] }], []);
    expect(failedRequestId()).toBe('3f2a9c1e-0000-4000-8000-000000000001');
  });

  it('is the newest request’s id (the navigation fetch that failed), ignoring other timings and odd values', () => {
    timings(
      [{ responseEnd: 100, serverTiming: [{ name: 'rid', description: 'aaaaaaaa-page-load' }] }],
      [
        { responseEnd: 300, serverTiming: [{ name: 'rid', description: 'bbbbbbbb-failed-fetch' }] },
        { responseEnd: 200, serverTiming: [{ name: 'rid', description: 'cccccccc-earlier' }] },
        { responseEnd: 400, serverTiming: [{ name: 'db', description: 'not an id' }] },
        { responseEnd: 500, serverTiming: [{ name: 'rid', description: '<img src=x onerror=alert(1)>' }] },
        { responseEnd: 600 }, // a cross-origin image: no timings
      ],
    );
    expect(failedRequestId()).toBe('bbbbbbbb-failed-fetch');
  });

  it('is null when the server sent none', () => {
    timings([{ responseEnd: 100, serverTiming: [] }], []);
    expect(failedRequestId()).toBeNull();
  });
});
