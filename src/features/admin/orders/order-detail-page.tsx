'use client';

import { useInvalidate, useOne } from '@refinedev/core';
import { Alert, App, Button, Card, Descriptions, Form, Input, Space, Table, Tag, Typography } from 'antd';
import type { AdminOrderDetail, PaymentNotification } from '@/contracts/admin-membership';
import { adminRequest } from '../api/admin-request';
import { useAdminTexts } from '../shell/admin-texts';
import { formatMoney, formatTime } from '../shell/format';

/** One order, its payment-notification log, and — for money taken after the order closed — the refund record. */
export function OrderDetailPage({ sn }: { sn: string }) {
  const { t, lang } = useAdminTexts();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const { result: order, query } = useOne<AdminOrderDetail>({ resource: 'orders', id: sn });
  if (!order) return <Card loading={query.isLoading} />;
  const money = (fen: number | null) => formatMoney(fen, 'CNY', lang);

  async function markRefunded(values: { note?: string }) {
    try {
      await adminRequest('POST', `/api/admin/orders/${encodeURIComponent(sn)}/refunded`, { body: values.note ? { note: values.note } : {} });
      message.success(t('orders.refunded', { sn }));
      await invalidate({ resource: 'orders', invalidates: ['detail', 'list'], id: sn });
    } catch (err) {
      message.error((err as Error).message);
    }
  }

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {t('orders.detailTitle', { sn })}
      </Typography.Title>
      <Card>
        <Descriptions column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label={t('orders.buyer')}>{`${order.company ?? '—'} · ${order.mobile}`}</Descriptions.Item>
          <Descriptions.Item label={t('orders.plan')}>{order.title}</Descriptions.Item>
          <Descriptions.Item label={t('orders.type')}>{t(`orders.types.${order.order_type}`)}</Descriptions.Item>
          <Descriptions.Item label={t('orders.fee')}>
            {money(order.fee_fen)}
            {order.test_order && (
              <Tag color="#874d00" style={{ marginInlineStart: 8 }}>
                {t('orders.testOrder')}
              </Tag>
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.state')}>
            <Tag>{t(`orders.states.${order.state}`)}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.refund')}>{t(`orders.refunds.${order.refund_state}`)}</Descriptions.Item>
          <Descriptions.Item label={t('orders.invoice')}>{t(`orders.invoiceStates.${order.invoice_state}`)}</Descriptions.Item>
          <Descriptions.Item label={t('orders.provider')}>{order.provider}</Descriptions.Item>
          <Descriptions.Item label={t('orders.tradeNo')}>{order.provider_trade_no ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('orders.created')}>{formatTime(order.order_datetime, lang)}</Descriptions.Item>
          <Descriptions.Item label={t('orders.payBy')}>{formatTime(order.expiration_date, lang)}</Descriptions.Item>
          <Descriptions.Item label={t('orders.paid')}>{formatTime(order.paid_at, lang)}</Descriptions.Item>
          <Descriptions.Item label={t('orders.closed')}>{formatTime(order.closed_at, lang)}</Descriptions.Item>
          <Descriptions.Item label={t('orders.membershipUntil')}>{formatTime(order.membership_expires_at, lang)}</Descriptions.Item>
        </Descriptions>
      </Card>
      {order.refund_state === 'required' ? (
        <Card>
          <Space direction="vertical" style={{ width: '100%' }}>
            <Alert type="warning" showIcon message={t('orders.lateNotice')} />
            <Form layout="inline" onFinish={markRefunded} style={{ rowGap: 8 }}>
              <Form.Item label={t('orders.refundNote')} name="note">
                <Input maxLength={200} style={{ width: 280 }} />
              </Form.Item>
              <Form.Item>
                <Button type="primary" htmlType="submit">
                  {t('orders.markRefunded')}
                </Button>
              </Form.Item>
            </Form>
          </Space>
        </Card>
      ) : null}
      <Card title={<Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>{t('orders.notifications')}</Typography.Title>}>
        <Table<PaymentNotification>
          rowKey="id"
          pagination={false}
          scroll={{ x: true }}
          dataSource={order.notifications}
          locale={{ emptyText: t('orders.noNotifications') }}
          columns={[
            { title: t('orders.received'), dataIndex: 'received_at', render: (at: string) => formatTime(at, lang) },
            { title: t('orders.provider'), dataIndex: 'provider' },
            { title: t('orders.outcome'), dataIndex: 'outcome', render: (o: string | null) => o ?? '—' },
            { title: t('orders.amount'), dataIndex: 'amount_fen', render: (fen: number | null) => money(fen) },
            { title: t('orders.result'), dataIndex: 'result', render: (r: string) => <Tag>{t(`orders.results.${r}`)}</Tag> },
            { title: t('orders.reason'), dataIndex: 'reason', render: (r: string | null) => r ?? '—' },
            { title: t('orders.tradeNo'), dataIndex: 'provider_trade_no', render: (n: string | null) => n ?? '—' },
          ]}
        />
      </Card>
    </Space>
  );
}
