'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createTranslator } from 'use-intl/core';
import type en from '@messages/en.json';
import type { ConsoleLang } from './console-lang';

export type AdminMessages = (typeof en)['admin'];
type Translate = (key: string, params?: Record<string, string | number>) => string;
type AdminTexts = { lang: ConsoleLang; t: Translate; messages: AdminMessages };

const Context = createContext<AdminTexts | null>(null);

/** The console's texts (messages/*.json → `admin`), chosen on the server by the console's language. */
export function AdminTextsProvider({ lang, messages, children }: { lang: ConsoleLang; messages: AdminMessages; children: ReactNode }) {
  const value = useMemo(() => {
    const translator = createTranslator({ locale: lang, messages: { admin: messages }, namespace: 'admin' });
    const t: Translate = (key, params) => (translator as unknown as Translate)(key, params);
    return { lang, t, messages };
  }, [lang, messages]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useAdminTexts(): AdminTexts {
  const value = useContext(Context);
  if (!value) throw new Error('useAdminTexts outside AdminTextsProvider');
  return value;
}

/** Refine's own keys (buttons.*, notifications.*, …) from `admin.refine`; its default text otherwise. */
export function refineTranslate(messages: AdminMessages, key: string, options?: unknown, fallback?: string): string {
  let node: unknown = messages.refine;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  if (typeof node !== 'string') return fallback ?? key;
  const params = options && typeof options === 'object' ? (options as Record<string, unknown>) : {};
  return node.replace(/\{(\w+)\}/g, (_m, name: string) => String(params[name] ?? ''));
}
