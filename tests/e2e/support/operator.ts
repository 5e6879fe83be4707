import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { readFile } from 'node:fs/promises';
import { request, type APIRequestContext } from '@playwright/test';
import { serverLogPath } from './server-log';

/**
 * What the journeys need from outside the browser: the SMS code a buyer would read on their phone
 * (from the console carrier's line in the server log) and the operator's approval (through the
 * operator API or the admin CLI, against the running server).
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

/**
 * Admins of the second-factor journey (tests/e2e/staff-second-factor.spec.ts): one per language and
 * attempt, fresh (never enrolled) when the server starts, seeded like the console admins.
 */
export const SECOND_FACTOR_ADMINS = Array.from({ length: 2 * CONSOLE_ATTEMPTS }, (_, i) => ({
  mobile: `1380000${String(100 + i).padStart(3, '0')}8`,
  password: E2E_CONSOLE_ADMIN_PASSWORD,
}));

export function secondFactorAdmin(lang: 'zh' | 'en', retry: number): { mobile: string; password: string } {
  const admin = SECOND_FACTOR_ADMINS[retry * 2 + (lang === 'zh' ? 0 : 1)];
  if (!admin) throw new Error(`no fresh second-factor admin for retry ${retry}: raise CONSOLE_ATTEMPTS`);
  return admin;
}

/** The console admin of attempt `retry` (0 for the first run, 1 for the first retry…). */
export function consoleAdmin(retry: number): { mobile: string; password: string } {
  const admin = E2E_CONSOLE_ADMINS[retry];
  if (!admin) throw new Error(`no fresh console admin for retry ${retry}: raise CONSOLE_ATTEMPTS`);
  return admin;
}

const run = promisify(execFile);

type Envelope<T> = { status: number; msg: string; data: T };

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

/**
 * The newest verification code sent to `mobile` after `since`, read where its owner's stand-in reads
 * it: the console carrier's own line in the server's log (`sms.console`, which playwright.config.ts
 * tees to serverLogPath). Staff screens and the outbox API mask codes, so that is the only place.
 * The line names the number masked (138****1234), as every log line does. Polls: the worker is async.
 * A message already read is never read again: a reset asked for right after registration must wait for
 * its own code, not take the registration's, still the newest line until the worker sends the new one.
 */
const readMessages = new Set<string>();

export async function readSmsCode(baseURL: string, mobile: string, since = new Date(0)): Promise<string> {
  const logFile = serverLogPath(new URL(baseURL).port);
  const masked = `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const lines = (await readFile(logFile, 'utf8').catch(() => '')).split('\n');
    for (const line of lines.reverse()) {
      if (!line.includes('"sms.console"')) continue;
      let entry: { event?: string; to?: string; text?: string; time?: string; messageId?: string };
      try {
        entry = JSON.parse(line) as typeof entry;
      } catch {
        continue;
      }
      if (entry.event !== 'sms.console' || entry.to !== masked || !entry.time || new Date(entry.time) < since) continue;
      const id = entry.messageId ?? `${entry.time}|${entry.text}`;
      if (readMessages.has(id)) continue;
      const code = entry.text?.match(/(?<!\d)(\d{6})(?!\d)/)?.[1];
      if (code) {
        readMessages.add(id);
        return code;
      }
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no SMS code for ${mobile} in the server log ${logFile}`);
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
