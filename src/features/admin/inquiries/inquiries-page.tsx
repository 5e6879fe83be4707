'use client';

import { useTable } from '@refinedev/antd';
import { Form, Select, Table, Tag, Typography } from 'antd';
import type { AdminInquirySummary } from '@/contracts/inquiries';
import { useAdminTexts } from '../shell/admin-texts';
import { inquiryColumns } from './inquiry-columns';
import { ageOf, formatTime } from '../shell/format';
import { AnswerDue } from './answer-due';

const STATES = [100, 200, 300, 400, 500] as const;
type Search = { state?: number; sort?: 'oldest' | 'newest' };

/**
 * Every buyer's inquiries by state; the queue is worked by answer deadline (the server's default
 * order: waiting inquiries first, the earliest deadline first), or by age from the age column.
 */
export function InquiriesPage() {
  const { t, lang } = useAdminTexts();
  const columns = inquiryColumns(t, lang);
  const { tableProps, searchFormProps, filters } = useTable<AdminInquirySummary, never, Search>({
    resource: 'inquiries',
    onSearch: ({ state }) => [{ field: 'state', operator: 'eq', value: state }],
  });
  const stateFilter = filters.find((f) => 'field' in f && f.field === 'state')?.value as number | undefined;
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {t('inquiries.title')}
      </Typography.Title>
      <Form {...searchFormProps} layout="inline" style={{ marginBottom: 16 }} initialValues={{ state: stateFilter ? Number(stateFilter) : undefined }}>
        <Form.Item label={t('inquiries.state')} name="state">
          <Select
            allowClear
            style={{ width: 180 }}
            options={STATES.map((s) => ({ value: s, label: t(`inquiryState.${s}`) }))}
            onChange={() => searchFormProps.form?.submit()}
          />
        </Form.Item>
      </Form>
      <Table<AdminInquirySummary>
        {...tableProps}
        rowKey="id"
        scroll={{ x: true }}
        columns={[
          columns.reference,
          { title: t('inquiries.buyer'), key: 'buyer', render: (_v, row) => `${row.buyer.company} · ${row.buyer.name}` },
          { title: t('inquiries.parts'), dataIndex: 'headline', ellipsis: true },
          columns.lines,
          { title: t('inquiries.state'), dataIndex: 'state', render: (s: number) => <Tag>{t(`inquiryState.${s}`)}</Tag> },
          columns.total,
          {
            title: t('inquiryDeadline.column'),
            dataIndex: 'answerDueAt',
            render: (_at: string, row) => <AnswerDue inquiry={row} />,
          },
          {
            title: t('inquiries.age'),
            dataIndex: 'createdAt',
            sorter: true,
            // The queue is already in deadline order; a click on the age asks for what just came in.
            sortDirections: ['descend', 'ascend'],
            render: (at: string) => <span title={formatTime(at, lang)}>{ageOf(at, lang)}</span>,
          },
        ]}
      />
    </>
  );
}
