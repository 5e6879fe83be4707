'use client';

import '@ant-design/v5-patch-for-react-19';
import { useNotificationProvider } from '@refinedev/antd';
import { Refine, type I18nProvider } from '@refinedev/core';
import routerProvider from '@refinedev/nextjs-router/app';
import { App as AntdApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useMemo, type ReactNode } from 'react';
import { authProvider } from '../api/auth-provider';
import { dataProvider } from '../api/data-provider';
import { AdminTextsProvider, refineTranslate, type AdminMessages } from './admin-texts';
import { setConsoleLang, type ConsoleLang } from './console-lang';

/**
 * antd's defaults fail WCAG 1.4.3 for small text (its blue 4.1:1, red 3.3:1, secondary grey 3.4:1,
 * placeholder 1.9:1): the storefront's brand blue (10:1), darker status colours and greys of at least
 * 4.5:1 on white. Tags stay uncoloured (antd's preset tag palettes are pale on pale).
 */
const THEME = {
  token: {
    colorPrimary: '#1a31a3',
    colorLink: '#1a31a3',
    colorTextSecondary: 'rgba(0,0,0,0.65)',
    colorTextTertiary: 'rgba(0,0,0,0.62)',
    colorTextDescription: 'rgba(0,0,0,0.65)',
    colorTextPlaceholder: 'rgba(0,0,0,0.55)',
    colorError: '#c41d1d',
    colorSuccess: '#237804',
    colorWarning: '#ad4e00',
  },
};

/** The console's providers: antd (theme, zh_CN / en_US), Refine (router, data, auth, i18n, notifications). */
export function AdminApp({ lang, messages, children }: { lang: ConsoleLang; messages: AdminMessages; children: ReactNode }) {
  const i18nProvider = useMemo<I18nProvider>(
    () => ({
      translate: (key, options, fallback) => refineTranslate(messages, key, options, fallback),
      changeLocale: (locale: string) => {
        setConsoleLang(locale === 'en' ? 'en' : 'zh');
        window.location.reload();
      },
      getLocale: () => lang,
    }),
    [lang, messages],
  );
  const resources = useMemo(
    () => [
      { name: 'dashboard', list: '/admin', meta: { label: messages.nav.dashboard } },
      { name: 'applicants', list: '/admin/applicants', meta: { label: messages.nav.applicants } },
      { name: 'users', list: '/admin/users', show: '/admin/users/:id', meta: { label: messages.nav.users } },
      { name: 'companies', list: '/admin/companies', show: '/admin/companies/:id', meta: { label: messages.nav.companies } },
      { name: 'categories', list: '/admin/categories', meta: { label: messages.nav.categories } },
      { name: 'products', list: '/admin/products', create: '/admin/products/new', edit: '/admin/products/:id', meta: { label: messages.nav.products } },
      { name: 'catalogueImport', list: '/admin/catalogue-import', meta: { label: messages.nav.catalogueImport } },
      { name: 'searchTerms', list: '/admin/search-terms', meta: { label: messages.nav.searchTerms } },
      { name: 'inquiries', list: '/admin/inquiries', show: '/admin/inquiries/:id', meta: { label: messages.nav.inquiries } },
      { name: 'orders', list: '/admin/orders', show: '/admin/orders/:id', meta: { label: messages.nav.orders } },
      { name: 'plans', list: '/admin/plans', edit: '/admin/plans/:id', meta: { label: messages.nav.plans } },
      { name: 'invoices', list: '/admin/invoices', meta: { label: messages.nav.invoices } },
      { name: 'outbox', list: '/admin/outbox', meta: { label: messages.nav.outbox } },
      { name: 'audit', list: '/admin/audit', meta: { label: messages.nav.audit } },
    ],
    [messages],
  );
  return (
    <AdminTextsProvider lang={lang} messages={messages}>
      {/* No space forced between two Chinese characters in buttons: the name people and tests read is the text. */}
      <ConfigProvider locale={lang === 'zh' ? zhCN : enUS} theme={THEME} button={{ autoInsertSpace: false }}>
        <AntdApp>
          <Refine
            routerProvider={routerProvider}
            dataProvider={dataProvider}
            authProvider={authProvider}
            i18nProvider={i18nProvider}
            notificationProvider={useNotificationProvider}
            resources={resources}
            options={{ syncWithLocation: true, disableTelemetry: true, warnWhenUnsavedChanges: false }}
          >
            {children}
          </Refine>
        </AntdApp>
      </ConfigProvider>
    </AdminTextsProvider>
  );
}
