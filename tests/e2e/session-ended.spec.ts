import enMessages from '../../messages/en.json' with { type: 'json' };
import zhMessages from '../../messages/zh.json' with { type: 'json' };
import { expect, signIn, test } from './fixtures';

/*
 * Spec §8: any failed request shows a toast, and 410000–410002 sign out and go home. The profile page
 * reads the account quietly; when the server has ended the session (signed out on another device),
 * the buyer lands on the home page signed out and is told why, in the page's language.
 */
const LANGS = [
  { lang: 'zh', prefix: '', m: zhMessages as typeof enMessages },
  { lang: 'en', prefix: '/en', m: enMessages },
] as const;

for (const { lang, prefix, m } of LANGS) {
  test(`a session ended elsewhere: /user/profile signs out, goes home and says the session ended (${lang})`, async ({ page, buyer }) => {
    await page.goto(prefix || '/');
    await signIn(page, buyer, m);

    // The session ends on the server (as a sign-out on another device does); the browser still holds its token.
    const cookies = await page.context().cookies();
    const account = JSON.parse(decodeURIComponent(cookies.find((c) => c.name === 'user-account')!.value)) as { token: string };
    const xsrf = decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
    const out = await page.request.post(`/api/logout?lang=${lang}`, { headers: { Authorization: `Bearer ${account.token}`, 'X-XSRF-TOKEN': xsrf } });
    expect(((await out.json()) as { status: number }).status).toBe(200);

    await page.goto(`${prefix}/user/profile`);
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: m.api.sessionExpired })).toHaveCount(1);
    await expect(page).toHaveURL(new RegExp(`^[^?#]*//[^/]+${prefix}/?$`));
    await expect(page.getByRole('button', { name: m.header.signIn, exact: true }).filter({ visible: true }).first()).toBeVisible();
  });
}
