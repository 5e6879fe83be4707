import { describe, expect, it } from 'vitest';
import { apiAnswerKey, hasIssuedXsrfCookie } from '@/lib/api-answer-key';

const ISSUED = `${'a'.repeat(22)}.${'B'.repeat(43)}`;
const get = (headers: Record<string, string>, url = '/api/cate?lang=en', method = 'GET') => ({ method, url, headers });

describe('apiAnswerKey', () => {
  it('names a visitor’s GET by URL, coding and origin', () => {
    const cookie = `NEXT_LOCALE=en; XSRF-TOKEN=${ISSUED}`;
    const plain = apiAnswerKey(get({ cookie }));
    expect(plain).not.toBeNull();
    expect(apiAnswerKey(get({ cookie, 'accept-encoding': 'gzip' }))).not.toBe(plain);
    expect(apiAnswerKey(get({ cookie, origin: 'https://other.example' }))).not.toBe(plain);
    expect(apiAnswerKey(get({ cookie }, '/api/cate?lang=zh'))).not.toBe(plain);
    // Another visitor's issued cookie: the same answer.
    expect(apiAnswerKey(get({ cookie: `XSRF-TOKEN=${'z'.repeat(22)}.${'Y'.repeat(43)}` }))).toBe(plain);
  });

  it('names no request whose answer could be the caller’s own', () => {
    const cookie = `XSRF-TOKEN=${ISSUED}`;
    expect(apiAnswerKey(get({ cookie, authorization: 'Bearer x' }))).toBeNull();
    expect(apiAnswerKey(get({ cookie, range: 'bytes=0-10' }))).toBeNull();
    expect(apiAnswerKey(get({ cookie }, '/api/cate', 'HEAD'))).toBeNull();
    expect(apiAnswerKey(get({ cookie }, '/api/login', 'POST'))).toBeNull();
    expect(apiAnswerKey(get({}))).toBeNull();
  });

  it('accepts only one cookie of the issued shape', () => {
    expect(hasIssuedXsrfCookie(`XSRF-TOKEN=${ISSUED}`)).toBe(true);
    expect(hasIssuedXsrfCookie(`a=1; XSRF-TOKEN=${ISSUED}; b=2`)).toBe(true);
    expect(hasIssuedXsrfCookie(`XSRF-TOKEN=${ISSUED}x`)).toBe(false);
    expect(hasIssuedXsrfCookie(`MY-XSRF-TOKEN=${ISSUED}`)).toBe(false);
    expect(hasIssuedXsrfCookie('XSRF-TOKEN=forged')).toBe(false);
    expect(hasIssuedXsrfCookie(`XSRF-TOKEN=${ISSUED}; XSRF-TOKEN=${ISSUED}`)).toBe(false);
    expect(hasIssuedXsrfCookie('XSRF-TOKEN=%E0%A4%A')).toBe(false);
    expect(hasIssuedXsrfCookie(undefined)).toBe(false);
  });
});
