import { readdirSync } from 'node:fs';
import path from 'node:path';
import enMessages from '../../messages/en.json' with { type: 'json' };
import zhMessages from '../../messages/zh.json' with { type: 'json' };
import type { Page } from '@playwright/test';
import { accessibilityViolations, expect, firstSku, signIn, test } from './fixtures';
import { quoteInquiry } from './support/inquiry-actors';

/**
 * axe-core (WCAG 2.x A/AA) on every page of the store, in both languages, on a desktop and on a
 * 360 px phone, for a visitor and for a signed-in buyer, with the header's dialogs and menus open.
 * One browser context per language and viewport; all violations of a walk are reported together.
 * A page route added to src/app without an entry in PAGES fails the first test.
 */
type Messages = typeof enMessages;
type Entry = { route: string; path: (sku: string) => string; status?: number };

/** Visitor pages: `route` is the page file's route (see the guard below), `path` an address that reaches it. */
const PAGES: Entry[] = [
  { route: '/', path: () => '/' },
  { route: '/products', path: () => '/products?keyword=brake' },
  { route: '/category/[cid]/[page]', path: () => '/category/0' },
  { route: '/category/[cid]/[page]', path: () => '/category/10' },
  { route: '/category/[cid]/[page]', path: () => '/category/1003' },
  { route: '/category/[cid]/[page]', path: () => '/category/1003?page=2' },
  { route: '/product/[skuCode]', path: (sku) => `/product/${sku}` },
  { route: '/terms', path: () => '/terms' },
  { route: '/aboutus', path: () => '/aboutus' },
  { route: '/privacy', path: () => '/privacy' },
  { route: '/user/resetPwd', path: () => '/user/resetPwd' },
  { route: '/[...rest]', path: () => '/no-such-page', status: 404 },
  { route: 'not-found', path: () => '/product/NO-SUCH-SKU-1', status: 404 },
];
/** Pages of the account layout, walked signed in (`inquiryId` names an inquiry the buyer sent). */
let inquiryId = 0;
const ACCOUNT_PAGES: Entry[] = [
  ...['profile', 'order', 'inquiry', 'favorite'].map((section) => ({
    route: `/user/${section}`,
    path: () => `/user/${section}`,
  })),
  { route: '/user/inquiry/basket', path: () => '/user/inquiry/basket' },
  { route: '/user/inquiry/[id]', path: () => `/user/inquiry/${inquiryId}` },
];

/**
 * With the browser's own session (token from its `user-account` cookie, its session-bound XSRF
 * cookie): one part in the basket, and a sent inquiry the operator has quoted, so the basket and the
 * detail page are checked with content, quote included.
 */
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
  for (const { lang, prefix, locale, m } of LANGUAGES) {
    for (const viewport of VIEWPORTS) {
      test(`on every page and open menu (${lang}, ${viewport.name} ${viewport.width} px)`, async ({
        browser,
        baseURL,
        buyer,
      }) => {
        test.setTimeout(240_000);
        const context = await browser.newContext({
          baseURL,
          locale,
          viewport: { width: viewport.width, height: viewport.height },
        });
        const page = await context.newPage();
        const sku = await firstSku(page);
        const found: string[] = [];
        const phone = viewport.width < 768;
        const check = async (where: string) => found.push(...(await accessibilityViolations(page, where)));
        const visit = async (entry: Entry, name: string) => {
          const url = `${prefix}${entry.path(sku)}`.replace(/^\/en\/$/, '/en') || '/';
          const res = await page.goto(url);
          expect(res?.status(), url).toBe(entry.status ?? 200);
          await expect(page.locator('main')).toBeVisible();
          // The account slot is filled after hydration: check the page as people use it.
          await expect(page.getByRole('button', { name }).filter({ visible: true }).first()).toBeVisible();
          await check(url);
        };

        for (const entry of PAGES) await visit(entry, m.header.signIn);

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
        for (const entry of ACCOUNT_PAGES) await visit(entry, m.header.accountMenu);
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
