'use client';

import { useTable } from '@refinedev/antd';
import type { CrudFilter } from '@refinedev/core';
import { App, Button, Form, Input, Select, Space, Table, Typography } from 'antd';
import type { AuditEntry } from '@/contracts/staff';
import { useAdminTexts } from '../shell/admin-texts';
import { formatTime } from '../shell/format';
import { actionText, changesText, targetText } from './audit-format';
import { downloadExport } from './download-export';

const ACTIONS = [
  'user.',
  'user.approve',
  'user.reject',
  'user.disable',
  'user.role',
  'category.',
  'product.',
  'catalogue.',
  'inquiry.',
  'order.',
  'plan.update',
  'invoice.',
  'outbox.retry',
  'staff.',
  'search.',
];
type Search = { action?: string; from?: string; to?: string };

/** Who did what, when, before/after, from which address; filtered, and exported with the same filters. */
export function AuditPage() {
  const { t, lang, messages } = useAdminTexts();
  const changes = (entry: AuditEntry, value: Record<string, unknown> | null) =>
    changesText(value, { lang, texts: messages, currency: entry.currency, targetType: entry.targetType });
  const { message } = App.useApp();
  const { tableProps, searchFormProps, filters } = useTable<AuditEntry, never, Search>({
    resource: 'audit',
    onSearch: ({ action, from, to }) =>
      [
        { field: 'action', operator: 'eq', value: action },
        { field: 'from', operator: 'eq', value: from || undefined },
        { field: 'to', operator: 'eq', value: to || undefined },
      ] as CrudFilter[],
  });
  const current = Object.fromEntries(filters.flatMap((f) => ('field' in f && f.value ? [[f.field, String(f.value)]] : [])));

  async function exportAs(format: 'xlsx' | 'csv') {
    try {
      await downloadExport('/api/admin/audit', { ...current, export: format });
    } catch (err) {
      message.error((err as Error).message);
    }
  }

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {t('audit.title')}
      </Typography.Title>
      <Form {...searchFormProps} layout="inline" style={{ marginBottom: 16, rowGap: 8 }} initialValues={current}>
        <Form.Item label={t('audit.action')} name="action">
          <Select allowClear style={{ width: 200 }} options={ACTIONS.map((a) => ({ value: a, label: t(`audit.actions.${a.replace(/\.$/, '_all')}`) }))} />
        </Form.Item>
        <Form.Item label={t('audit.from')} name="from">
          <Input type="date" style={{ width: 160 }} />
        </Form.Item>
        <Form.Item label={t('audit.to')} name="to">
          <Input type="date" style={{ width: 160 }} />
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit">
            {t('audit.filter')}
          </Button>
          <Button onClick={() => exportAs('xlsx')}>{t('audit.exportXlsx')}</Button>
          <Button onClick={() => exportAs('csv')}>{t('audit.exportCsv')}</Button>
        </Space>
      </Form>
      <Table<AuditEntry>
        {...tableProps}
        rowKey="id"
        scroll={{ x: true }}
        columns={[
          // A time broken over two lines reads as two values: it keeps one line, the changes wrap instead.
          { title: t('audit.time'), dataIndex: 'createdAt', render: (at: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatTime(at, lang)}</span> },
          { title: t('audit.who'), key: 'actor', render: (_v, e) => (e.actor ? `${e.actor.name} (${e.actor.mobile})` : t('audit.system')) },
          { title: t('audit.action'), dataIndex: 'action', render: (action: string) => <span title={action}>{actionText(action, messages.audit)}</span> },
          { title: t('audit.target'), key: 'target', render: (_v, e) => targetText(e, messages.audit, lang) },
          { title: t('audit.before'), key: 'before', render: (_v, e) => changes(e, e.before) },
          { title: t('audit.after'), key: 'after', render: (_v, e) => changes(e, e.after) },
          { title: t('audit.ip'), dataIndex: 'ip', render: (ip: string | null) => ip ?? '—' },
        ]}
      />
    </>
  );
}
