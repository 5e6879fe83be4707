import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('sonner', () => ({ toast: { error: toastError, success: vi.fn() } }));

import { registerApiClientRuntime } from '@/client/api-client-runtime';
import { apiRequest } from '@/client/api-request';
import { on } from '@/client/event-bus';
import { userAccountStore } from '@/client/user-account-store';

/*
 * Spec §8: a failed request toasts, and 410000–410002 sign out and go home. A quiet caller (one that
 * shows its own failures, or refreshes in the background like the profile page's account info) still
 * has the ended session said: the page that could have explained it is gone.
 */
const ENDED = { status: 410001, msg: 'Your session has ended. Please sign in again.', data: null };
const answer = (body: object, status: number) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('a session the server has ended', () => {
  const goHome = vi.fn();

  beforeEach(() => {
    toastError.mockReset();
    goHome.mockReset();
    vi.stubGlobal('window', { location: { origin: 'http://shop.test', protocol: 'http:' } });
    vi.stubGlobal('document', { cookie: '' });
    registerApiClientRuntime({ networkError: 'Network Error', timeout: 'Network Error', goHome });
    userAccountStore.setState({ token: 'a-session-the-server-ended', userInfo: { role: 'buyer' } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('signs out, goes home and toasts the server\'s words, though GET /api/info was asked quietly', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(ENDED, 401)));
    const loggedOut = vi.fn();
    const off = on('logout:ok', loggedOut);
    await expect(apiRequest('GET', '/api/info', { quiet: true })).rejects.toMatchObject({ status: 410001 });
    off();
    expect(userAccountStore.getState()).toMatchObject({ token: null, userInfo: null });
    expect(loggedOut).toHaveBeenCalledWith({ reason: 'session-unusable' });
    expect(goHome).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith(ENDED.msg, { id: 'session-ended' });
  });

  it('is one toast however many calls meet it, loud or quiet', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(ENDED, 401)));
    await Promise.allSettled([
      apiRequest('GET', '/api/info', { quiet: true }),
      apiRequest('GET', '/api/favorite/ids', { quiet: true }),
      apiRequest('GET', '/api/inquiry'),
    ]);
    // Sonner shows one toast per id: three calls, one message on screen.
    expect(toastError.mock.calls.map((call) => call[1])).toEqual([{ id: 'session-ended' }, { id: 'session-ended' }, { id: 'session-ended' }]);
  });

  it('is not news to a sign-out, and other failures keep the quiet rule', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(ENDED, 401)));
    await expect(apiRequest('POST', '/api/logout', { quiet: true, endingSession: true })).rejects.toBeDefined();
    expect(toastError).not.toHaveBeenCalled();

    vi.stubGlobal('fetch', vi.fn(async () => answer({ status: 409000, msg: 'Already in your basket.', data: null }, 409)));
    await expect(apiRequest('GET', '/api/inquiry/basket', { quiet: true })).rejects.toMatchObject({ status: 409000 });
    expect(toastError).not.toHaveBeenCalled();
    await expect(apiRequest('GET', '/api/inquiry/basket')).rejects.toMatchObject({ status: 409000 });
    expect(toastError).toHaveBeenCalledWith('Already in your basket.');
  });
});
