'use client';

import { useCustom } from '@refinedev/core';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import Link from 'next/link';
import type { Dashboard } from '@/contracts/staff';
import { useAdminTexts } from '../shell/admin-texts';
import { formatMoney } from '../shell/format';

/** What waits for the operators and today's paid orders; each figure opens its list. */
export function DashboardPage() {
  const { t, lang } = useAdminTexts();
  const { result, query } = useCustom<Dashboard>({ url: '/api/admin/dashboard', method: 'get' });
  const data = result?.data;
  const cards = [
    { key: 'pendingApplicants', href: '/admin/applicants', value: data?.pendingApplicants },
    { key: 'openInquiries', href: '/admin/inquiries?state=100', value: data?.openInquiries },
    // The queue's default order puts the overdue ones first.
    { key: 'overdueInquiries', href: '/admin/inquiries?state=100', value: data?.overdueInquiries },
    { key: 'failedMessages', href: '/admin/outbox?status=dead', value: data?.failedMessages },
    { key: 'todayOrders', href: '/admin/orders', value: data?.todayOrders },
    { key: 'todayRevenue', href: '/admin/orders', value: formatMoney(data?.todayRevenueFen ?? 0, 'CNY', lang) },
    { key: 'refundsRequired', href: '/admin/orders', value: data?.refundsRequired },
    // Sandbox orders: no money, so apart from the two figures above (ADR 0060).
    { key: 'todayTestOrders', href: '/admin/orders', value: data?.todayTestOrders },
  ] as const;
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {t('dashboard.title')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {cards.map((card) => (
          <Col key={card.key} xs={24} md={8}>
            <Card loading={query.isLoading}>
              <Statistic title={t(`dashboard.${card.key}`)} value={card.value ?? 0} />
              <Link href={card.href}>{t('dashboard.open')}</Link>
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
