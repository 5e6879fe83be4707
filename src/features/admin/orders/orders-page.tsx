'use client';

import { useTable } from '@refinedev/antd';
import type { CrudFilter } from '@refinedev/core';
import { Button, Form, Input, Select, Table, Tag, Typography } from 'antd';
import Link from 'next/link';
import type { AdminOrder } from '@/contracts/admin-membership';
import { ORDER_STATES, REFUND_STATES } from '@/contracts/membership';
import { useAdminTexts } from '../shell/admin-texts';
import { formatMoney, formatTime } from '../shell/format';

type Search = { q?: string; state?: string; refund?: string };

/** Every buyer's membership orders: state, refund and invoice, searchable by order number or mobile. */
export function OrdersPage() {
  const { t, lang } = useAdminTexts();
  const { tableProps, searchFormProps, filters } = useTable<AdminOrder, never, Search>({
    resource: 'orders',
    onSearch: ({ q, state, refund }) =>
      [
        { field: 'q', operator: 'eq', value: q?.trim() || undefined },
        { field: 'state', operator: 'eq', value: state },
        { field: 'refund', operator: 'eq', value: refund },
      ] as CrudFilter[],
  });
  const initial = Object.fromEntries(filters.flatMap((f) => ('field' in f && f.value ? [[f.field, f.value]] : [])));
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {t('orders.title')}
      </Typography.Title>
      <Form {...searchFormProps} layout="inline" style={{ marginBottom: 16, rowGap: 8 }} initialValues={initial}>
        <Form.Item label={t('orders.search')} name="q">
          <Input allowClear style={{ width: 220 }} />
        </Form.Item>
        <Form.Item label={t('orders.state')} name="state">
          <Select allowClear style={{ width: 140 }} options={ORDER_STATES.map((s) => ({ value: s, label: t(`orders.states.${s}`) }))} />
        </Form.Item>
        <Form.Item label={t('orders.refund')} name="refund">
          <Select
            allowClear
            style={{ width: 140 }}
            options={REFUND_STATES.filter((s) => s !== 'none').map((s) => ({ value: s, label: t(`orders.refunds.${s}`) }))}
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            {t('orders.filter')}
          </Button>
        </Form.Item>
      </Form>
      {/* Nine or ten columns beside the menu at 1366 px: antd's tighter cells, so none is pushed off. */}
      <Table<AdminOrder>
        {...tableProps}
        size="middle"
        rowKey="order_sn"
        scroll={{ x: true }}
        columns={[
          {
            title: t('orders.sn'),
            dataIndex: 'order_sn',
            render: (sn: string) => (
              <Link href={`/admin/orders/${sn}`} aria-label={t('orders.open', { sn })}>
                {sn}
              </Link>
            ),
          },
          { title: t('orders.buyer'), key: 'buyer', render: (_v, o) => `${o.company ?? '—'} · ${o.mobile}` },
          { title: t('orders.plan'), dataIndex: 'title' },
          {
            title: t('orders.fee'),
            key: 'fee',
            // A sandbox order brought no money: marked, and left out of the revenue (ADR 0060).
            render: (_v, o) => (
              <>
                {formatMoney(o.fee_fen, 'CNY', lang)}
                {o.test_order && <Tag color="#874d00" style={{ marginInlineStart: 8 }}>{t('orders.testOrder')}</Tag>}
              </>
            ),
          },
          { title: t('orders.state'), dataIndex: 'state', render: (s: string) => <Tag>{t(`orders.states.${s}`)}</Tag> },
          {
            title: t('orders.refund'),
            dataIndex: 'refund_state',
            render: (s: string) => (s === 'none' ? '—' : <Tag color={s === 'required' ? '#ad4e00' : undefined}>{t(`orders.refunds.${s}`)}</Tag>),
          },
          { title: t('orders.invoice'), dataIndex: 'invoice_state', render: (s: string) => t(`orders.invoiceStates.${s}`) },
          { title: t('orders.created'), dataIndex: 'order_datetime', render: (at: string) => formatTime(at, lang) },
          { title: t('orders.paid'), dataIndex: 'paid_at', render: (at: string | null) => formatTime(at, lang) },
        ]}
      />
    </>
  );
}
