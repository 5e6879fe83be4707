import { readdirSync } from 'node:fs';
import path from 'node:path';
import enMessages from '../../messages/en.json' with { type: 'json' };
import zhMessages from '../../messages/zh.json' with { type: 'json' };
import type { Page } from '@playwright/test';
import { accessibilityViolations, expect, firstSku, signIn, test } from './fixtures';
import { quoteInquiry } from './support/inquiry-actors';
import { demoFitCase, type FitCase } from './support/vehicles';

/**
 * axe-core (WCAG 2.x A/AA) on every page of the store, in both languages, on a desktop and on a
 * 360 px phone, for a visitor and for a signed-in buyer, with the header's dialogs and menus open.
 * One browser context per language and viewport; all violations of a walk are reported together.
 * A page route added to src/app without an entry in PAGES fails the first test.
 */
type Messages = typeof enMessages;
type Entry = { route: string; path: (sku: string) => string; status?: number };

/** A demo vehicle with parts and a part it fits (set before the walk). */
let fitCase: FitCase | undefined;
/** Visitor pages: `route` is the page file's route (see the guard below), `path` an address that reaches it. */
const PAGES: Entry[] = [
  { route: '/', path: () => '/' },
  // A keyword search is checked below, as a visitor (sign-in dialog) and signed in (results, facets).
  { route: '/products', path: () => '/products?cid=1003' },
  { route: '/products', path: () => '/products?keyword=brake' },
  { route: '/products', path: () => `/products?vehicle=${fitCase!.vehicle.id}` },
  { route: '/category/[cid]/[page]', path: () => '/category/0' },
  { route: '/category/[cid]/[page]', path: () => '/category/10' },
  { route: '/category/[cid]/[page]', path: () => '/category/1003' },
  { route: '/category/[cid]/[page]', path: () => '/category/1003?page=2' },
  { route: '/product/[skuCode]', path: (sku) => `/product/${sku}` },
  { route: '/terms', path: () => '/terms' },
  { route: '/aboutus', path: () => '/aboutus' },
  { route: '/privacy', path: () => '/privacy' },
  { route: '/user/resetPwd', path: () => '/user/resetPwd' },
  // Visitors: the pay pages without an order ask for one (or for signing in); the test cashier shows its buttons.
  { route: '/pay', path: () => '/pay' },
  { route: '/payCallback', path: () => '/payCallback' },
  { route: '/pay/sandbox/[sn]', path: () => '/pay/sandbox/VIP20260101A1B2C3D4' },
  // An invitation link nobody sent: the page says the link is not valid.
  { route: '/invitation/[token]', path: () => `/invitation/${'A'.repeat(43)}` },
  { route: '/[...rest]', path: () => '/no-such-page', status: 404 },
  { route: 'not-found', path: () => '/product/NO-SUCH-SKU-1', status: 404 },
];
/** Pages of the account layout, walked signed in (`inquiryId` names an inquiry the buyer sent). */
let inquiryId = 0;
const ACCOUNT_PAGES: Entry[] = [
  ...['profile', 'order', 'inquiry', 'favorite', 'team', 'api'].map((section) => ({
    route: `/user/${section}`,
    path: () => `/user/${section}`,
  })),
  { route: '/user/inquiry/basket', path: () => '/user/inquiry/basket' },
  { route: '/user/inquiry/[id]', path: () => `/user/inquiry/${inquiryId}` },
  // A pending membership order (made through the API): its pay page with the QR code, its result page, its cashier.
  { route: '/pay', path: () => `/pay?sn=${orderSn}` },
  { route: '/payCallback', path: () => `/payCallback?sn=${orderSn}` },
  { route: '/pay/sandbox/[sn]', path: () => `/pay/sandbox/${orderSn}` },
];
let orderSn = '';

/**
 * With the browser's own session (token from its `user-account` cookie, its session-bound XSRF
 * cookie): one part in the basket, and a sent inquiry the operator has quoted, so the basket and the
 * detail page are checked with content, quote included.
 */
async function sessionHeaders(page: Page): Promise<Record<string, string>> {
  const cookies = await page.context().cookies();
  const account = cookies.find((c) => c.name === 'user-account')?.value ?? '';
  const token = (JSON.parse(decodeURIComponent(account)) as { token: string }).token;
  const xsrf = decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
  return { Authorization: `Bearer ${token}`, 'X-XSRF-TOKEN': xsrf };
}

/** A pending membership order of the signed-in buyer (the first plan), so the pay pages are checked with content. */
async function placeMembershipOrder(page: Page): Promise<string> {
  const plans = (await (await page.request.get('/api/get/level/memo')).json()) as { data: { id: number }[] };
  const res = await page.request.get(`/api/ums/c2b?vipId=${plans.data[0]!.id}&orderType=1`, {
    headers: await sessionHeaders(page),
  });
  const body = (await res.json()) as { data: { order_sn: string } };
  expect(res.status(), JSON.stringify(body)).toBe(200);
  return body.data.order_sn;
}

async function fillInquiryPages(page: Page, baseURL: string, sku: string): Promise<number> {
  const cookies = await page.context().cookies();
  const account = cookies.find((c) => c.name === 'user-account')?.value ?? '';
  const token = (JSON.parse(decodeURIComponent(account)) as { token: string }).token;
  const xsrf = decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
  const headers = { Authorization: `Bearer ${token}`, 'X-XSRF-TOKEN': xsrf };
  const product = (await (await page.request.get(`/api/products/${sku}`)).json()) as { data: { moq: number } };
  const quantity = product.data.moq * 2;
  const basket = await page.request.put(`/api/inquiry/basket/${sku}`, { headers, data: { quantity, targetUnitPrice: 990 } });
  expect(basket.status(), await basket.text()).toBe(200);
  const created = await page.request.post('/api/inquiry', {
    headers: { ...headers, 'Idempotency-Key': `a11y-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: {
      lines: [{ product: sku, quantity, targetUnitPrice: 990, note: 'Boxed' }],
      message: 'Please quote.',
      contactName: 'Buyer',
      contactMobile: '13600000000',
    },
  });
  const body = (await created.json()) as { data: { id: number } };
  expect(created.status(), JSON.stringify(body)).toBe(200);
  await quoteInquiry(baseURL, body.data.id, () => 1234, 'Valid for a week.');
  return body.data.id;
}

const LANGUAGES = [
  { lang: 'zh', prefix: '', locale: 'zh-CN', m: zhMessages as Messages },
  { lang: 'en', prefix: '/en', locale: 'en-US', m: enMessages },
] as const;
const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 360, height: 780 },
] as const;

/** Every page file under src/app/[locale]/[site] as a route ('not-found' for the 404 views). */
function pageRoutes(dir = path.join('src', 'app', '[locale]', '[site]'), route = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) {
      const segment = /^\(.*\)$/.test(entry.name) || entry.name.startsWith('_') ? '' : `/${entry.name}`;
      return pageRoutes(path.join(dir, entry.name), route + segment);
    }
    if (entry.name === 'page.tsx') return [route || '/'];
    if (entry.name === 'not-found.tsx') return ['not-found'];
    return [];
  });
}

test('every page route of the store has an entry in the accessibility walk', () => {
  const routes = [...new Set(pageRoutes())].sort();
  expect(routes.length).toBeGreaterThan(10);
  const walked = new Set([...PAGES, ...ACCOUNT_PAGES].map((entry) => entry.route));
  expect(routes.filter((route) => !walked.has(route))).toEqual([]);
});

test.describe('axe-core finds no WCAG 2.x A/AA violation', () => {
  // The four walks are the suite's longest file: they may go to both workers. Each signs in its
  // worker's buyer and makes the inquiry and order it shows, so none needs another's.
  test.describe.configure({ mode: 'parallel' });
  for (const { lang, prefix, locale, m } of LANGUAGES) {
    for (const viewport of VIEWPORTS) {
      test(`on every page and open menu (${lang}, ${viewport.name} ${viewport.width} px)`, async ({
        browser,
        baseURL,
        buyer,
      }) => {
        // About 40 pages and states: a minute on a quiet machine, several on a loaded one.
        test.setTimeout(480_000);
        const context = await browser.newContext({
          baseURL,
          locale,
          viewport: { width: viewport.width, height: viewport.height },
        });
        const page = await context.newPage();
        const sku = await firstSku(page);
        fitCase ??= await demoFitCase(page.request);
        const found: string[] = [];
        const phone = viewport.width < 768;
        const check = async (where: string) => found.push(...(await accessibilityViolations(page, where)));
        const visit = async (entry: Entry, name: string) => {
          const url = `${prefix}${entry.path(sku)}`.replace(/^\/en\/$/, '/en') || '/';
          const res = await page.goto(url);
          expect(res?.status(), url).toBe(entry.status ?? 200);
          await expect(page.locator('main')).toBeVisible();
          // The account slot is filled after hydration: check the page as people use it. On a visitor's
          // search address the sign-in dialog opens by itself (after hydration, so the slot may show first)
          // and hides the header from the accessibility tree: wait for the dialog itself there.
          const opensSignIn = name === m.header.signIn && /[?&]keyword=/.test(url);
          const hydrated = opensSignIn ? page.getByTestId('sign-in-dialog') : page.getByRole('button', { name }).filter({ visible: true });
          await expect(hydrated.first()).toBeVisible();
          await check(url);
        };

        for (const entry of PAGES) await visit(entry, m.header.signIn);

        // "My vehicle": the picker open above a listing, then a product page saying the part fits.
        await page.goto(`${prefix}/category/0`);
        await page.getByTestId('my-vehicle').getByRole('button', { name: m.vehicles.choose }).click();
        await expect(page.getByRole('form', { name: m.vehicles.region })).toBeVisible();
        await check('my-vehicle picker');
        const { vehicle } = fitCase;
        await context.addCookies([
          {
            name: 'user-preferences',
            value: encodeURIComponent(JSON.stringify({ region: 'us', language: lang, vehicle })),
            url: baseURL!,
          },
        ]);
        await page.goto(`${prefix}/product/${fitCase.fitting}`);
        await expect(page.getByTestId('vehicle-fit').getByRole('status')).toHaveAttribute('data-fit', 'fits');
        await check('product page, part fits my vehicle');
        await page.goto(`${prefix}/product/${fitCase.notFitting}`);
        await expect(page.getByTestId('vehicle-fit').getByRole('status')).toHaveAttribute('data-fit', 'no');
        await check('product page, part does not fit my vehicle');

        // The header's open states, on the home page. The logo is named by the words it shows (WCAG 2.5.3).
        await page.goto(prefix || '/');
        const { brandName, brandNameZh, homeLink } = m.common;
        await expect(
          page.getByRole('banner').getByRole('link', { name: `${brandName} ${brandNameZh} ${homeLink}` }),
        ).toBeVisible();
        await page.getByRole('button', { name: m.header.signIn }).filter({ visible: true }).first().click();
        const dialog = page.getByTestId('sign-in-dialog');
        await expect(dialog).toBeVisible();
        await check('sign-in dialog, login tab');
        await dialog.getByRole('tab', { name: m.userRegister.tab }).click();
        await expect(dialog.getByRole('textbox', { name: m.userRegister.name, exact: true })).toBeVisible();
        await check('sign-in dialog, register tab');
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();

        // A visitor's search address: the sign-in dialog over an empty result, then the prompt.
        await page.goto(`${prefix}/products?keyword=brake`);
        await expect(dialog).toBeVisible();
        await check('search as a visitor, sign-in dialog');
        await page.keyboard.press('Escape');
        await expect(page.getByTestId('search-sign-in')).toBeVisible();
        await check('search as a visitor, sign-in prompt');
        await page.goto(prefix || '/');
        if (phone) {
          await page.getByRole('button', { name: m.header.menu }).click();
          await expect(page.getByRole('dialog', { name: m.header.menuTitle })).toBeVisible();
          await check('phone menu sheet');
          await page.keyboard.press('Escape');
        } else {
          await page.getByRole('button', { name: m.categoriesMenu.trigger }).click();
          await expect(page.getByRole('navigation', { name: m.categoriesMenu.label })).toBeVisible();
          await check('all-categories menu');
          await page.keyboard.press('Escape');
        }

        // Signed in: the account pages and the account menu.
        await signIn(page, buyer, m);
        inquiryId = await fillInquiryPages(page, baseURL!, sku);
        orderSn = await placeMembershipOrder(page);
        for (const entry of ACCOUNT_PAGES) await visit(entry, m.header.accountMenu);
        // /user/order's invoice tabs (empty for this buyer) and the invoice-title dialog.
        await page.goto(`${prefix}/user/order`);
        await page.getByRole('tab', { name: m.invoices.tabs.invoices, exact: true }).click();
        await expect(page.getByText(m.invoices.list.empty)).toBeVisible();
        await check('/user/order, invoices tab');
        await page.getByRole('tab', { name: m.invoices.tabs.titles, exact: true }).click();
        await expect(page.getByText(m.invoices.titles.empty)).toBeVisible();
        await check('/user/order, invoice titles tab');
        await page.getByRole('button', { name: m.invoices.titles.add, exact: true }).click();
        await expect(page.getByRole('dialog', { name: m.invoices.form.title })).toBeVisible();
        await check('invoice title dialog');

        // The upgrade dialog, with its plans loaded.
        await page.goto(prefix || '/');
        if (phone) {
          await page.getByRole('button', { name: m.header.menu, exact: true }).click();
          await page.getByRole('dialog', { name: m.header.menuTitle }).getByRole('button', { name: m.header.upgradeLong }).click();
        } else {
          await page.getByRole('banner').getByRole('button', { name: m.header.upgrade }).click();
        }
        await expect(page.getByTestId('upgrade-dialog').getByRole('radio').first()).toBeChecked();
        await check('upgrade dialog');
        await page.keyboard.press('Escape');

        // Keyword search signed in: results with facets and marks, the suggestion list open, no match.
        await page.goto(`${prefix}/products?keyword=brake`);
        await expect(page.getByTestId('search-results')).toHaveAttribute('aria-busy', 'false');
        await expect(page.getByTestId('product-card').first()).toBeVisible();
        if (phone) await page.getByTestId('search-filters-toggle').click();
        await expect(page.getByTestId('search-facets')).toBeVisible();
        await check(`${prefix}/products?keyword=brake (signed in)`);
        const box = page.getByRole('combobox', { name: m.header.searchLabel }).filter({ visible: true });
        await box.fill('brake');
        await expect(page.getByRole('listbox', { name: m.search.box.list }).getByRole('option').first()).toBeVisible();
        await check('search suggestions');
        await box.press('Escape');
        await page.goto(`${prefix}/products?keyword=zzqxv`);
        await expect(page.getByTestId('empty-state')).toBeVisible();
        await check(`${prefix}/products?keyword=zzqxv (no match)`);
        await page
          .getByRole('button', { name: m.header.accountMenu })
          .filter({ visible: true })
          .first()
          .click();
        await expect(page.getByRole('menuitem', { name: m.header.profile })).toBeVisible();
        await check('account menu');

        await context.close();
        expect(found, `axe-core violations (${lang}, ${viewport.name}):\n${found.join('\n')}`).toEqual([]);
      });
    }
  }
});
