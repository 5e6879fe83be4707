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
      {/* At 1366 px every column fits beside the menu, each on one line: the reference in full, the
          wordy buyer and parts cut off with an ellipsis; narrower, the table scrolls with the
          reference pinned left and the key columns pinned right. */}
      <Table<AdminInquirySummary>
        {...tableProps}
        rowKey="id"
        tableLayout="fixed"
        scroll={{ x: 1080 }}
        columns={[
          { ...columns.reference, width: 184, fixed: 'left', ellipsis: true },
          {
            title: t('inquiries.buyer'),
            key: 'buyer',
            width: 160,
            ellipsis: { showTitle: true },
            render: (_v, row) => `${row.buyer.company} · ${row.buyer.name}`,
          },
          { title: t('inquiries.parts'), dataIndex: 'headline', ellipsis: true },
          { ...columns.lines, width: 80, align: 'right' },
          { title: t('inquiries.state'), dataIndex: 'state', width: 104, fixed: 'right', render: (s: number) => <Tag>{t(`inquiryState.${s}`)}</Tag> },
          { ...columns.total, width: 128, fixed: 'right', align: 'right' },
          {
            title: t('inquiryDeadline.column'),
            dataIndex: 'answerDueAt',
            width: 184,
            fixed: 'right',
            render: (_at: string, row) => <AnswerDue inquiry={row} />,
          },
          {
            title: t('inquiries.age'),
            dataIndex: 'createdAt',
            width: 112,
            fixed: 'right',
            sorter: true,
            // The queue is already in deadline order; a click on the age asks for what just came in.
            sortDirections: ['descend', 'ascend'],
            render: (at: string) => (
              <span title={formatTime(at, lang)} style={{ whiteSpace: 'nowrap' }}>
                {ageOf(at, lang, t('time.justNow'))}
              </span>
            ),
          },
        ]}
      />
    </>
  );
}
