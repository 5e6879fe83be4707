import { describe, expect, it } from 'vitest';
import { acceptsGzip } from '@/server/http/page-nonces';

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['gzip', true],
    ['*', true],
    ['br;q=0, gzip;q=0.1', true],
    ['gzip;q=0, *', false],
    ['gzip ;q=0, *', false],
    ['gzip;q=0', false],
    ['br', false],
    ['identity', false],
    ['', false],
    [undefined, false],
  ] as const)('%j → %s', (header, accepted) => {
    expect(acceptsGzip(header)).toBe(accepted);
  });
});
