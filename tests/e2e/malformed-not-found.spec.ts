import path from 'node:path';
import enMessages from '../../messages/en.json' with { type: 'json' };
import zhMessages from '../../messages/zh.json' with { type: 'json' };
import { expect, expectAccessible, test } from './fixtures';

/**
 * A URL whose segment no category, product or page can have (`/category/abc`) gets the storefront's
 * own 404 page, as a well-formed unknown one does: the status, "Page Not Found" with the path, the
 * header and footer, in the URL's language, with `lang` on <html>; axe-clean on a desktop and a
 * 360 px phone.
 */
type Messages = typeof enMessages;
const SHOTS = path.join('test-results', 'screenshots');
const cases = [
  { lang: 'zh', prefix: '', m: zhMessages as Messages, viewport: { width: 1366, height: 900 }, device: 'desktop' },
  { lang: 'zh', prefix: '', m: zhMessages as Messages, viewport: { width: 360, height: 780 }, device: 'phone' },
  { lang: 'en', prefix: '/en', m: enMessages, viewport: { width: 360, height: 780 }, device: 'phone' },
  { lang: 'en', prefix: '/en', m: enMessages, viewport: { width: 1366, height: 900 }, device: 'desktop' },
] as const;

for (const { lang, prefix, m, viewport, device } of cases) {
  test(`malformed URLs get the storefront's 404 page (${lang}, ${device})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const bad of ['/category/abc', '/product/zz-lower', '/category/10/0']) {
      const url = `${prefix}${bad}`;
      const res = await page.goto(url);
      expect(res?.status(), url).toBe(404);
      expect(res?.headers()['cache-control'], url).toMatch(/no-store|private/);
      await expect(page.locator('html'), url).toHaveAttribute('lang', new RegExp(`^${lang}`));
      const view = page.getByTestId('error-view');
      await expect(view.getByRole('heading', { level: 1, name: m.error['404'] })).toBeVisible();
      await expect(view).toContainText(`${m.error.pageNotFound}: ${url}`);
      await expect(page.getByRole('link', { name: m.common.goHome })).toBeVisible();
    }
    await expectAccessible(page);
    await page.screenshot({ path: path.join(SHOTS, `malformed-404-${lang}-${device}.png`), fullPage: true });
  });
}
