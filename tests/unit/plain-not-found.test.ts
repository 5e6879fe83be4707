import { describe, expect, it } from 'vitest';
import en from '@messages/en.json';
import zh from '@messages/zh.json';
import {
  plainBilingualStatusPageHtml,
  plainNotFoundHtml,
  plainNotFoundLang,
  type PlainNotFoundTexts,
} from '@/lib/plain-not-found';
import { PLAIN_PAGE_TEXTS } from '@/lib/plain-page-texts';

const texts = (m: typeof en): PlainNotFoundTexts => ({
  siteName: m.meta.siteName,
  title: m.meta.notFoundTitle,
  message: m.error['404'],
  goHome: m.common.goHome,
});

describe('plainNotFoundLang', () => {
  it('the URL prefix decides first', () => {
    expect(plainNotFoundLang('/en/product/x', 'zh', 'zh-CN')).toBe('en');
    expect(plainNotFoundLang('/zh/product/x', 'en', 'en-US')).toBe('zh');
  });

  it('then the locale cookie, then the browser’s languages by weight, then Chinese', () => {
    expect(plainNotFoundLang('/product/x', 'en', 'zh-CN')).toBe('en');
    expect(plainNotFoundLang('/product/x', 'fr', 'en-GB,en;q=0.9')).toBe('en');
    expect(plainNotFoundLang('/product/x', undefined, 'fr-FR, zh;q=0.5, en;q=0.8')).toBe('en');
    expect(plainNotFoundLang('/product/x', undefined, 'en;q=0, zh-TW')).toBe('zh');
    expect(plainNotFoundLang('/product/x', undefined, 'de-DE')).toBe('zh');
    expect(plainNotFoundLang('/product/x', undefined, null)).toBe('zh');
  });
});

describe('plainNotFoundHtml', () => {
  it('is a small page in the visitor’s language with a link home', () => {
    const english = plainNotFoundHtml(texts(en), 'en');
    expect(english).toContain('<html lang="en">');
    expect(english).toContain(en.error['404']);
    expect(english).toContain(`<a href="/en"`);
    expect(english).toContain(en.common.goHome);
    const chinese = plainNotFoundHtml(texts(zh as typeof en), 'zh');
    expect(chinese).toContain('<html lang="zh-CN">');
    expect(chinese).toContain(zh.error['404']);
    expect(chinese).toContain('<a href="/"');
    for (const page of [english, chinese]) {
      expect(Buffer.byteLength(page)).toBeLessThan(2048);
      expect(page).not.toMatch(/<script/i);
    }
  });

  it('escapes its texts', () => {
    const page = plainNotFoundHtml({ siteName: 'A&B', title: '<t>', message: '"m"', goHome: "g'o" }, 'en');
    expect(page).toContain('A&amp;B');
    expect(page).toContain('&lt;t&gt;');
    expect(page).toContain('&quot;m&quot;');
    expect(page).toContain('g&#39;o');
  });
});

describe('plainBilingualStatusPageHtml', () => {
  it('says it in Chinese, then in English, each with its own link home', () => {
    const page = plainBilingualStatusPageHtml(400, PLAIN_PAGE_TEXTS[400]);
    expect(page).toContain('<html lang="zh-CN">');
    const zhAt = page.indexOf(zh.error['400']);
    const enAt = page.indexOf(en.error['400']);
    expect(zhAt).toBeGreaterThan(-1);
    expect(enAt).toBeGreaterThan(zhAt);
    const zhHome = page.indexOf(`<a href="/" style="color:#1a31a3">${zh.common.goHome}</a>`);
    expect(zhHome).toBeGreaterThan(zhAt);
    expect(zhHome).toBeLessThan(enAt);
    expect(page.slice(enAt)).toContain(`<a href="/en" style="color:#1a31a3">${en.common.goHome}</a>`);
    expect(page).toContain(`${zh.meta.badRequestTitle} / ${en.meta.badRequestTitle}`);
  });
});
