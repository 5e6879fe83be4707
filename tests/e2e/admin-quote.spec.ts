import enMessages from '../../messages/en.json' with { type: 'json' };
import zhMessages from '../../messages/zh.json' with { type: 'json' };
import { request, type Page } from '@playwright/test';
import { formatMoney } from '../../src/features/admin/shell/format';
import { expect, expectAccessible as expectAccessibleNow, test } from './fixtures';
import { approvedBuyer, buyerApi, catalogueItems } from './support/inquiry-actors';
import { signInToConsoleAsOperator } from './support/console-language';

/*
 * The quote editor as an operator uses it, in Chinese and in English: a price typed as "-3", "abc"
 * or 0 is marked on its own field with the line and part named (never turned into 0.00) and Send
 * stays disabled; each line and the total read in the inquiry's currency; Send asks first, stating
 * the total and the buyer, and only the confirmed quote goes out.
 */
type Messages = typeof enMessages;
const LANGS = [
  { lang: 'zh', m: zhMessages as Messages, mobile: '13500000018' },
  { lang: 'en', m: enMessages, mobile: '13500000019' },
] as const;
const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_m, k: string) => String(params[k] ?? ''));

/** axe once antd has settled (no loading button, no spinner): see admin.spec.ts. */
async function expectAccessible(page: Page, where: string) {
  await expect(page.locator('.ant-btn-loading, .ant-spin-spinning')).toHaveCount(0);
  await expectAccessibleNow(page, where);
}

for (const { lang, m, mobile } of LANGS) {
  test(`the operator cannot send a free quote: inline errors for -3 and abc, totals in the currency, a confirmation naming the total and the buyer (${lang})`, async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(180_000);
    const base = baseURL!;
    const a = m.admin.quote;
    const company = lang === 'zh' ? '报价测试汽配' : 'Quote Test Parts Ltd';
    const token = await approvedBuyer(base, mobile, lang === 'zh' ? '王采购' : 'Wang Buyer', company);
    const [p1, p2] = await catalogueItems(base, `cid=1019&pageSize=2&lang=${lang}`);
    const [q1, q2] = [p1!.moq * 3, p2!.moq * 2];
    const api = await buyerApi(base, token);
    const inquiry = await api
      .createInquiry(
        {
          lines: [
            { product: p1!.skuCode, quantity: q1 },
            { product: p2!.skuCode, quantity: q2 },
          ],
          message: `Quote editor ${lang}`,
          contactName: '林涛',
          contactMobile: mobile,
        },
        `quote-editor-${mobile}-${Date.now()}`,
        lang,
      )
      .finally(() => api.dispose());
    const money = (minor: number) => formatMoney(minor, 'USD', lang);
    // The buyer's view of the inquiry, from its own client: the browser's cookies belong to the operator
    // (a buyer's answer would set the XSRF cookie for the buyer's session).
    const buyerView = async () => {
      const client = await request.newContext({ baseURL: base });
      try {
        const res = await client.get(`/api/inquiry/${inquiry.id}?lang=en`, { headers: { Authorization: `Bearer ${token}` } });
        return (await res.json()).data;
      } finally {
        await client.dispose();
      }
    };

    await page.setViewportSize({ width: 1366, height: 900 });
    await signInToConsoleAsOperator(page, lang, m);
    await page.goto(`/admin/inquiries/${inquiry.id}`);
    await expect(page.getByRole('heading', { name: fill(a.title, { reference: inquiry.reference }), level: 1 })).toBeVisible();

    const price1 = page.getByLabel(fill(a.unitPriceOf, { line: 1 }));
    const price2 = page.getByLabel(fill(a.unitPriceOf, { line: 2 }));
    const send = page.getByRole('button', { name: a.send });
    const total = page.getByTestId('quote-total');
    const line1Error = fill(a.rules.quoteLinePriceMissing, { line: 1, part: p1!.partNumber });

    // Typed wrong: the field says so (line and part named), the total waits, Send is disabled.
    for (const typed of ['-3', 'abc', '0']) {
      await price1.fill(typed);
      await expect(price1).toHaveValue(typed);
      await expect(page.getByText(line1Error)).toBeVisible();
      await expect(price1).toHaveAttribute('aria-invalid', 'true');
      await expect(send).toBeDisabled();
      await expect(total).toHaveText(`${fill(a.total, { currency: 'USD' })}: ${a.totalPending}`);
    }
    await price2.fill('');
    await expect(page.getByText(fill(a.rules.quoteLinePriceMissing, { line: 2, part: p2!.partNumber }))).toBeVisible();
    await price1.fill('abc');
    await expectAccessible(page, `${lang} quote editor with a wrong price`);
    await page.screenshot({ path: testInfo.outputPath(`quote-editor-errors-${lang}.png`), fullPage: true });

    // Priced: the errors go, each line and the total read as money in the inquiry's currency.
    await price1.fill('12.34');
    await price2.fill('5');
    await expect(page.getByText(line1Error)).toBeHidden();
    await expect(page.getByTestId('quote-line-total-1')).toHaveText(money(1234 * q1));
    await expect(page.getByTestId('quote-line-total-2')).toHaveText(money(500 * q2));
    const sum = money(1234 * q1 + 500 * q2);
    await expect(total).toHaveText(`${fill(a.total, { currency: 'USD' })}: ${sum}`);
    await expect(send).toBeEnabled();
    await page.screenshot({ path: testInfo.outputPath(`quote-editor-priced-${lang}.png`), fullPage: true });

    // Send asks first: the total and the buyer. Keep editing sends nothing.
    await send.click();
    const dialog = page.getByRole('dialog', { name: fill(a.confirmTitle, { reference: inquiry.reference }) });
    await expect(dialog).toContainText(sum);
    await expect(dialog).toContainText(company);
    await expectAccessible(page, `${lang} quote confirmation`);
    await page.screenshot({ path: testInfo.outputPath(`quote-confirm-${lang}.png`) });
    await dialog.getByRole('button', { name: a.confirmCancel }).click();
    await expect(dialog).toBeHidden();
    expect(await buyerView()).toMatchObject({ state: 100, quotedTotal: null });

    await send.click();
    await dialog.getByRole('button', { name: a.confirmSend }).click();
    await expect(page.getByText(fill(a.sent, { reference: inquiry.reference }))).toBeVisible();
    expect(await buyerView()).toMatchObject({ state: 200, quotedTotal: 1234 * q1 + 500 * q2 });
  });
}
