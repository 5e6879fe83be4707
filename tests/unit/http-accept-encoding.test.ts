import { describe, expect, it } from 'vitest';
import { acceptedCoding, acceptsGzip } from '@/server/http/accept-encoding';

/** The coding the production server picks for a request's Accept-Encoding (RFC 9110 §12.5.3). */
describe('acceptedCoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'], // Chrome, Edge
    ['gzip, deflate, br', 'br'], // Firefox, Safari
    ['gzip', 'gzip'],
    ['br', 'br'],
    ['GZIP', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.8, br;q=0.8', 'br'], // Brotli wins a tie
    ['gzip, br;q=0.5', 'gzip'], // but not against a higher weight
    ['gzip; q=1.0, br; Q=0.9', 'gzip'],
    ['*', 'br'],
    ['*;q=0.5, gzip', 'gzip'], // named beats the wildcard's weight
    ['*;q=0, gzip', 'gzip'],
    ['gzip;q=0, *', 'br'],
    ['gzip;q=0', 'identity'],
    ['br;q=0, gzip;q=0.000', 'identity'],
    ['*;q=0', 'identity'],
    ['deflate, zstd', 'identity'],
    ['identity', 'identity'],
    ['gzip;q=nonsense', 'identity'], // an unreadable weight is no consent
    ['', 'identity'],
    [undefined, 'identity'],
  ] as const)('%j → %s', (header, coding) => {
    expect(acceptedCoding(header)).toBe(coding);
  });

  it('reads whitespace before the parameter separator (OWS ";" OWS) as the same coding', () => {
    expect(acceptedCoding('br ;q=0, *')).toBe('gzip');
    expect(acceptedCoding('gzip ; q=0.5, br ; q=0.9')).toBe('br');
  });
});

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
