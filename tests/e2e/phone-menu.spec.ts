import enMessages from '../../messages/en.json' with { type: 'json' };
import zhMessages from '../../messages/zh.json' with { type: 'json' };
import { expect, expectAccessible, expectNoMissingMessages, test } from './fixtures';

/*
 * The phone menu has what the desktop dropdown has: each of the first 12 categories with up to 4 of
 * its subcategories. A buyer on a phone opens the menu, shows a category's subcategories with the
 * button beside it, reads one and follows it to its page, in Chinese and in English; axe-clean.
 */
type Node = { cid: string; title: string; title_en: string; autopartsCategoryList: Node[] };

const LANGS = [
  { lang: 'zh', prefix: '', m: zhMessages as typeof enMessages },
  { lang: 'en', prefix: '/en', m: enMessages },
] as const;

for (const { lang, prefix, m } of LANGS) {
  test(`the phone menu shows a category's subcategories and follows one (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const res = await page.request.get(`/api/cate?lang=${lang}`);
    const tree = ((await res.json()) as { data: Node[] }).data.slice(0, 12);
    const name = (node: Node) => (lang === 'zh' ? node.title : node.title_en);
    const parent = tree.find((node) => node.autopartsCategoryList.length > 0);
    if (!parent) throw new Error('no top category with subcategories in the demo catalogue');
    const shown = parent.autopartsCategoryList.slice(0, 4);

    await page.goto(prefix || '/');
    const menuButton = page.getByRole('button', { name: m.header.menu, exact: true });
    const sheet = page.getByRole('dialog', { name: m.header.menuTitle });
    // The header is a client island: tap until the sheet opens.
    await expect(async () => {
      await menuButton.click();
      await expect(sheet).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });

    const categories = sheet.getByRole('navigation', { name: m.categoriesMenu.label });
    await expect(categories.getByRole('link', { name: name(parent), exact: true })).toBeVisible();
    const toggle = categories.getByRole('button', { name: m.categoriesMenu.subcategoriesOf.replace('{category}', name(parent)) });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const first = categories.getByRole('link', { name: name(shown[0]!), exact: true });
    await expect(first).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expect(list.getByRole('link')).toHaveCount(shown.length);
    for (const sub of shown) await expect(list.getByRole('link', { name: name(sub), exact: true })).toBeVisible();
    await expectAccessible(page, `${lang} phone menu, subcategories shown`);
    await expectNoMissingMessages(page);

    const subName = (await first.innerText()).trim();
    expect(subName).toBe(name(shown[0]!));
    await first.click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${prefix}/category/${shown[0]!.cid}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(subName);
    await expectAccessible(page, `${lang} subcategory page on a phone`);
  });
}
