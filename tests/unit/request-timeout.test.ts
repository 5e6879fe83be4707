import { afterEach, describe, expect, it, vi } from 'vitest';
import { FILE_TRANSFER_TIMEOUT_MS, REQUEST_TIMEOUT_MS, timeoutSignal } from '@/client/request-timeout';
import { fetchVehicleYears } from '@/features/vehicles/vehicle-calls';

describe('one timeout rule', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('is the spec 30 s, and a file transfer has one longer stated limit', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(FILE_TRANSFER_TIMEOUT_MS).toBeGreaterThan(REQUEST_TIMEOUT_MS);
    const own = new AbortController();
    const signal = timeoutSignal(REQUEST_TIMEOUT_MS, own.signal);
    expect(signal.aborted).toBe(false);
    own.abort();
    expect(signal.aborted).toBe(true);
  });

  it('vehicle calls carry the 30 s limit too', async () => {
    vi.stubGlobal('window', { location: { origin: 'http://shop.test' } });
    const timeouts = vi.spyOn(AbortSignal, 'timeout');
    let seen: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        seen = init.signal ?? undefined;
        return new Response(JSON.stringify({ status: 200, msg: '', data: [2024] }));
      }),
    );
    expect(await fetchVehicleYears()).toEqual([2024]);
    expect(seen).toBeInstanceOf(AbortSignal);
    expect(timeouts).toHaveBeenCalledWith(REQUEST_TIMEOUT_MS);
  });
});
