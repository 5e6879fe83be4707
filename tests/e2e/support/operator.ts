import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { request, type APIRequestContext } from '@playwright/test';

/**
 * What the store's operator does during the journeys: reads the SMS log (the console carrier keeps
 * the text, codes included, in the outbox) and approves applications with the admin CLI — both
 * through the running server, as they would on a real embedded-database install.
 */
export const E2E_ADMIN_MOBILE = '13800000000';
export const E2E_ADMIN_PASSWORD = 'e2e-Operator-2026!';
/**
 * The server gets the account above as OPERATOR_* (role operator: these helpers need no second factor)
 * and this one as ADMIN_* (role admin: the console journey enrols its authenticator).
 */
export const E2E_CONSOLE_ADMIN_MOBILE = '13800000009';
export const E2E_CONSOLE_ADMIN_PASSWORD = 'e2e-Console-Admin-2026!';
/**
 * The console journey enrols its admin's authenticator, and nothing undoes that between attempts: a
 * retry signs in as the next of these admins (seed-invoice-buyers.ts adds them before the server
 * starts), so it meets the first-time set-up again. The first is the server's ADMIN_MOBILE.
 */
export const CONSOLE_ATTEMPTS = 4;
export const E2E_CONSOLE_ADMINS = Array.from({ length: CONSOLE_ATTEMPTS }, (_, retry) => ({
  mobile: `138000000${retry}9`,
  password: E2E_CONSOLE_ADMIN_PASSWORD,
}));

/** The console admin of attempt `retry` (0 for the first run, 1 for the first retry…). */
export function consoleAdmin(retry: number): { mobile: string; password: string } {
  const admin = E2E_CONSOLE_ADMINS[retry];
  if (!admin) throw new Error(`no fresh console admin for retry ${retry}: raise CONSOLE_ATTEMPTS`);
  return admin;
}

const run = promisify(execFile);

type Envelope<T> = { status: number; msg: string; data: T };
type OutboxRow = { id: number; to: string | null; text: string; createdAt: string };

export async function operatorSession(baseURL: string): Promise<{ api: APIRequestContext; token: string }> {
  const api = await request.newContext({ baseURL });
  // Any GET under /api hands out the XSRF cookie that the sign-in POST must echo.
  await api.get('/api/cate');
  const xsrf = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await api.post('/api/login', {
    data: { username: E2E_ADMIN_MOBILE, password: E2E_ADMIN_PASSWORD },
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
  });
  const body = (await res.json()) as Envelope<{ token: string }>;
  if (body.status !== 200) throw new Error(`operator sign-in failed: ${body.status} ${body.msg}`);
  return { api, token: body.data.token };
}

/** The newest verification code sent to `mobile` after `since` (polls: the outbox worker is async). */
export async function readSmsCode(baseURL: string, mobile: string, since = new Date(0)): Promise<string> {
  const { api, token } = await operatorSession(baseURL);
  try {
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const res = await api.get(`/api/admin/outbox?mobile=${mobile}&limit=20`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const body = (await res.json()) as Envelope<OutboxRow[]>;
      const row = body.data?.find((r) => new Date(r.createdAt) >= since && /\b\d{6}\b/.test(r.text));
      const code = row?.text.match(/\b(\d{6})\b/)?.[1];
      if (code) return code;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`no SMS code for ${mobile} in the outbox`);
  } finally {
    await api.dispose();
  }
}

/** Approves `mobile`'s pending application through the operator API (what the CLI's `approve` does, without a process). */
export async function approveApplication(baseURL: string, mobile: string): Promise<void> {
  const { api, token } = await operatorSession(baseURL);
  try {
    const auth = { Authorization: `Bearer ${token}` };
    const list = await api.get(`/api/admin/users?status=pending&mobile=${mobile}`, { headers: auth });
    const id = ((await list.json()) as Envelope<{ items: { id: number }[] }>).data?.items[0]?.id;
    if (id === undefined) throw new Error(`no pending application for ${mobile}`);
    // The sign-in answer re-bound the XSRF cookie to the operator's session.
    const xsrf = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const res = await api.post(`/api/admin/users/${id}/approve`, {
      headers: { ...auth, 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
    });
    const body = (await res.json()) as Envelope<unknown>;
    if (body.status !== 200) throw new Error(`approving ${mobile} failed: ${body.status} ${body.msg}`);
  } finally {
    await api.dispose();
  }
}

/** `npm run admin -- <args>` against the running server; returns stdout, throws with stderr on failure. */
export async function adminCli(baseURL: string, ...args: string[]): Promise<string> {
  const { stdout } = await run('node_modules/.bin/tsx', ['scripts/admin.ts', ...args, '--url', baseURL], {
    env: { ...process.env, OPERATOR_MOBILE: E2E_ADMIN_MOBILE, OPERATOR_PASSWORD: E2E_ADMIN_PASSWORD },
    timeout: 60_000,
  });
  return stdout;
}
