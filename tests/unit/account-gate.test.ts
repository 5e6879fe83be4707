import { describe, expect, it } from 'vitest';
import { accountSignInRedirect, isAccountPath } from '@/lib/account-gate';
import { safeReturnPath, SIGNIN_PARAM, splitLocalePrefix } from '@/lib/return-path';
import { parseUserAccount } from '@/lib/user-account-cookie';

describe('return path after sign-in', () => {
  it('accepts same-origin paths and drops the locale prefix and its own signin parameter', () => {
    expect(safeReturnPath('/user/profile')).toBe('/user/profile');
    expect(safeReturnPath('/en/user/order?page=2#top')).toBe('/user/order?page=2#top');
    expect(safeReturnPath('/zh/user/inquiry')).toBe('/user/inquiry');
    expect(safeReturnPath('/en')).toBe('/');
    expect(safeReturnPath('/user/favorite?signin=%2Fuser%2Forder&x=1')).toBe('/user/favorite?x=1');
    expect(safeReturnPath('/english/page')).toBe('/english/page');
  });

  it('refuses anything that could leave the site (open redirect)', () => {
    for (const bad of [
      undefined,
      null,
      42,
      '',
      'user/profile',
      '//evil.example',
      '//evil.example/user/profile',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      ' /user/profile',
      'https://evil.example/user/profile',
      'javascript:alert(1)',
      'data:text/html,hi',
      `/${'a'.repeat(3000)}`,
    ]) {
      expect(safeReturnPath(bad), String(bad)).toBeNull();
    }
  });

  it('splits an optional locale prefix', () => {
    expect(splitLocalePrefix('/en/user/profile')).toEqual({ locale: 'en', path: '/user/profile' });
    expect(splitLocalePrefix('/zh')).toEqual({ locale: 'zh', path: '/' });
    expect(splitLocalePrefix('/user/profile')).toEqual({ locale: null, path: '/user/profile' });
    expect(splitLocalePrefix('/')).toEqual({ locale: null, path: '/' });
  });
});

describe('account gate (proxy)', () => {
  it('knows the account pages; reset-password and look-alikes are public', () => {
    for (const path of ['/user/order', '/user/inquiry', '/user/profile', '/user/favorite', '/user/team', '/user/api', '/user/order/42'])
      expect(isAccountPath(path), path).toBe(true);
    for (const path of [
      '/user/resetPwd',
      '/user',
      '/user/',
      '/user/profiles',
      '/users/profile',
      '/',
      '/products',
    ])
      expect(isAccountPath(path), path).toBe(false);
  });

  it('sends a visitor to the home page of the same language with the page to come back to', () => {
    expect(accountSignInRedirect('/user/profile', '', false)).toBe(`/?${SIGNIN_PARAM}=%2Fuser%2Fprofile`);
    expect(accountSignInRedirect('/en/user/order', '?page=2', false)).toBe(
      `/en?${SIGNIN_PARAM}=${encodeURIComponent('/user/order?page=2')}`,
    );
    expect(accountSignInRedirect('/zh/user/inquiry', '', false)).toBe(`/?${SIGNIN_PARAM}=%2Fuser%2Finquiry`);
  });

  it('lets a token holder and every other page through', () => {
    expect(accountSignInRedirect('/user/profile', '', true)).toBeNull();
    expect(accountSignInRedirect('/en/user/resetPwd', '', false)).toBeNull();
    expect(accountSignInRedirect('/en/products', '?keyword=x', false)).toBeNull();
    expect(accountSignInRedirect('/', '', false)).toBeNull();
  });
});

describe('user-account cookie parsing', () => {
  const account = { userInfo: { role: 'buyer', name: '100% 汽配' }, token: 'tok' };

  it('reads the encoded form (document.cookie) and the decoded form (Next request cookies)', () => {
    const json = JSON.stringify(account);
    expect(parseUserAccount(encodeURIComponent(json))).toEqual(account);
    // A decoded value with a `%` inside must not be decoded twice.
    expect(parseUserAccount(json)).toEqual(account);
  });

  it('treats anything else as signed out', () => {
    for (const bad of [undefined, null, '', '{', '%7B', 'null', '[1]', '{"token":""}', '{"token":5}'])
      expect(parseUserAccount(bad).token, String(bad)).toBeNull();
    expect(parseUserAccount('{"userInfo":[],"token":"t"}')).toEqual({ userInfo: null, token: 't' });
  });
});
