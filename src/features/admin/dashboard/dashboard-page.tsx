'use client';

import { useCustom } from '@refinedev/core';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import Link from 'next/link';
import type { Dashboard } from '@/contracts/staff';
import { useAdminTexts } from '../shell/admin-texts';

/** What waits for the operators; each figure opens its queue. (Today's orders and revenue join with membership.) */
export function DashboardPage() {
  const { t } = useAdminTexts();
  const { result, query } = useCustom<Dashboard>({ url: '/api/admin/dashboard', method: 'get' });
  const data = result?.data;
  const cards = [
    { key: 'pendingApplicants', href: '/admin/applicants', value: data?.pendingApplicants },
    { key: 'openInquiries', href: '/admin/inquiries?state=100', value: data?.openInquiries },
    { key: 'failedMessages', href: '/admin/outbox?status=dead', value: data?.failedMessages },
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
