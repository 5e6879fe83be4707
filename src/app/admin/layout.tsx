import en from '@messages/en.json';
import zh from '@messages/zh.json';
import type { Metadata, Viewport } from 'next';
import { cookies, headers } from 'next/headers';
import type { ReactNode } from 'react';
import { AdminApp } from '@/features/admin/shell/admin-app';
import { ADMIN_LANG_COOKIE } from '@/features/admin/shell/console-lang';
import 'antd/dist/reset.css';
import './console.css';
import { htmlLang } from '@/lib/intl-locale';

// The console reads its language cookie on every request and holds no shared content: never cached.
export const dynamic = 'force-dynamic';

// Console screens name themselves (a React <title> in the console layout); the sign-in page has its own.
export const metadata: Metadata = { robots: { index: false, follow: false } };
export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

/** The operator console's own root layout, outside the storefront's [locale] tree (docs/decisions/0037). */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const chosen = (await cookies()).get(ADMIN_LANG_COOKIE)?.value;
  const accepts = (await headers()).get('accept-language') ?? '';
  const lang = chosen === 'en' || chosen === 'zh' ? chosen : /^\s*zh/i.test(accepts) || !/\ben\b/i.test(accepts) ? 'zh' : 'en';
  const messages = (lang === 'en' ? en : zh).admin;
  return (
    <html lang={htmlLang(lang)}>
      <body>
        <AdminApp lang={lang} messages={messages}>
          {children}
        </AdminApp>
      </body>
    </html>
  );
}
