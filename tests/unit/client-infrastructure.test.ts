import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_GUARD_MS,
  isChunkLoadError,
  reloadOnceForChunkError,
} from '@/client/chunk-reload-guard';
import { emit, on } from '@/client/event-bus';
import { parseUserAccount } from '@/client/user-account-store';

describe('event bus', () => {
  it('delivers typed payloads until unsubscribed, and one failing listener does not stop the others', () => {
    const seen: string[] = [];
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const offBroken = on('region:update', () => {
      throw new Error('boom');
    });
    const off = on('region:update', ({ region }) => seen.push(region));
    emit('region:update', { region: 'de' });
    off();
    emit('region:update', { region: 'us' });
    offBroken();
    expect(seen).toEqual(['de']);
    expect(errors).toHaveBeenCalledTimes(2); // the broken listener ran on both emits
    errors.mockRestore();
  });
});

describe('user-account cookie', () => {
  it('reads the JSON the store writes and treats anything else as signed out', () => {
    const raw = encodeURIComponent(JSON.stringify({ userInfo: { role: 'buyer' }, token: 'abc' }));
    expect(parseUserAccount(raw)).toEqual({ userInfo: { role: 'buyer' }, token: 'abc' });
    for (const bad of [
      undefined,
      '',
      'not-json',
      '%7B',
      encodeURIComponent('[1]'),
      encodeURIComponent('{"token":5,"userInfo":[]}'),
    ]) {
      expect(parseUserAccount(bad)).toEqual({ userInfo: null, token: null });
    }
  });
});

describe('chunk reload guard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function fakeWindow(pathname: string) {
    const store = new Map<string, string>();
    const reload = vi.fn();
    vi.stubGlobal('window', {
      location: { pathname, reload },
      sessionStorage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => store.set(k, v),
      },
    });
    return reload;
  }

  it('recognises the errors of webpack, Turbopack and native dynamic import', () => {
    const named = new Error('x');
    named.name = 'ChunkLoadError';
    expect(isChunkLoadError(named)).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_next/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError('Uncaught ChunkLoadError: Loading chunk app/page failed')).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads at most once per 10 s per path', () => {
    const reload = fakeWindow('/en/category/10');
    expect(reloadOnceForChunkError(1_000_000)).toBe(true);
    expect(reloadOnceForChunkError(1_000_000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(reloadOnceForChunkError(1_000_000 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(CHUNK_RELOAD_GUARD_MS).toBe(10_000);
  });
});
