import { request, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { operatorSession, readSmsCode } from './operator';

/**
 * The people around an inquiry journey, through the API: a trade buyer who already has an approved
 * account (applied with an SMS code, approved by the operator, password set with a second code —
 * the accounts journey walks that in the browser), and the operator who quotes.
 */
type Envelope<T> = { status: number; msg: string; data: T };
export const BUYER_PASSWORD = 'Inquiry-Parts-2026';

/** The XSRF header for the next writes; the token is bound to the session the priming GET names. */
async function withXsrf(
  api: APIRequestContext,
  auth: Record<string, string> = {},
): Promise<Record<string, string>> {
  await api.get('/api/cate', { headers: auth });
  const xsrf = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) };
}

async function call<T>(promise: Promise<{ json(): Promise<unknown> }>, what: string): Promise<T> {
  const body = (await (await promise).json()) as Envelope<T>;
  if (body.status !== 200) throw new Error(`${what}: ${body.status} ${body.msg}`);
  return body.data;
}

/** One SMS code for `mobile`; the server lets the same number have another after a second (E2E env). */
async function smsCode(
  base: string,
  api: APIRequestContext,
  headers: Record<string, string>,
  mobile: string,
  issue: string,
) {
  for (let attempt = 0; ; attempt += 1) {
    const since = new Date(Date.now() - 1000);
    const res = await api.post('/api/send/sms', { data: { username: mobile, issue }, headers });
    const body = (await res.json()) as Envelope<unknown>;
    if (body.status === 200) return readSmsCode(base, mobile, since);
    if (attempt > 10) throw new Error(`send sms: ${body.status} ${body.msg}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** An approved buyer with a password; returns the session token. */
export async function approvedBuyer(
  base: string,
  mobile: string,
  name: string,
  company: string,
): Promise<string> {
  const api = await request.newContext({ baseURL: base });
  const operator = await operatorSession(base);
  try {
    const headers = await withXsrf(api);
    const code = await smsCode(base, api, headers, mobile, 'autopartsContactApply');
    await call(
      api.post('/api/reg', {
        headers,
        data: {
          mobile,
          smsContent: code,
          name,
          operatorGroupName: company,
          province: '440000',
          city: '440100',
          district: '440106',
        },
      }),
      'register',
    );
    const bearer = { Authorization: `Bearer ${operator.token}` };
    const auth = { ...bearer, ...(await withXsrf(operator.api, bearer)) };
    const users = await call<{ items: { id: number }[] }>(
      operator.api.get(`/api/admin/users?mobile=${mobile}`, { headers: auth }),
      'find applicant',
    );
    await call(
      operator.api.post(`/api/admin/users/${users.items[0]!.id}/approve`, { headers: auth }),
      'approve',
    );
    const resetCode = await smsCode(base, api, headers, mobile, 'autopartsResetPwd');
    await call(
      api.post('/api/reset', {
        headers,
        data: { username: mobile, code: resetCode, password: BUYER_PASSWORD },
      }),
      'set password',
    );
    const login = await call<{ token: string }>(
      api.post('/api/login', { headers, data: { username: mobile, password: BUYER_PASSWORD } }),
      'login',
    );
    return login.token;
  } finally {
    await api.dispose();
    await operator.api.dispose();
  }
}

/** Signs the browser in the way the sign-in dialog leaves it: the `user-account` cookie with the token. */
export async function signInBrowser(context: BrowserContext, base: string, token: string): Promise<void> {
  await context.addCookies([
    { name: 'user-account', value: encodeURIComponent(JSON.stringify({ userInfo: null, token })), url: base },
  ]);
}

/** The buyer's API (for setting up a second inquiry quickly). */
export async function buyerApi(base: string, token: string) {
  const api = await request.newContext({ baseURL: base });
  const bearer = { Authorization: `Bearer ${token}` };
  const headers = { ...bearer, ...(await withXsrf(api, bearer)) };
  return {
    createInquiry: (body: unknown, key: string, lang = 'zh') =>
      call<{ id: number; reference: string }>(
        api.post(`/api/inquiry?site=us&lang=${lang}`, {
          headers: { ...headers, 'Idempotency-Key': key },
          data: body,
        }),
        'create inquiry',
      ),
    dispose: () => api.dispose(),
  };
}

/**
 * A signed-in buyer's request for quotation of one demo part (twice its MOQ), sent through the API as
 * the storefront's basket would send it; its id and reference.
 */
export async function sendInquiryAsBuyer(
  base: string,
  buyer: { mobile: string; password: string },
  lang: 'zh' | 'en',
  message: string,
): Promise<{ id: number; reference: string }> {
  const login = await request.newContext({ baseURL: base });
  let token: string;
  try {
    const headers = await withXsrf(login, {});
    token = (
      await call<{ token: string }>(
        login.post('/api/login', { headers, data: { username: buyer.mobile, password: buyer.password } }),
        'sign in',
      )
    ).token;
  } finally {
    await login.dispose();
  }
  const [part] = await catalogueItems(base, `pageSize=1&cid=1003&lang=${lang}`);
  if (!part) throw new Error('no part in the demo catalogue');
  const api = await buyerApi(base, token);
  try {
    return await api.createInquiry(
      {
        lines: [{ product: part.skuCode, quantity: part.moq * 2 }],
        message,
        contactName: '林涛',
        contactMobile: buyer.mobile,
      },
      `console-${buyer.mobile}-${Date.now()}`,
      lang,
    );
  } finally {
    await api.dispose();
  }
}

export type CatalogueItem = {
  skuCode: string;
  title: string;
  partNumber: string;
  moq: number;
  unit: string;
  cid: string;
};

/** Real products from the demo catalogue (the listing API), in the page's language. */
export async function catalogueItems(base: string, query: string): Promise<CatalogueItem[]> {
  const api = await request.newContext({ baseURL: base });
  try {
    const data = await call<{ items: (CatalogueItem & { category: { cid: string } })[] }>(
      api.get(`/api/products?${query}`),
      'products',
    );
    return data.items.map((p) => ({ ...p, cid: p.category.cid }));
  } finally {
    await api.dispose();
  }
}

/** The operator quotes every line of an inquiry (prices in minor units), valid for a week. */
export async function quoteInquiry(
  base: string,
  id: number,
  unitPrice: (lineNo: number) => number,
  message: string,
) {
  const { api, token } = await operatorSession(base);
  try {
    const bearer = { Authorization: `Bearer ${token}` };
    const headers = { ...bearer, ...(await withXsrf(api, bearer)) };
    const detail = await call<{ lines: { lineNo: number }[] }>(
      api.get(`/api/admin/inquiries/${id}`, { headers }),
      'inquiry',
    );
    const validUntil = new Date(Date.now() + 8 * 3_600_000 + 7 * 86_400_000).toISOString().slice(0, 10);
    return await call<{ quotedTotal: number; currency: string }>(
      api.post(`/api/admin/inquiries/${id}/quote`, {
        headers,
        data: {
          lines: detail.lines.map((l) => ({ lineNo: l.lineNo, unitPrice: unitPrice(l.lineNo) })),
          validUntil,
          message,
        },
      }),
      'quote',
    );
  } finally {
    await api.dispose();
  }
}
