import { describe, expect, it } from 'vitest';
import {
  hasUnsafeCharacters,
  lineText,
  multilineText,
  neutralizeUnsafeCharacters,
} from '@/contracts/safe-text';
import { cameOverHttps } from '@/server/security/request-scheme';
import { describeError } from '@/server/security/describe-error';
import { maskMobile } from '@/server/security/mask-mobile';
import { mediaTypeOf } from '@/server/api/middleware/input-policy';
import { routeTable } from '@/server/api/route-table';

describe('safe text', () => {
  it('refuses C0, DEL, C1 and bidi controls on one line; keeps letters of every script', () => {
    for (const bad of [
      '\u0000',
      '\u0007',
      '\u001b',
      '\t',
      '\n',
      '\u007f',
      '\u0085',
      '\u009b',
      '\u202e',
      '\u2066',
      '\u200f',
      '\u2028',
    ]) {
      expect(hasUnsafeCharacters(`a${bad}b`), JSON.stringify(bad)).toBe(true);
    }
    for (const good of ['张三', 'Müller GmbH', 'O’Brien & Sons', 'مرحبا', '😀 parts', 'a\u00a0b']) {
      expect(hasUnsafeCharacters(good), good).toBe(false);
    }
  });

  it('multi-line text keeps LF and TAB, turns CRLF and CR into LF', () => {
    const schema = multilineText({ max: 50 });
    expect(schema.parse(' line one\r\nline\ttwo\rthree ')).toBe('line one\nline\ttwo\nthree');
    expect(schema.safeParse('a\u001bb').success).toBe(false);
    expect(schema.safeParse('a\u0000b').success).toBe(false);
  });

  it('line text trims and counts limits', () => {
    const schema = lineText({ min: 1, max: 3 });
    expect(schema.parse('  ab ')).toBe('ab');
    expect(schema.safeParse('   ').success).toBe(false);
    expect(schema.safeParse('abcd').success).toBe(false);
  });

  it('neutralising for a terminal replaces each unsafe character with U+FFFD', () => {
    expect(neutralizeUnsafeCharacters('a\u001b[2Jb\u202ec')).toBe('a\ufffd[2Jb\ufffdc');
  });
});

describe('request scheme', () => {
  it('believes X-Forwarded-Proto only from a trusted proxy, left-most value', () => {
    expect(cameOverHttps({ url: 'http://x/', forwardedProto: 'https', trustProxy: true })).toBe(true);
    expect(cameOverHttps({ url: 'http://x/', forwardedProto: 'https, http', trustProxy: true })).toBe(true);
    expect(cameOverHttps({ url: 'http://x/', forwardedProto: 'https', trustProxy: false })).toBe(false);
    expect(cameOverHttps({ url: 'http://x/', forwardedProto: 'HTTP', trustProxy: true })).toBe(false);
    expect(cameOverHttps({ url: 'https://x/', trustProxy: false })).toBe(true);
  });
});

describe('describeError', () => {
  it('keeps only classes and SQLSTATE of a database error', () => {
    const cause = Object.assign(new Error('null value in column "name" violates not-null constraint'), {
      name: 'DatabaseError',
      code: '23502',
      detail: 'Failing row contains (13812341234, 张三)',
    });
    const err = Object.assign(new Error('Failed query: insert into "users" ... params: 13812341234,张三'), {
      name: 'DrizzleQueryError',
      cause,
    });
    const described = describeError(err);
    expect(described).toEqual({ error: 'DrizzleQueryError ← DatabaseError', code: '23502' });
    expect(JSON.stringify(described)).not.toMatch(/13812341234|张三|insert/);
  });

  it('keeps a short, masked message for other errors', () => {
    expect(describeError(new TypeError('bad value for 13812341234'))).toEqual({
      error: 'TypeError',
      message: 'bad value for 138****1234',
    });
  });
});

describe('maskMobile (one for logs and notices)', () => {
  it.each([
    ['13812341234', '138****1234'],
    ['+8613812341234', '138****1234'],
    ['008613812341234', '138****1234'],
    ['123', '****'],
  ])('%s → %s', (input, masked) => expect(maskMobile(input)).toBe(masked));
});

describe('input policy helpers', () => {
  it('reads the media type without parameters', () => {
    expect(mediaTypeOf('Application/JSON; charset=utf-8')).toBe('application/json');
    expect(mediaTypeOf(undefined)).toBeNull();
    expect(mediaTypeOf(' ; x=1')).toBeNull();
  });

  it('the route table knows which methods a path answers', () => {
    const table = routeTable({
      routes: [
        { method: 'GET', path: '/api/cate', basePath: '/', handler: () => undefined },
        { method: 'POST', path: '/api/favorite/:id', basePath: '/', handler: () => undefined },
        { method: 'DELETE', path: '/api/favorite/:id', basePath: '/', handler: () => undefined },
        { method: 'ALL', path: '/api/*', basePath: '/', handler: () => undefined },
      ],
    } as never);
    expect([...table.methodsFor('/api/cate')].sort()).toEqual(['GET', 'HEAD']);
    expect([...table.methodsFor('/api/favorite/PM-1')].sort()).toEqual(['DELETE', 'POST']);
    expect(table.methodsFor('/api/favorite/PM-1/x').size).toBe(0);
    expect(table.methodsFor('/api/nowhere').size).toBe(0);
  });
});
