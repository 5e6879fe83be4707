import { expect, type Page } from '@playwright/test';
import type enMessages from '../../../messages/en.json';
import { expectAccessible } from './accessibility';

type Messages = typeof enMessages;
export type InvoiceTitle = { kind: 'personal' | 'company'; name: string; taxNo?: string };

/** The same code with its last (check) character changed: what a typing mistake there looks like. */
function withWrongCheckCharacter(taxNo: string): string {
  return `${taxNo.slice(0, -1)}${taxNo.endsWith('4') ? '3' : '4'}`;
}

/**
 * "Add title" on /user/order's Invoice titles tab, as a person fills it in: a personal title, or a
 * company one with its unified social credit code and bank details. `mistypeCheckCharacter` first
 * types the code with a wrong check character: the dialog says so in the server's own words (and
 * passes axe while it does), then the right code, in lower case, clears the error.
 */
export async function addInvoiceTitle(
  page: Page,
  m: Messages,
  title: InvoiceTitle,
  { mistypeCheckCharacter = false } = {},
): Promise<void> {
  // Counted once the tab has loaded its titles (a card, or the line saying there are none).
  const anyTitle = page.getByTestId('invoice-title').first();
  await expect(page.getByText(m.invoices.titles.empty).or(anyTitle)).toBeVisible();
  const cards = page.getByTestId('invoice-title').filter({ hasText: title.name });
  const before = await cards.count();
  await page.getByRole('button', { name: m.invoices.titles.add, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: m.invoices.form.title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: m.invoices.kind[title.kind], exact: true }).check();
  if (title.kind === 'personal') {
    await dialog.getByLabel(m.invoices.form.personalName).fill(title.name);
  } else {
    if (!title.taxNo) throw new Error('a company title needs its credit code');
    await dialog.getByLabel(m.invoices.form.companyName).fill(title.name);
    const taxNo = dialog.getByLabel(m.invoices.form.taxNo);
    if (mistypeCheckCharacter) {
      await taxNo.fill(withWrongCheckCharacter(title.taxNo));
      await taxNo.blur();
      await expect(dialog.getByText(m.api.invoiceTaxNoCheck)).toBeVisible();
      await expectAccessible(page, 'invoice title dialog with an error');
      await taxNo.fill(title.taxNo.toLowerCase());
      await expect(dialog.getByText(m.api.invoiceTaxNoCheck)).toBeHidden();
    } else {
      await taxNo.fill(title.taxNo);
    }
    await dialog.getByLabel(m.invoices.form.address).fill('福建省福州市鼓楼区五四路 88 号');
    await dialog.getByLabel(m.invoices.form.phone).fill('0591-87654321');
    await dialog.getByLabel(m.invoices.form.bank, { exact: true }).fill('中国工商银行福州五四支行');
    await dialog.getByLabel(m.invoices.form.account).fill('1402 0230 0900 0012 345');
  }
  await dialog.getByRole('button', { name: m.invoices.form.save, exact: true }).click();
  await expect(dialog).toBeHidden();
  // One more card with that name (a retried journey's buyer may already have one from the first try).
  await expect(cards).toHaveCount(before + 1);
}
