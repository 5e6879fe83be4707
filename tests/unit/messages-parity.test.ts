import { describe, expect, it } from 'vitest';
import en from '@messages/en.json';
import zh from '@messages/zh.json';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Map<string, string> =>
  new Map(
    Object.entries(tree).flatMap(([k, v]) =>
      typeof v === 'string' ? [[prefix + k, v] as const] : [...flatten(v, `${prefix}${k}.`)],
    ),
  );
const enKeys = flatten(en as unknown as Tree);
const zhKeys = flatten(zh as unknown as Tree);
// ICU arguments: `{name}` or `{name, plural, …}` (not the `{text}` branches inside a plural).
const placeholders = (s: string) => [...new Set([...s.matchAll(/\{(\w+)(?=[,}])/g)].map((m) => m[1]))].sort();

describe('message files', () => {
  it('have the same keys in English and Chinese', () => {
    expect([...enKeys.keys()].filter((k) => !zhKeys.has(k))).toEqual([]);
    expect([...zhKeys.keys()].filter((k) => !enKeys.has(k))).toEqual([]);
  });

  it('have no empty strings and the same placeholders in both languages', () => {
    for (const [key, text] of enKeys) {
      const other = zhKeys.get(key) ?? '';
      expect(text.trim(), key).not.toBe('');
      expect(other.trim(), key).not.toBe('');
      expect(placeholders(other), key).toEqual(placeholders(text));
    }
  });

  it('keep the message keys the spec names', () => {
    const specKeys = [
      'sendSuccess',
      'userLogin.loginSuccess',
      'userLogin.logoutSuccess',
      'userLogin.accountRequired',
      'userLogin.accountPattern',
      'userLogin.passwordRequired',
      'userLogin.passwordMinLength',
      'userRegister.phonePattern',
      'error.404',
      'error.401',
      'error.500',
    ];
    for (const key of specKeys) expect(enKeys.has(key) && zhKeys.has(key), key).toBe(true);
  });
});
