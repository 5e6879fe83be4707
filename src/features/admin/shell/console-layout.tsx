'use client';

import { ThemedLayout, ThemedSider } from '@refinedev/antd';
import { Authenticated, useGetIdentity } from '@refinedev/core';
import { Flex, Grid, Layout, Spin, Typography } from 'antd';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { useAdminTexts } from './admin-texts';
import { LangSwitch } from './lang-switch';

function ConsoleHeader() {
  const { t } = useAdminTexts();
  const { data: identity } = useGetIdentity<{ name: string; role: string }>();
  return (
    <Layout.Header style={{ background: '#fff', padding: '0 24px', borderBottom: '1px solid #f0f0f0' }}>
      <Flex justify="flex-end" align="center" gap={16} style={{ height: '100%' }}>
        {identity ? (
          <Typography.Text>
            {identity.name} · {t(`roles.${identity.role}`)}
          </Typography.Text>
        ) : null}
        <LangSwitch />
      </Flex>
    </Layout.Header>
  );
}

function ConsoleTitle({ collapsed }: { collapsed: boolean }) {
  const { t } = useAdminTexts();
  return (
    <Typography.Text strong style={{ fontSize: 16, whiteSpace: 'nowrap' }}>
      {collapsed ? 'PM' : t('title')}
    </Typography.Text>
  );
}

const SECTIONS = ['applicants', 'users', 'companies', 'categories', 'products', 'catalogue-import', 'search-terms', 'inquiries', 'orders', 'plans', 'invoices', 'outbox', 'audit'] as const;

/**
 * Each screen's own document title (WCAG 2.4.2): its section, then the console's name. Rendered as a
 * React `<title>` (hoisted into the head and kept there by React) rather than written to
 * `document.title`: a route change re-renders the head's metadata title, which could leave the page
 * with an empty one after an imperative write.
 */
function DocumentTitle() {
  const { t } = useAdminTexts();
  const pathname = usePathname();
  const section = SECTIONS.find((s) => pathname.startsWith(`/admin/${s}`)) ?? 'dashboard';
  // Paths are kebab-case, message keys camelCase.
  return <title>{`${t(`nav.${section.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase())}`)} · ${t('title')}`}</title>;
}

/**
 * Below antd's `lg` breakpoint the side menu becomes a drawer whose opening button is fixed at the
 * top left of the content (refine's ThemedSider): the content starts below it, or the button covers
 * the start of each page's heading.
 */
function ConsoleContent({ children }: { children: ReactNode }) {
  const breakpoint = Grid.useBreakpoint();
  const drawer = breakpoint.lg === false;
  return <div style={drawer ? { paddingTop: 44 } : undefined}>{children}</div>;
}

/** Every console page but sign-in: a staff session that passed what its role needs, the side menu, the header. */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  return (
    <Authenticated key="console" redirectOnFail="/admin/login" loading={<Spin fullscreen />}>
      <ThemedLayout Header={ConsoleHeader} Title={ConsoleTitle} Sider={(props) => <ThemedSider {...props} render={({ items, logout }) => <>{items}{logout}</>} />}>
        <DocumentTitle />
        <ConsoleContent>{children}</ConsoleContent>
      </ThemedLayout>
    </Authenticated>
  );
}
