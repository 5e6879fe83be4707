import type { Locator, Page } from '@playwright/test';
import enMessages from '../../messages/en.json' with { type: 'json' };
import zhMessages from '../../messages/zh.json' with { type: 'json' };
import { expect, expectAccessible, expectNoMissingMessages, test } from './fixtures';
import {
  approvedBuyer,
  buyerApi,
  catalogueItems,
  quoteInquiry,
  signInBrowser,
  type CatalogueItem,
} from './support/inquiry-actors';

/**
 * A trade buyer's inquiry, as a person does it, in Chinese and in English: adds a part from its
 * product page (with a quantity) and one from a category card, sees the header count, sets a target
 * price on the basket page, sends the inquiry once, finds it in the list; the operator quotes it;
 * the buyer sees the quote and accepts it, closes another inquiry in bulk (the accepted one is
 * refused, with its reason), filters and exports. A pasted list of 20 part numbers (3 unknown)
 * becomes a basket with the 3 flagged, at a 360 px phone width. Texts come from the message files.
 */
type Messages = typeof enMessages;
const journeys = [
  { lang: 'zh', prefix: '', m: zhMessages as Messages, mobile: '13500000011', name: '李采购', intl: 'zh-CN' },
  { lang: 'en', prefix: '/en', m: enMessages, mobile: '13500000012', name: 'Lee Buyer', intl: 'en-US' },
] as const;

/** A message with its {placeholders} filled (plain replacement; the tests use no plural forms here). */
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{${k}}`, String(v)), text);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const usd = (minor: number, intl: string) =>
  new Intl.NumberFormat(intl, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
  }).format(minor / 100);

function basketLine(page: Page, sku: string): Locator {
  return page.locator(`[data-testid="basket-line"][data-sku="${sku}"]`);
}

async function saveField(line: Locator, field: Locator, value: string) {
  await field.fill(value);
  await field.blur();
  await expect(line).not.toHaveAttribute('aria-busy', 'true');
}

for (const { lang, prefix, m, mobile, name, intl } of journeys) {
  test(`a buyer builds an inquiry, sends it once, accepts the quote and closes another in bulk (${lang})`, async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    test.setTimeout(240_000);
    const base = baseURL ?? 'http://localhost:3210';
    const token = await approvedBuyer(
      base,
      mobile,
      name,
      lang === 'zh' ? '华南汽配有限公司' : 'South Parts Ltd.',
    );
    await signInBrowser(context, base, token);
    const [first, spare] = await catalogueItems(base, `cid=1003&pageSize=2&lang=${lang}`);
    if (!first || !spare) throw new Error('demo catalogue too small');

    // 1. Product page: the quantity starts at the MOQ; the buyer asks for more and adds it.
    await page.goto(`${prefix}/product/${first.skuCode}`);
    const quantity = page.getByTestId('inquiry-quantity');
    await expect(quantity).toHaveValue(String(first.moq));
    const firstQty = first.moq * 3;
    await quantity.fill(String(firstQty));
    await page.getByRole('button', { name: m.product.addToInquiry, exact: true }).click();
    await expect(page.getByText(m.inquiryBasket.added)).toBeVisible();
    const countOne = m.header.inquiryBasketCount.one.replace('#', '1');
    await expect(page.getByRole('link', { name: `${m.header.inquiry} ${countOne}` })).toBeVisible();

    // 2. A category card adds its part at the MOQ.
    await page.goto(`${prefix}/category/${first.cid}`);
    const cardButtons = page.getByRole('button', {
      name: new RegExp(`^${escape(m.catalog.addToInquiryLabel.split('{title}')[0]!)}`),
    });
    const skus = await cardButtons.evaluateAll((els) =>
      els.map((el) => (el as HTMLElement).dataset.inquirySku),
    );
    const second = { skuCode: skus.find((sku) => sku && sku !== first.skuCode)! };
    await page.locator(`button[data-inquiry-sku="${second.skuCode}"]`).click();
    await expect(page.getByText(m.inquiryBasket.added)).toBeVisible();
    const countTwo = m.header.inquiryBasketCount.other.replace('#', '2');
    const inquiryLink = page.getByRole('link', { name: `${m.header.inquiry} ${countTwo}` });
    await expect(inquiryLink).toBeVisible();

    // 3. The header entry leads to the inquiries; the basket is one click further.
    await inquiryLink.click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/user/inquiry$`));
    await expect(page.getByText(m.inquiry.list.empty)).toBeVisible();
    await page
      .getByRole('link', { name: new RegExp(`^${escape(m.inquiry.list.toBasket)}`) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/user/inquiry/basket$`));
    await expect(page.getByTestId('basket-line')).toHaveCount(2);

    // 4. Basket: a quantity under the MOQ is refused with the server's words; a target price is kept.
    const line1 = basketLine(page, first.skuCode);
    await expect(line1.getByRole('textbox', { name: m.inquiry.basket.quantity })).toHaveValue(
      String(firstQty),
    );
    const price = line1.getByRole('textbox', {
      name: fill(m.inquiry.basket.targetPrice, { currency: 'USD' }),
    });
    await saveField(line1, price, '12.5');
    const line2 = basketLine(page, second.skuCode);
    const qty2 = line2.getByRole('textbox', { name: m.inquiry.basket.quantity });
    const moq2 = Number(await qty2.inputValue());
    if (moq2 > 1) {
      await qty2.fill(String(moq2 - 1));
      await qty2.blur();
      await expect(line2.getByRole('alert')).toContainText(m.inquiry.basket.belowMoq.split('{minimum}')[0]!);
    }
    await saveField(line2, qty2, String(moq2 * 2));
    await expect(line2.getByRole('alert')).toHaveCount(0);
    // Kept on the server: a reload (or another device) shows the same.
    await page.reload();
    await expect(
      basketLine(page, first.skuCode).getByRole('textbox', {
        name: fill(m.inquiry.basket.targetPrice, { currency: 'USD' }),
      }),
    ).toHaveValue('12.50');
    await expectNoMissingMessages(page);
    if (lang === 'zh')
      await page.screenshot({ path: testInfo.outputPath('basket-zh-desktop.png'), fullPage: true });

    // 5. Send once: the contact comes from the profile; the new inquiry's page opens.
    const form = page.getByTestId('send-inquiry-form');
    await expect(form.getByRole('textbox', { name: m.inquiry.send.contactName })).toHaveValue(name);
    await expect(form.getByRole('textbox', { name: m.inquiry.send.contactMobile })).toHaveValue(mobile);
    await form
      .getByRole('textbox', { name: m.inquiry.send.message })
      .fill(lang === 'zh' ? '请报 FOB 上海价格。' : 'Please quote FOB Shanghai.');
    // A drawing as a PDF: uploaded at once, with its progress, before the send.
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    await form
      .getByLabel(m.inquiry.send.addFiles)
      .setInputFiles({ name: 'drawing.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(form.getByTestId('attachment-list')).toContainText('drawing.pdf');
    await expect(form.getByRole('progressbar')).toHaveCount(0);
    await form.getByRole('button', { name: m.inquiry.send.submit }).dblclick();
    await expect(page).toHaveURL(new RegExp(`${prefix}/user/inquiry/\\d+$`));
    const id = Number(page.url().split('/').pop());
    const submitted = page.getByText(
      new RegExp(escape(m.inquiry.send.submitted).replace(escape('{reference}'), '(\\S+)')),
    );
    await expect(submitted).toBeVisible();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toContainText(m.inquiry.detailTitle);
    const reference = (await heading.locator('.font-mono').textContent())!.trim();
    await expect(page.getByTestId('quote-panel')).toContainText(m.inquiry.detail.awaiting);
    await expect(page.getByTestId('inquiry-state')).toHaveText(m.inquiryState['100']);
    await expect(page.getByTestId('inquiry-basket-count')).toHaveCount(0);
    const attachmentDownload = page.waitForEvent('download', { timeout: 15_000 });
    await page
      .getByRole('button', { name: fill(m.inquiry.detail.downloadLabel, { name: 'drawing.pdf' }) })
      .click();
    expect((await attachmentDownload).suggestedFilename()).toBe('drawing.pdf');

    // 6. The list shows it, once (the double click sent one inquiry).
    await page.getByRole('link', { name: m.inquiry.detail.back }).click();
    await expect(page.getByTestId('inquiry-row')).toHaveCount(1);
    await expect(page.getByTestId('inquiry-row').first()).toContainText(reference);

    // 7. The operator quotes; the buyer sees prices, total and validity, and accepts.
    const quote = await quoteInquiry(
      base,
      id,
      (lineNo) => (lineNo === 1 ? 1150 : 2000),
      lang === 'zh' ? '含包装，30 天交货。' : 'Packed, delivery in 30 days.',
    );
    await page.getByRole('link', { name: reference }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/user/inquiry/${id}$`));
    await expect(page.getByTestId('inquiry-state')).toHaveText(m.inquiryState['200']);
    const total = usd(quote.quotedTotal, intl);
    await expect(page.getByTestId('quoted-total')).toHaveText(total);
    await expect(page.getByTestId('quote-panel')).toContainText(
      m.inquiry.detail.expiresOn.split('{date}')[0]!,
    );
    await expect(page.getByTestId('inquiry-line').first()).toContainText(usd(1150, intl));
    if (lang === 'zh')
      await page.screenshot({ path: testInfo.outputPath('detail-zh-desktop.png'), fullPage: true });
    await page.getByRole('button', { name: m.inquiry.detail.accept }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText(total);
    await confirm.getByRole('button', { name: m.inquiry.detail.accept }).click();
    await expect(page.getByText(m.inquiry.detail.accepted).first()).toBeVisible();
    await expect(page.getByTestId('inquiry-state')).toHaveText(m.inquiryState['300']);
    await expect(page.getByRole('button', { name: m.inquiry.detail.accept })).toHaveCount(0);

    // 8. Another inquiry; both selected and closed in bulk: the accepted one is refused, with why.
    const api = await buyerApi(base, token);
    const other = await api.createInquiry(
      { lines: [{ product: spare.skuCode, quantity: spare.moq }], contactName: name, contactMobile: mobile },
      `e2e-${lang}-${mobile}`,
      lang,
    );
    await api.dispose();
    await page.goto(`${prefix}/user/inquiry`);
    await expect(page.getByTestId('inquiry-row')).toHaveCount(2);
    for (const ref of [reference, other.reference]) {
      await page.getByRole('checkbox', { name: fill(m.inquiry.list.selectRow, { reference: ref }) }).click();
    }
    await page.getByRole('button', { name: m.inquiry.list.closeSelected }).click();
    await page.getByRole('dialog').getByRole('button', { name: m.inquiry.list.closeSelected }).click();
    const refused = page.getByTestId('close-refused');
    await expect(refused).toContainText(reference);
    await expect(refused).not.toContainText(other.reference);
    const otherRow = page.locator(`[data-testid="inquiry-row"][data-reference="${other.reference}"]`);
    await expect(otherRow.getByTestId('inquiry-state')).toHaveText(m.inquiryState['500']);

    // 9. Filter by state (kept in the address).
    await page.getByRole('combobox', { name: m.inquiry.list.state }).selectOption(String(300));
    await page.getByRole('button', { name: m.inquiry.list.apply }).click();
    await expect(page.getByTestId('inquiry-row')).toHaveCount(1);
    await expect(page).toHaveURL(/state=300/);
    await page.reload();
    await expect(page.getByTestId('inquiry-row')).toHaveCount(1);
    await expectNoMissingMessages(page);
  });
}

test('the inquiry list exports what the filters show, as Excel and CSV files', async ({
  page,
  context,
  baseURL,
}) => {
  const base = baseURL ?? 'http://localhost:3210';
  const token = await approvedBuyer(base, '13500000014', '导出买家', '导出汽配');
  await signInBrowser(context, base, token);
  const [item] = await catalogueItems(base, 'cid=1003&pageSize=1');
  const api = await buyerApi(base, token);
  await api.createInquiry(
    {
      lines: [{ product: item!.skuCode, quantity: item!.moq }],
      contactName: '导出买家',
      contactMobile: '13500000014',
    },
    'e2e-export-13500000014',
  );
  await api.dispose();
  await page.goto('/user/inquiry');
  for (const [label, extension] of [
    [zhMessages.inquiry.list.exportXlsx, 'xlsx'],
    [zhMessages.inquiry.list.exportCsv, 'csv'],
  ] as const) {
    const download = page.waitForEvent('download', { timeout: 15_000 });
    await page.getByRole('button', { name: label }).click();
    expect((await download).suggestedFilename()).toMatch(new RegExp(`\\.${extension}$`));
  }
});

const quickJourneys = [
  { lang: 'en', prefix: '/en', m: enMessages, mobile: '13500000013', phone: true, lines: '20 lines' },
  {
    lang: 'zh',
    prefix: '',
    m: zhMessages as Messages,
    mobile: '13500000015',
    phone: false,
    lines: '共 20 行',
  },
] as const;

for (const { lang, prefix, m, mobile, phone, lines } of quickJourneys) {
  test(`a pasted list of 20 part numbers becomes a basket with the 3 unknown flagged (${lang}, ${phone ? '360 px phone' : '1366 px desktop'})`, async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    test.setTimeout(240_000);
    const base = baseURL ?? 'http://localhost:3210';
    await page.setViewportSize(phone ? { width: 360, height: 780 } : { width: 1366, height: 900 });
    const token = await approvedBuyer(base, mobile, 'Quick Buyer', 'Quick Parts GmbH');
    await signInBrowser(context, base, token);
    const items: CatalogueItem[] = await catalogueItems(base, `cid=1019&pageSize=17&lang=${lang}`);
    expect(items).toHaveLength(17);
    // SKU codes and the makers' part numbers, as a buyer's own list mixes them; quantities at twice the MOQ.
    const known = items.map((p, i) => `${i % 3 === 0 ? p.partNumber : p.skuCode}\t${p.moq * 2}`);
    const unknown = ['NOPE-000-001 5', 'XX-404-404, 10', 'ZZZ999999;1'];
    const list = [
      ...known.slice(0, 6),
      unknown[0],
      ...known.slice(6, 12),
      unknown[1],
      ...known.slice(12),
      unknown[2],
    ];

    await page.goto(`${prefix}/user/inquiry/basket`);
    await expect(page.getByText(m.inquiry.basket.empty)).toBeVisible();
    const quick = page.getByTestId('quick-inquiry');
    await quick.getByRole('textbox', { name: m.inquiry.quick.textLabel }).fill(list.join('\n'));
    await expect(quick).toContainText(lines);
    await quick.getByRole('button', { name: m.inquiry.quick.submit }).click();
    await expect(quick.getByRole('status')).toHaveText(
      fill(m.inquiry.quick.summary, { matched: 17, total: 20 }),
    );
    const problems = quick.getByTestId('quick-problem');
    await expect(problems).toHaveCount(3);
    for (const [i, input] of unknown.entries()) {
      await expect(problems.nth(i)).toHaveAttribute('data-result', 'unmatched');
      await expect(problems.nth(i)).toContainText(m.inquiry.quick.result.unmatched);
      await expect(problems.nth(i)).toContainText(input.split(/[\s,;]/)[0]!);
    }
    await expect(page.getByTestId('basket-line')).toHaveCount(17);
    // The same from a CSV file: one more part.
    const [extra] = await catalogueItems(base, `cid=1003&pageSize=1&lang=${lang}`);
    await quick.getByLabel(m.inquiry.quick.file).setInputFiles({
      name: 'parts.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${extra!.skuCode},${extra!.moq}\n`),
    });
    await expect(quick.getByRole('status')).toHaveText(
      fill(m.inquiry.quick.summary, { matched: 1, total: 1 }),
    );
    await expect(page.getByTestId('basket-line')).toHaveCount(18);
    const width = phone ? 360 : 1366;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath(`basket-${lang}.png`), fullPage: true });

    // Sent from the phone; the list is stacked cards, the detail fits too.
    await page.getByTestId('send-inquiry-form').getByRole('button', { name: m.inquiry.send.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/user/inquiry/\\d+$`));
    await expect(page.getByTestId('inquiry-state')).toHaveText(m.inquiryState['100']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath(`detail-${lang}.png`), fullPage: true });
    await page.goto(`${prefix}/user/inquiry`);
    if (phone) {
      await expect(page.getByTestId('inquiry-card')).toHaveCount(1);
      await expect(page.getByTestId('inquiry-table')).toBeHidden();
    } else {
      await expect(page.getByTestId('inquiry-table')).toBeVisible();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath(`list-${lang}.png`), fullPage: true });
    await expectNoMissingMessages(page);
  });
}

const mergeJourneys = [
  { lang: 'zh', prefix: '', m: zhMessages as Messages, mobile: '13500000016' },
  { lang: 'en', prefix: '/en', m: enMessages, mobile: '13500000017' },
] as const;

for (const { lang, prefix, m, mobile } of mergeJourneys) {
  test(`a pasted list naming a part already in the basket asks first: add the quantities, keep the basket's or take the list's (${lang})`, async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    test.setTimeout(180_000);
    const base = baseURL ?? 'http://localhost:3210';
    await page.setViewportSize({ width: 1366, height: 900 });
    const token = await approvedBuyer(base, mobile, 'Merge Buyer', 'Merge Parts Co.');
    await signInBrowser(context, base, token);
    const [part, other] = await catalogueItems(base, `cid=1019&pageSize=2&lang=${lang}`);
    const unit = part!.moq;
    const [inBasket, listed] = [25 * unit, 3 * unit];
    const q = m.inquiry.quick;
    const quantityOf = () => basketLine(page, part!.skuCode).getByRole('textbox', { name: m.inquiry.basket.quantity });

    await page.goto(`${prefix}/user/inquiry/basket`);
    await expect(page.getByText(m.inquiry.basket.empty)).toBeVisible();
    const quick = page.getByTestId('quick-inquiry');
    const list = quick.getByRole('textbox', { name: q.textLabel });
    // An empty basket: the list goes straight in.
    await list.fill(`${part!.skuCode} ${inBasket}`);
    await quick.getByRole('button', { name: q.submit }).click();
    await expect(quick.getByRole('status')).toHaveText(fill(q.summary, { matched: 1, total: 1 }));
    await expect(quantityOf()).toHaveValue(String(inBasket));

    const merge = quick.getByTestId('quick-merge');
    const result = merge.getByTestId('quick-merge-result');
    const choose = async (option: 'add' | 'keep' | 'list') => {
      await merge.getByRole('group', { name: q.merge.legend }).getByRole('radio', { name: q.merge.option[option] }).check();
    };
    const pasteAgain = async (text: string) => {
      await list.fill(text);
      await quick.getByRole('button', { name: q.submit }).click();
      await expect(merge).toBeVisible();
      await expect(merge).toContainText(q.merge.intro);
      await expect(merge.getByTestId('quick-merge-line')).toHaveCount(1);
      await expect(merge).toContainText(fill(q.merge.quantities, { basket: quantityNow, list: listed }));
    };
    let quantityNow = inBasket;

    // The list names the part again, with another part: nothing changes until the buyer chooses.
    await pasteAgain(`${part!.skuCode}\t${listed}\n${other!.skuCode} ${other!.moq}`);
    await expect(merge.getByRole('radio', { name: q.merge.option.add })).toBeChecked();
    await expect(result).toHaveText(fill(q.merge.result, { quantity: inBasket + listed }));
    await choose('keep');
    await expect(result).toHaveText(fill(q.merge.result, { quantity: inBasket }));
    await choose('list');
    await expect(result).toHaveText(fill(q.merge.result, { quantity: listed }));
    await choose('add');
    await expect(result).toHaveText(fill(q.merge.result, { quantity: inBasket + listed }));
    await expect(quantityOf()).toHaveValue(String(inBasket));
    await expect(page.getByTestId('basket-line')).toHaveCount(1);
    await expectAccessible(page, `${lang} quick inquiry, parts already in the basket`);
    await page.screenshot({ path: testInfo.outputPath(`merge-choice-${lang}-desktop.png`), fullPage: true });
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page, `${lang} quick inquiry, parts already in the basket (phone)`);
    await page.screenshot({ path: testInfo.outputPath(`merge-choice-${lang}-phone.png`), fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });

    // Add (the default): 25 + 3; the other part comes in too.
    await merge.getByRole('button', { name: q.merge.apply }).click();
    await expect(quick.getByRole('status')).toHaveText(fill(q.summary, { matched: 2, total: 2 }));
    await expect(merge).toBeHidden();
    quantityNow = inBasket + listed;
    await expect(quantityOf()).toHaveValue(String(quantityNow));
    await expect(page.getByTestId('basket-line')).toHaveCount(2);

    // Keep the basket's.
    await pasteAgain(`${part!.skuCode} ${listed}`);
    await choose('keep');
    await expect(result).toHaveText(fill(q.merge.result, { quantity: quantityNow }));
    await merge.getByRole('button', { name: q.merge.apply }).click();
    await expect(quick.getByRole('status')).toHaveText(fill(q.summary, { matched: 1, total: 1 }));
    await expect(quantityOf()).toHaveValue(String(quantityNow));

    // Cancel: nothing changes.
    await pasteAgain(`${part!.skuCode} ${listed}`);
    await merge.getByRole('button', { name: q.merge.cancel }).click();
    await expect(merge).toBeHidden();
    await expect(quantityOf()).toHaveValue(String(quantityNow));

    // Take the list's.
    await pasteAgain(`${part!.skuCode} ${listed}`);
    await choose('list');
    await expect(result).toHaveText(fill(q.merge.result, { quantity: listed }));
    await merge.getByRole('button', { name: q.merge.apply }).click();
    await expect(quick.getByRole('status')).toHaveText(fill(q.summary, { matched: 1, total: 1 }));
    quantityNow = listed;
    await expect(quantityOf()).toHaveValue(String(listed));

    // What the buyer saw is what goes out.
    await page.getByTestId('send-inquiry-form').getByRole('button', { name: m.inquiry.send.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/user/inquiry/\\d+$`));
    const id = /\/(\d+)$/.exec(page.url())![1];
    const detail = await (await page.request.get(`/api/inquiry/${id}?lang=en`, { headers: { Authorization: `Bearer ${token}` } })).json();
    expect(
      detail.data.lines.map((l: { skuCode: string; quantity: number }) => [l.skuCode, l.quantity]),
    ).toEqual(expect.arrayContaining([[part!.skuCode, listed], [other!.skuCode, other!.moq]]));
    await expectNoMissingMessages(page);
  });
}

test('a visitor who asks to add to an inquiry is asked to sign in first', async ({ page, baseURL }) => {
  const [item] = await catalogueItems(baseURL ?? 'http://localhost:3210', 'cid=1003&pageSize=1');
  await page.goto(`/product/${item!.skuCode}`);
  await page.getByRole('button', { name: zhMessages.product.addToInquiry, exact: true }).click();
  await expect(page.getByTestId('sign-in-dialog')).toBeVisible();
  await page.goto(`/category/${item!.cid}`);
  await page.locator('button[data-inquiry-sku]').first().click();
  await expect(page.getByTestId('sign-in-dialog')).toBeVisible();
  await expect(page.getByTestId('inquiry-basket-count')).toHaveCount(0);
});
