import { getDb } from '@/server/db';
import { API_SCOPES } from '@/contracts/api-tokens';
import { createApiToken } from '@/server/api-tokens/create-api-token';
import { companies, membershipPlans } from '@/server/db/schema';
import { DEMO_MEMBERSHIP_PLANS } from '@/server/db/seed/membership-plans';
import { eq } from 'drizzle-orm';
import { createAdminWithSecondFactor } from '@tests/factories/staff';
import { createUser, GOOD_PASSWORD, nextMobile, REGION, signIn, type Session } from '@tests/factories/users';

/**
 * A valid body for every API route that takes a JSON body, keyed "METHOD /openapi/path". Tests that
 * prove a rule over every write endpoint (hostile characters, content types) walk the OpenAPI
 * document and demand an entry here, so a new route cannot slip past them: add its example when
 * adding the route.
 */
export type WriteExample = {
  /** Path with parameters filled in. */
  path: string;
  body: Record<string, unknown>;
  /** Which session sends it; `apiToken`: the buyer API's access token (`ctx.apiToken`), no cookies. */
  as: 'visitor' | 'buyer' | 'admin' | 'apiToken';
  /** Other headers the route requires. */
  headers?: Record<string, string>;
};

export type WriteExampleContext = {
  buyer: Session;
  admin: Session;
  pendingUserId: number;
  roleTargetId: number;
  /** The company the role target owns (a company route's example aims at it). */
  roleTargetCompanyId: number;
  /** `Authorization: Bearer pmk_…` of a company whose plan grants the buyer API, with every scope. */
  apiToken: Record<string, string>;
};

/** A level no demo plan uses: the example company's plan, withdrawn so no refusal ever names it. */
const API_EXAMPLE_LEVEL = 9;

/** An owner on a plan with API access and a token with every scope (the /api/v1 examples send it). */
async function exampleApiToken(): Promise<Record<string, string>> {
  const db = await getDb();
  const enterprise = DEMO_MEMBERSHIP_PLANS.find((p) => p.apiAccess === 1)!;
  const [plan] = await db
    .insert(membershipPlans)
    .values({ ...enterprise, title: { zh: '接口示例套餐', en: 'API example plan' }, level: API_EXAMPLE_LEVEL, sortOrder: 99, active: 0 })
    .returning();
  const owner = await createUser(db);
  const [company] = await db
    .update(companies)
    .set({ membershipLevel: plan!.level, membershipExpiresAt: new Date(Date.now() + 365 * 86_400_000) })
    .where(eq(companies.id, owner.companyId!))
    .returning();
  const created = await createApiToken(db, {
    company: company!,
    ownerId: owner.id,
    lang: 'en',
    body: { name: 'Write examples', scopes: [...API_SCOPES], expiresInDays: null },
  });
  return { authorization: `Bearer ${created.token}` };
}

export async function writeExampleContext(): Promise<WriteExampleContext> {
  const db = await getDb();
  const buyerRow = await createUser(db);
  const pending = await createUser(db, { status: 'pending', password: null });
  // A role admin past the second factor: it may send every /api/admin/* and /api/staff/* example.
  const admin = await createAdminWithSecondFactor(db);
  const roleTarget = await createUser(db);
  const roleTargetId = roleTarget.id;
  return {
    buyer: await signIn(buyerRow.mobile, GOOD_PASSWORD),
    admin,
    pendingUserId: pending.id,
    roleTargetId,
    roleTargetCompanyId: roleTarget.companyId!,
    apiToken: await exampleApiToken(),
  };
}

/** An invitation token's shape (43 base64url characters) that names no invitation. */
const EXAMPLE_TOKEN = 'x'.repeat(43);

/** A whole product as the console sends it (contracts/catalogue-admin.ts). */
const EXAMPLE_PRODUCT = {
        skuCode: 'EX-PRODUCT-1',
        cid: '1003',
        titleZh: '示例刹车片',
        titleEn: 'Example brake pads',
        brand: 'Bosch',
        partNumber: '0 986 494 001',
        oeNumbers: ['04465-02220'],
        descriptionZh: '前轮',
        descriptionEn: 'Front axle',
        specs: [{ keyZh: '位置', keyEn: 'Position', valueZh: '前', valueEn: 'Front' }],
        unit: 'set',
        moq: 2,
        prices: { USD: 2599, EUR: 2399, AUD: 3999, GBP: 2099 },
        stockStatus: 'in_stock',
        stockQty: 10,
        weightGrams: 1200,
        warrantyMonths: 12,
        status: 'active',
        fitments: [{ make: 'Toyota', makeZh: '丰田', model: 'Corolla', yearFrom: 2014, yearTo: 2019, engine: '1.8L' }],
      };

export function writeExamples(ctx: WriteExampleContext): Record<string, WriteExample> {
  return {
    'POST /api/send/sms': { path: '/api/send/sms', as: 'visitor', body: { username: nextMobile(), issue: 'autopartsContactApply' } },
    'POST /api/reg': {
      path: '/api/reg',
      as: 'visitor',
      body: {
        mobile: nextMobile(),
        smsContent: '123456',
        name: '李四',
        duty: 'operator',
        operatorGroupName: '广州汽配贸易有限公司',
        ...REGION,
        gmvLevelCode: 'A',
        businessYearCode: 'A',
        position: '采购',
      },
    },
    'POST /api/login': { path: '/api/login', as: 'visitor', body: { username: nextMobile(), password: 'secret-pass' } },
    'POST /api/reset': { path: '/api/reset', as: 'visitor', body: { username: nextMobile(), code: '123456', password: 'Lantern-Quarry-77' } },
    'PUT /api/user/profile': {
      path: '/api/user/profile',
      as: 'buyer',
      body: { name: '王五', company: '杭州汽配有限公司', position: '经理', ...REGION, gmvLevelCode: 'B', businessYearCode: 'C' },
    },
    'POST /api/user/password': {
      path: '/api/user/password',
      as: 'buyer',
      body: { currentPassword: 'not-the-password', newPassword: 'Lantern-Quarry-77' },
    },
    'PUT /api/inquiry/basket/{id}': {
      path: '/api/inquiry/basket/PM-1003-000001',
      as: 'buyer',
      body: { quantity: 10, targetUnitPrice: 1250, neededBy: '2099-01-31', note: 'Boxed, with labels' },
    },
    'POST /api/inquiry/quick': { path: '/api/inquiry/quick', as: 'buyer', body: { text: 'PM-1003-000001\t20\n0986494123 5', addToBasket: false } },
    'POST /api/inquiry': {
      path: '/api/inquiry',
      as: 'buyer',
      headers: { 'idempotency-key': `example-${Date.now()}-${Math.random().toString(36).slice(2)}` },
      body: {
        lines: [{ product: 'PM-1003-000001', quantity: 10, targetUnitPrice: 1250, neededBy: '2099-01-31', note: 'Boxed' }],
        message: 'Please quote FOB Ningbo.',
        contactName: '张三',
        contactMobile: '13800138000',
      },
    },
    'PUT /api/inquiry': { path: '/api/inquiry', as: 'buyer', body: { ids: [1], state: 500 } },
    'POST /api/v1/inquiries': {
      path: '/api/v1/inquiries',
      as: 'apiToken',
      headers: { 'idempotency-key': `example-v1-${Date.now()}-${Math.random().toString(36).slice(2)}` },
      body: {
        lines: [{ product: 'PM-1003-000001', quantity: 10, targetUnitPrice: 1250, neededBy: '2099-01-31', note: 'Boxed' }],
        message: 'Please quote FOB Ningbo.',
        contactName: '张三',
        contactMobile: '13800138000',
      },
    },
    'POST /api/company/api-tokens': {
      path: '/api/company/api-tokens',
      as: 'buyer',
      body: { name: 'ERP connector', scopes: ['catalog:read', 'inquiries:write'], expiresInDays: 90 },
    },
    'POST /api/company/api-tokens/revoke': { path: '/api/company/api-tokens/revoke', as: 'buyer', body: { id: 1 } },
    'POST /api/admin/inquiries/{id}/quote': {
      path: '/api/admin/inquiries/1/quote',
      as: 'admin',
      body: { lines: [{ lineNo: 1, unitPrice: 1100 }], validUntil: '2099-01-31', message: 'Price valid for 30 days.' },
    },
    'POST /api/company/invite': { path: '/api/company/invite', as: 'buyer', body: { mobile: nextMobile(), name: '赵六' } },
    'POST /api/company/invitation/revoke': { path: '/api/company/invitation/revoke', as: 'buyer', body: { id: 1 } },
    'POST /api/company/member/remove': { path: '/api/company/member/remove', as: 'buyer', body: { userId: ctx.roleTargetId } },
    'POST /api/company/member/seat': {
      path: '/api/company/member/seat',
      as: 'buyer',
      body: { userId: ctx.roleTargetId, seat: 'suspended' },
    },
    'POST /api/company/transfer': {
      path: '/api/company/transfer',
      as: 'buyer',
      body: { userId: ctx.roleTargetId, password: 'not-the-password' },
    },
    'POST /api/company/webhooks': {
      path: '/api/company/webhooks',
      as: 'buyer',
      body: { url: 'https://erp.example.com/partsmall/hooks', events: ['inquiry.quoted'], description: 'ERP' },
    },
    'POST /api/company/webhooks/delete': { path: '/api/company/webhooks/delete', as: 'buyer', body: { id: 1 } },
    'POST /api/company/webhooks/enable': { path: '/api/company/webhooks/enable', as: 'buyer', body: { id: 1, enabled: true } },
    'POST /api/company/webhooks/ping': { path: '/api/company/webhooks/ping', as: 'buyer', body: { id: 1 } },
    'POST /api/company/webhooks/deliveries/retry': { path: '/api/company/webhooks/deliveries/retry', as: 'buyer', body: { id: 1 } },
    'POST /api/company/invitation/code': { path: '/api/company/invitation/code', as: 'visitor', body: { token: EXAMPLE_TOKEN } },
    'POST /api/company/invitation/accept': {
      path: '/api/company/invitation/accept',
      as: 'visitor',
      body: { token: EXAMPLE_TOKEN, smsContent: '123456', password: 'Lantern-Quarry-77' },
    },
    'POST /api/admin/companies/{id}/disable': {
      path: `/api/admin/companies/${ctx.roleTargetCompanyId}/disable`,
      as: 'admin',
      body: { reason: 'Example: documents expired' },
    },
    'PUT /api/admin/companies/{id}/account-manager': {
      path: `/api/admin/companies/${ctx.roleTargetCompanyId}/account-manager`,
      as: 'admin',
      body: { userId: null },
    },
    'POST /api/admin/users/{id}/role': {
      path: `/api/admin/users/${ctx.roleTargetId}/role`,
      as: 'admin',
      body: { role: 'operator' },
    },
    'POST /api/staff/second-factor/enrolment/confirm': {
      path: '/api/staff/second-factor/enrolment/confirm',
      as: 'admin',
      body: { code: '123456' },
    },
    'POST /api/staff/second-factor/verify': {
      path: '/api/staff/second-factor/verify',
      as: 'admin',
      body: { code: '123456' },
    },
    // The sandbox cashier's press (no sign-in needed; an unknown order answers 404 after validation).
    'POST /api/pay/sandbox/{sn}': { path: '/api/pay/sandbox/VIP20990101AAAAAAAAAA', as: 'visitor', body: { result: 'success' } },
    'POST /api/invoice/title/add': {
      path: '/api/invoice/title/add',
      as: 'buyer',
      body: {
        kind: 'company',
        name: '福州示例科技有限公司',
        taxNo: '91350100M000100Y43',
        address: '福建省福州市鼓楼区示例路 1 号',
        phone: '0591-87654321',
        bank: '中国工商银行福州分行',
        account: '1402023009000012345',
        isDefault: true,
      },
    },
    'POST /api/invoice/add': {
      path: '/api/invoice/add',
      as: 'buyer',
      body: { orderSn: 'VIP20260101000001', titleId: 1, type: 'normal', email: 'buyer@example.com' },
    },
    'POST /api/admin/orders/{sn}/refunded': { path: '/api/admin/orders/VIP20990101AAAAAAAAAA/refunded', as: 'admin', body: { note: 'Alipay refund 1' } },
    'POST /api/admin/categories': {
      path: '/api/admin/categories',
      as: 'admin',
      body: { cid: '98', parentCid: null, titleZh: '示例分类', titleEn: 'Example category', sortOrder: 5, isHot: false, inMenu: true },
    },
    'PUT /api/admin/categories/{cid}': {
      path: '/api/admin/categories/98',
      as: 'admin',
      body: { titleZh: '示例分类', titleEn: 'Example category', sortOrder: 5, isHot: false, inMenu: true },
    },
    'POST /api/admin/search/rules': { path: '/api/admin/search/rules', as: 'admin', body: { kind: 'synonym', term: 'example-term', target: 'brake pad' } },
    'POST /api/search/opened': { path: '/api/search/opened', as: 'buyer', body: { token: 'example-token' } },
    'POST /api/admin/products': { path: '/api/admin/products', as: 'admin', body: EXAMPLE_PRODUCT },
    'PUT /api/admin/products/{sku}': { path: '/api/admin/products/EX-PRODUCT-1', as: 'admin', body: EXAMPLE_PRODUCT },
    'PUT /api/admin/products/{sku}/images': {
      path: '/api/admin/products/EX-PRODUCT-1/images',
      as: 'admin',
      body: { keys: ['u0123456789abcdef0123456789abcdef'] },
    },
    'PUT /api/admin/plans/{id}': {
      path: '/api/admin/plans/1',
      as: 'admin',
      body: {
        title: { zh: '年度会员', en: 'Annual membership' },
        price_fen: 299_900,
        duration_days: 365,
        memo_data: { zh: '数据', en: 'Data' },
        memo_cooperation: { zh: '合作', en: 'Cooperation' },
        memo_expiration: { zh: '365天', en: '365 days' },
        memo_per_day: { zh: '每日50次', en: '50 a day' },
        memo_account: { zh: '3个账号', en: '3 accounts' },
        is_invoice: 1,
        per_day_limit: 50,
        account_limit: 3,
        member_data: true,
        fitment_export: true,
        price_history: false,
        account_manager: true,
        renewal_reminders: true,
        api_access: false,
        quick_inquiry_lines: 100,
        answer_hours: 8,
        sort_order: 2,
        active: true,
      },
    },
    'POST /api/admin/invoices/{id}/issue': { path: '/api/admin/invoices/1/issue', as: 'admin', body: { invoiceNo: '24442000000012345678' } },
    'POST /api/admin/users/{id}/reject': {
      path: `/api/admin/users/${ctx.pendingUserId}/reject`,
      as: 'admin',
      body: { reason: 'Business licence unreadable' },
    },
  };
}

/**
 * Every "METHOD /path" of the OpenAPI document whose request body is JSON — except gateways'
 * notifications (`x-signed-raw-body`): their bytes are checked by the signature, not by a contract,
 * and tests/api/membership-notifications.test.ts covers them.
 */
export function jsonBodyOperations(doc: {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> }; 'x-signed-raw-body'?: boolean }>>;
}): string[] {
  const out: string[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (operation['x-signed-raw-body']) continue;
      if (operation.requestBody?.content && 'application/json' in operation.requestBody.content) out.push(`${method.toUpperCase()} ${path}`);
    }
  }
  return out;
}

/** Paths to every string in a JSON value: [['name'], ['lines', '0', 'note'], …]. */
export function stringPaths(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value === 'string') return [prefix];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringPaths(item, [...prefix, String(i)]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...prefix, k]));
  return [];
}

/** A deep copy of `value` with the string at `path` replaced. */
export function withStringAt(value: unknown, path: string[], replace: (old: string) => string): unknown {
  if (path.length === 0) return replace(value as string);
  const [head, ...rest] = path as [string, ...string[]];
  if (Array.isArray(value)) return value.map((item, i) => (String(i) === head ? withStringAt(item, rest, replace) : item));
  const record = value as Record<string, unknown>;
  return { ...record, [head]: withStringAt(record[head], rest, replace) };
}
