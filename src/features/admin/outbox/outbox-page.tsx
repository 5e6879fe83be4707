'use client';

import { useTable } from '@refinedev/antd';
import { App, Button, Form, Select, Table, Tag, Typography } from 'antd';
import type { OutboxEntry } from '@/contracts/staff';
import { OUTBOX_STATES } from '@/contracts/staff';
import { adminRequest } from '../api/admin-request';
import { useAdminTexts } from '../shell/admin-texts';
import { formatTime } from '../shell/format';

type Search = { status?: string; channel?: string };

/** SMS and chat-bot messages with state and attempts; a failed one can be sent again. */
export function OutboxPage() {
  const { t, lang } = useAdminTexts();
  const { message } = App.useApp();
  const { tableProps, searchFormProps, tableQuery, filters } = useTable<OutboxEntry, never, Search>({
    resource: 'outbox',
    onSearch: ({ status, channel }) => [
      { field: 'status', operator: 'eq', value: status },
      { field: 'channel', operator: 'eq', value: channel },
    ],
  });
  const initial = Object.fromEntries(filters.flatMap((f) => ('field' in f ? [[f.field, f.value]] : [])));

  async function retry(entry: OutboxEntry) {
    try {
      await adminRequest('POST', `/api/admin/outbox/${entry.id}/retry`);
      message.success(t('outbox.retried', { id: entry.id }));
      await tableQuery.refetch();
    } catch (err) {
      message.error((err as Error).message);
    }
  }

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {t('outbox.title')}
      </Typography.Title>
      <Form {...searchFormProps} layout="inline" style={{ marginBottom: 16, rowGap: 8 }} initialValues={initial}>
        <Form.Item label={t('outbox.status')} name="status">
          <Select
            allowClear
            style={{ width: 140 }}
            options={OUTBOX_STATES.map((s) => ({ value: s, label: t(`outbox.states.${s}`) }))}
            onChange={() => searchFormProps.form?.submit()}
          />
        </Form.Item>
        <Form.Item label={t('outbox.channel')} name="channel">
          <Select
            allowClear
            style={{ width: 140 }}
            options={['sms', 'chatbot'].map((c) => ({ value: c, label: t(`outbox.channels.${c}`) }))}
            onChange={() => searchFormProps.form?.submit()}
          />
        </Form.Item>
      </Form>
      {/* At 1366 px the state, time and action fit beside the menu (the text and error cut off with
          an ellipsis); narrower, the table scrolls with those columns pinned right. */}
      <Table<OutboxEntry>
        {...tableProps}
        rowKey="id"
        tableLayout="fixed"
        scroll={{ x: 1080 }}
        columns={[
          { title: '#', dataIndex: 'id', width: 72, align: 'right' },
          { title: t('outbox.channel'), dataIndex: 'channel', width: 104, ellipsis: true, render: (c: string) => t(`outbox.channels.${c}`) },
          { title: t('outbox.to'), dataIndex: 'to', width: 128, ellipsis: true, render: (to: string | null) => to ?? '—' },
          { title: t('outbox.text'), dataIndex: 'text', ellipsis: true },
          { title: t('outbox.attempts'), dataIndex: 'attempts', width: 104, align: 'right' },
          { title: t('outbox.lastError'), dataIndex: 'lastError', width: 136, ellipsis: true, render: (e: string | null) => e ?? '—' },
          { title: t('outbox.status'), dataIndex: 'status', width: 104, fixed: 'right', render: (s: string) => <Tag>{t(`outbox.states.${s}`)}</Tag> },
          {
            title: t('outbox.created'),
            dataIndex: 'createdAt',
            width: 184,
            fixed: 'right',
            render: (at: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatTime(at, lang)}</span>,
          },
          {
            title: t('users.actions'),
            key: 'actions',
            width: 112,
            fixed: 'right',
            render: (_v, entry) =>
              entry.status === 'dead' ? (
                <Button size="small" onClick={() => retry(entry)} aria-label={t('outbox.retryOne', { id: entry.id })}>
                  {t('outbox.retry')}
                </Button>
              ) : null,
          },
        ]}
      />
    </>
  );
}
