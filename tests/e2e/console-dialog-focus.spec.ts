import enMessages from '../../messages/en.json' with { type: 'json' };
import zhMessages from '../../messages/zh.json' with { type: 'json' };
import { request, type Locator, type Page } from '@playwright/test';
import { expect, expectAccessible as expectAccessibleNow, test, type Buyer } from './fixtures';
import { applyForAccount, createApprovedBuyer } from './support/buyer';
import { signInToConsoleAsOperator } from './support/console-language';
import { sendInquiryAsBuyer } from './support/inquiry-actors';
import { requestInvoiceAsBuyer } from './support/invoice-actors';
import { FOCUS_INVOICE_BUYERS } from './support/invoice-buyers';
import { approveApplication } from './support/operator';

/*
 * A keyboard user walks every dialog, confirmation and question the console opens — approve, reject
 * and disable an account, disable and enable a company, a new or changed category and its deletion,
 * a search synonym and its deletion, issuing an invoice, sending a quote — in Chinese and in English.
 * Each is opened from its button with Enter and closed once with Escape and once with its Cancel
 * button: both times focus is back on the button that opened it, never on the page's start.
 */
type Messages = typeof enMessages;
const LANGS = [
  { lang: 'zh', m: zhMessages as Messages },
  { lang: 'en', m: enMessages },
] as const;

const fill = (text: string, params: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_m, k: string) => String(params[k] ?? ''));
/** A message with placeholders as a pattern: "Edit {name}" finds "Edit Brakes". */
const pattern = (text: string) => new RegExp(text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+'));

/** A screen opened from the side menu by its exact name ("公司" is also part of a company's name). */
const openFromMenu = (page: Page, name: string) => page.getByRole('complementary').getByRole('link', { name, exact: true }).click();

async function expectAccessible(page: Page, where: string) {
  await expect(page.locator('.ant-btn-loading, .ant-spin-spinning')).toHaveCount(0);
  await expectAccessibleNow(page, where);
}

/**
 * Opens `layer` from `opener` by keyboard and closes it with Escape, then opens it again and closes it
 * with its Cancel button: focus is back on the opener each time. axe checks the open layer once.
 */
async function closesBackToOpener(page: Page, opener: Locator, layer: Locator, cancel: string, where: string) {
  await expect(opener, where).toBeVisible();
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(layer, where).toBeVisible();
  await expectAccessible(page, where);
  await page.keyboard.press('Escape');
  await expect(layer, `${where}: closed by Escape`).toBeHidden();
  await expect(opener, `${where}: focus after Escape`).toBeFocused();

  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(layer, where).toBeVisible();
  await layer.getByRole('button', { name: cancel, exact: true }).click();
  await expect(layer, `${where}: closed by Cancel`).toBeHidden();
  await expect(opener, `${where}: focus after Cancel`).toBeFocused();
}

/** A Popconfirm's question: antd draws it as a tooltip layer at the end of the page. */
const question = (page: Page, text: string) => page.getByRole('tooltip').filter({ hasText: text });

/** A search that finds nothing, logged as a buyer's search is, so "Search terms" lists it. */
async function searchAsBuyer(base: string, buyer: Buyer, word: string, lang: 'zh' | 'en') {
  const api = await request.newContext({ baseURL: base });
  try {
    await api.get('/api/cate');
    const xsrf = decodeURIComponent((await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
    const login = await api.post('/api/login', { data: { username: buyer.mobile, password: buyer.password }, headers: { 'X-XSRF-TOKEN': xsrf } });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const res = await api.get(`/api/search?keyword=${encodeURIComponent(word)}&lang=${lang}&site=us`, { headers: { Authorization: `Bearer ${token}` } });
    expect(((await res.json()) as { status: number }).status).toBe(200);
  } finally {
    await api.dispose();
  }
}

for (const { lang, m } of LANGS) {
  test(`every console dialog gives focus back to its button on Escape and on Cancel (${lang})`, async ({ page, baseURL }) => {
    test.setTimeout(300_000);
    const a = m.admin;
    const base = baseURL!;
    const stamp = Date.now() % 1e6;
    // A buyer of this test's own: its search and its inquiry count against no other journey's allowance.
    const buyer = await createApprovedBuyer(base);
    const pending = await applyForAccount(base, { company: `焦点待审汽配${stamp}` });
    const approved = await applyForAccount(base, { company: `焦点公司汽配${stamp}` });
    await approveApplication(base, approved.mobile);
    // A word no catalogue or dictionary holds (Latin consonants only), so its search finds nothing.
    const word = `zq${Array.from({ length: 8 }, () => 'bcdfghjklmnpvwxz'[Math.floor(Math.random() * 16)]).join('')}`;
    await searchAsBuyer(base, buyer, word, lang);
    const orderSn = await requestInvoiceAsBuyer(base, FOCUS_INVOICE_BUYERS[lang]);
    const inquiry = await sendInquiryAsBuyer(base, buyer, lang, `Dialog focus ${lang}`);

    await page.setViewportSize({ width: 1366, height: 768 });
    await signInToConsoleAsOperator(page, lang, m);

    // Applicants: approve asks first; reject asks for a reason.
    await openFromMenu(page, a.nav.applicants);
    const applicant = page.getByRole('row').filter({ hasText: pending.company });
    await expect(applicant).toHaveCount(1);
    const who = `李明 (${pending.company})`;
    await closesBackToOpener(
      page,
      applicant.getByRole('button', { name: a.users.approve }),
      question(page, fill(a.users.confirmApprove, { who })),
      a.users.no,
      `${lang} approve question`,
    );
    await closesBackToOpener(
      page,
      applicant.getByRole('button', { name: a.users.reject }),
      page.getByRole('dialog', { name: fill(a.users.rejectTitle, { who }) }),
      a.users.no,
      `${lang} reject dialog`,
    );

    // Users: disabling an account asks first.
    await openFromMenu(page, a.nav.users);
    await page.getByLabel(a.users.search).fill(approved.mobile);
    await page.getByRole('button', { name: a.users.find }).click();
    const account = page.getByRole('row').filter({ hasText: approved.mobile });
    await expect(account).toHaveCount(1);
    await closesBackToOpener(
      page,
      account.getByRole('button', { name: a.users.disable }),
      question(page, fill(a.users.confirmDisable, { who: `李明 (${approved.company})` })),
      a.users.no,
      `${lang} disable-account question`,
    );

    // A company: disabling asks for a reason; once disabled, enabling asks first.
    await openFromMenu(page, a.nav.companies);
    await page.getByLabel(a.companies.search).fill(approved.company);
    await page.getByRole('button', { name: a.companies.find }).click();
    await page.getByRole('link', { name: approved.company, exact: true }).click();
    const disableDialog = page.getByRole('dialog', { name: fill(a.companies.disableTitle, { name: approved.company }) });
    await closesBackToOpener(page, page.getByRole('button', { name: a.companies.disable }), disableDialog, a.companies.cancel, `${lang} disable-company dialog`);
    await page.getByRole('button', { name: a.companies.disable }).click();
    await disableDialog.getByLabel(a.companies.reason).fill('Dialog focus walk');
    await disableDialog.getByRole('button', { name: a.companies.disable }).click();
    await expect(disableDialog).toBeHidden();
    const enable = page.getByRole('button', { name: a.companies.enable });
    const enableQuestion = question(page, fill(a.companies.confirmEnable, { name: approved.company }));
    await closesBackToOpener(page, enable, enableQuestion, a.companies.cancel, `${lang} enable-company question`);
    await enable.click();
    await enableQuestion.getByRole('button', { name: a.companies.enable }).click();
    await expect(page.getByRole('button', { name: a.companies.disable })).toBeVisible();

    // Categories: a new one, a change, a deletion.
    await openFromMenu(page, a.nav.categories);
    await closesBackToOpener(
      page,
      page.getByRole('button', { name: a.catalogue.newCategory }),
      page.getByRole('dialog', { name: a.catalogue.newCategory }),
      a.catalogue.cancel,
      `${lang} new-category dialog`,
    );
    const firstCategory = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await closesBackToOpener(
      page,
      firstCategory.getByRole('button', { name: pattern(a.catalogue.editOne) }),
      page.getByRole('dialog', { name: pattern(a.catalogue.editCategory) }),
      a.catalogue.cancel,
      `${lang} edit-category dialog`,
    );
    await closesBackToOpener(
      page,
      firstCategory.getByRole('button', { name: pattern(a.catalogue.deleteOne) }),
      page.getByRole('tooltip').filter({ hasText: pattern(a.catalogue.deleteConfirm) }),
      a.catalogue.cancel,
      `${lang} delete-category question`,
    );

    // Search terms: teaching a synonym, then deleting it.
    const s = a.searchTerms;
    await openFromMenu(page, a.nav.searchTerms);
    const searched = page.getByTestId('search-terms').getByRole('row').filter({ hasText: word });
    const teach = searched.getByRole('button', { name: fill(s.addSynonymFor, { query: word }) });
    const teachDialog = page.getByRole('dialog', { name: fill(s.synonymTitle, { query: word }) });
    await closesBackToOpener(page, teach, teachDialog, s.cancel, `${lang} synonym dialog`);
    await teach.click();
    await teachDialog.getByLabel(s.target).fill('oil filter');
    await teachDialog.getByRole('button', { name: s.save }).click();
    await expect(teachDialog).toBeHidden();
    const rule = page.getByTestId('search-rules').getByRole('row').filter({ hasText: word });
    const remove = rule.getByRole('button', { name: fill(s.deleteOne, { term: word, target: 'oil filter' }) });
    const removeQuestion = question(page, fill(s.deleteConfirm, { term: word, target: 'oil filter' }));
    await closesBackToOpener(page, remove, removeQuestion, s.cancel, `${lang} delete-rule question`);
    // Confirmed, the rule goes (and this run's made-up word with it).
    await remove.click();
    await removeQuestion.getByRole('button', { name: s.delete }).click();
    await expect(rule).toHaveCount(0);

    // Invoices: issuing asks for the fapiao number.
    await openFromMenu(page, a.nav.invoices);
    await closesBackToOpener(
      page,
      page.getByRole('button', { name: fill(a.invoices.issueOne, { sn: orderSn }) }),
      page.getByRole('dialog', { name: fill(a.invoices.issueTitle, { sn: orderSn }) }),
      a.invoices.cancel,
      `${lang} issue-invoice dialog`,
    );

    // A quote: Send asks first.
    await page.goto(`/admin/inquiries/${inquiry.id}`);
    await expect(page.getByRole('heading', { name: fill(a.quote.title, { reference: inquiry.reference }), level: 1 })).toBeVisible();
    await page.getByLabel(fill(a.quote.unitPriceOf, { line: 1 })).fill('12.34');
    await closesBackToOpener(
      page,
      page.getByRole('button', { name: a.quote.send }),
      page.getByRole('dialog', { name: fill(a.quote.confirmTitle, { reference: inquiry.reference }) }),
      a.quote.confirmCancel,
      `${lang} send-quote confirmation`,
    );
  });
}
