import { expect, request, type APIRequestContext, type Page } from '@playwright/test';
import type enMessages from '../../../messages/en.json';
import { approveApplication, readSmsCode } from './operator';

type Messages = typeof enMessages;
type Envelope<T> = { status: number; msg: string; data: T };
export type Buyer = { mobile: string; password: string };

let lastStamp = 0;

/**
 * A mobile number no other journey of this run uses (they use fixed 135…/137…/138…/139… numbers; the
 * database lives for the whole run): 136, this worker's slot, then a millisecond stamp that only grows.
 * Workers running at the same time have different slots (TEST_PARALLEL_INDEX), so two of them asking
 * in the same millisecond still get two numbers; a worker started again in a slot starts later in time.
 */
export function uniqueMobile(): string {
  const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % 10;
  lastStamp = Math.max(lastStamp + 1, Date.now());
  return `136${slot}${String(lastStamp % 1e7).padStart(7, '0')}`;
}

type Post = (path: string, data: object, options?: { retryTooSoon?: boolean }) => Promise<void>;

/** POSTs as a browser would (the XSRF cookie echoed), retrying a code asked for too soon. */
function poster(api: APIRequestContext, mobile: string): Post {
  return async (path, data, { retryTooSoon = false } = {}) => {
    for (let attempt = 0; ; attempt += 1) {
      const xsrf = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
      const res = await api.post(path, { data, headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } });
      const body = (await res.json()) as Envelope<unknown>;
      if (body.status === 200) return;
      // A second code to the same number must wait the resend gap (SMS_RESEND_GAP_SECONDS).
      if (!(retryTooSoon && body.status === 429000 && attempt < 10)) {
        throw new Error(`${path} for ${mobile}: ${body.status} ${body.msg}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  };
}

async function smsCode(baseURL: string, post: Post, mobile: string, issue: 'autopartsContactApply' | 'autopartsResetPwd') {
  const since = new Date(Date.now() - 2000);
  await post('/api/send/sms', { username: mobile, issue }, { retryTooSoon: true });
  return readSmsCode(baseURL, mobile, since);
}

/** Applies for a trade account through the API (SMS code, registration): the application waits for an operator. */
export async function applyForAccount(
  baseURL: string,
  { mobile = uniqueMobile(), company = '广州汽配贸易有限公司' }: { mobile?: string; company?: string } = {},
): Promise<{ mobile: string; company: string }> {
  const api = await request.newContext({ baseURL });
  try {
    await api.get('/api/cate'); // hands out the XSRF cookie the POSTs must echo
    const post = poster(api, mobile);
    await post('/api/reg', {
      mobile,
      smsContent: await smsCode(baseURL, post, mobile, 'autopartsContactApply'),
      name: '李明',
      operatorGroupName: company,
      province: '440000',
      city: '440100',
      district: '440106',
    });
    return { mobile, company };
  } finally {
    await api.dispose();
  }
}

/** Sets (or resets) the password of an approved account with an SMS code, as /user/resetPwd does. */
export async function setPassword(baseURL: string, mobile: string, password: string): Promise<void> {
  const api = await request.newContext({ baseURL });
  try {
    await api.get('/api/cate');
    const post = poster(api, mobile);
    await post('/api/reset', { username: mobile, code: await smsCode(baseURL, post, mobile, 'autopartsResetPwd'), password });
  } finally {
    await api.dispose();
  }
}

/**
 * An approved trade buyer with a password, made the way a real one is but through the API: applies
 * with an SMS code, is approved by the operator, sets a password with a second SMS code.
 * For journeys that need someone signed in; the accounts journey does the same through the pages.
 */
export async function createApprovedBuyer(
  baseURL: string,
  { mobile = uniqueMobile(), password = 'Wheel-Bearing-2026' }: Partial<Buyer> = {},
): Promise<Buyer> {
  await applyForAccount(baseURL, { mobile });
  await approveApplication(baseURL, mobile);
  await setPassword(baseURL, mobile, password);
  return { mobile, password };
}

/** Signs `buyer` in through the header's sign-in dialog on the current page; the page's context keeps the session. */
export async function signIn(page: Page, buyer: Buyer, m: Messages): Promise<void> {
  await page
    .getByRole('button', { name: m.header.signIn, exact: true })
    .filter({ visible: true })
    .first()
    .click();
  const dialog = page.getByTestId('sign-in-dialog');
  await dialog.getByRole('textbox', { name: m.userLogin.account, exact: true }).fill(buyer.mobile);
  await dialog.getByRole('textbox', { name: m.userLogin.password, exact: true }).fill(buyer.password);
  await dialog.getByRole('button', { name: m.userLogin.submit, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('button', { name: m.header.accountMenu }).filter({ visible: true }).first(),
  ).toBeVisible();
}
