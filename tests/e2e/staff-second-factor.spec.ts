import { generate } from 'otplib';
import { request, type Page } from '@playwright/test';
import enMessages from '../../messages/en.json' with { type: 'json' };
import zhMessages from '../../messages/zh.json' with { type: 'json' };
import { expect, signIn, test } from './fixtures';
import { uniqueMobile } from './support/buyer';
import { readSmsCode, secondFactorAdmin } from './support/operator';

/*
 * An administrator who has typed only the password — in the store's own sign-in dialog — can do
 * nothing with it: the store's account pages say to finish signing in with the authenticator, and the
 * console opens straight at the authenticator step (no second password). Once past it, the console's
 * message screen shows a verification code someone was just sent with the code masked: codes are for
 * the phone they were sent to (the test reads it where only the development carrier prints it, the
 * server log). In Chinese and in English.
 */
const LANGS = [
  { lang: 'zh', m: zhMessages as typeof enMessages },
  { lang: 'en', m: enMessages },
] as const;

/** Asks for a registration code for `mobile` as a visitor does, and returns it from the server log. */
async function askForCode(baseURL: string, mobile: string): Promise<string> {
  const api = await request.newContext({ baseURL });
  try {
    await api.get('/api/cate');
    const xsrf = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const since = new Date(Date.now() - 2000);
    const res = await api.post('/api/send/sms', {
      data: { username: mobile, issue: 'autopartsContactApply' },
      headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
    });
    expect(((await res.json()) as { status: number }).status).toBe(200);
    return await readSmsCode(baseURL, mobile, since);
  } finally {
    await api.dispose();
  }
}

/** The console's language switch on a step without the password form: click until the step reads in English. */
async function consoleInEnglish(page: Page, heading: string): Promise<void> {
  await expect(async () => {
    await page.getByText('English', { exact: true }).click();
    await expect(page.getByRole('heading', { name: heading })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
}

for (const { lang, m } of LANGS) {
  const a = m.admin;
  test(`an admin with only the password is sent to the authenticator, and the message screen masks codes (${lang})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const admin = secondFactorAdmin(lang, test.info().retry);
    const prefix = lang === 'en' ? '/en' : '';

    // The store's sign-in dialog takes the password; its account pages then refuse with a clear message.
    await page.goto(`${prefix}/`);
    await signIn(page, admin, m);
    await page.goto(`${prefix}/user/profile`);
    await expect(page.getByText(m.api.secondFactorRequired).first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`store-profile-${lang}.png`) });

    // The console skips the password it already has and asks for the authenticator (first time: set it up).
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login(\?|$)/);
    if (lang === 'en') await consoleInEnglish(page, a.signIn.enrolTitle);
    await expect(page.getByRole('heading', { name: a.signIn.enrolTitle })).toBeVisible();
    await expect(page.getByLabel(a.signIn.password)).toHaveCount(0);
    await expect(page.getByRole('button', { name: a.signIn.otherAccount })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`console-enrol-${lang}.png`) });
    const secret = (await page.getByTestId('totp-secret').innerText()).trim();
    await page.getByLabel(a.signIn.code).fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) }));
    await page.getByRole('button', { name: a.signIn.confirm }).click();
    await page.getByRole('button', { name: a.signIn.recoveryDone }).click();
    await expect(page.getByRole('heading', { name: a.dashboard.title, level: 1 })).toBeVisible();

    // Someone asks for a code; their phone (here: the development carrier's log line) has it, the console does not.
    const mobile = uniqueMobile();
    const code = await askForCode(baseURL!, mobile);
    await page.getByRole('complementary').getByRole('link', { name: a.nav.outbox, exact: true }).click();
    await expect(page.getByRole('heading', { name: a.outbox.title, level: 1 })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: mobile });
    await expect(row).toBeVisible();
    await expect(row).toContainText('******');
    // The row's other cells (the full number, the time) are digits too: look for the code on its own.
    const rowText = (await row.innerText()).replace(mobile, '');
    expect(rowText).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
    await page.screenshot({ path: test.info().outputPath(`console-outbox-${lang}.png`), fullPage: true });
  });
}
