'use client';

import { useTable } from '@refinedev/antd';
import { useCustom, type CrudFilter } from '@refinedev/core';
import { Button, Form, Grid, Input, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { SearchRule, SearchTermRow } from '@/contracts/search-teaching';
import { useAdminTexts } from '../shell/admin-texts';
import { SearchRulesTable } from './search-rules-table';
import { TeachModal, type TeachState } from './teach-modal';

type View = 'zero' | 'unopened';
type Range = { from?: string; to?: string };

/**
 * What buyers searched and search did not serve: per day, the queries that found nothing or whose
 * results nobody opened (counts only, no buyer identity), each one step from a synonym or a rewrite;
 * below, the rules taught so far.
 */
export function SearchTermsPage() {
  const { t } = useAdminTexts();
  // Tighter cells on a phone, so the query, its count and the actions fit the screen.
  const size = Grid.useBreakpoint().md === false ? 'small' : 'middle';
  const [teach, setTeach] = useState<TeachState | null>(null);
  const { tableProps, searchFormProps, filters, setFilters, tableQuery } = useTable<SearchTermRow, never, Range>({
    resource: 'searchTerms',
    syncWithLocation: false,
    filters: { initial: [{ field: 'view', operator: 'eq', value: 'zero' }] },
    onSearch: ({ from, to }) =>
      [
        { field: 'from', operator: 'eq', value: from || undefined },
        { field: 'to', operator: 'eq', value: to || undefined },
      ] as CrudFilter[],
  });
  const { query: rulesQuery } = useCustom<SearchRule[]>({ url: '/api/admin/search/rules', method: 'get' });
  const view = (filters.find((f) => 'field' in f && f.field === 'view')?.value as View | undefined) ?? 'zero';
  const countKey = view === 'zero' ? 'zeroResults' : 'unopened';

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {t('searchTerms.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('searchTerms.intro')}</Typography.Paragraph>
      <Space wrap align="end" size={[16, 8]} style={{ marginBottom: 16 }}>
        <Segmented<View>
          aria-label={t('searchTerms.title')}
          value={view}
          onChange={(value) => setFilters([{ field: 'view', operator: 'eq', value }], 'merge')}
          options={[
            { value: 'zero', label: t('searchTerms.viewZero') },
            { value: 'unopened', label: t('searchTerms.viewUnopened') },
          ]}
        />
        <Form {...searchFormProps} layout="inline" style={{ rowGap: 8 }}>
          <Form.Item label={t('searchTerms.rangeStart')} name="from">
            <Input type="date" style={{ width: 160 }} />
          </Form.Item>
          <Form.Item label={t('searchTerms.rangeEnd')} name="to">
            <Input type="date" style={{ width: 160 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            {t('searchTerms.filter')}
          </Button>
        </Form>
      </Space>
      <Table<SearchTermRow>
        {...tableProps}
        rowKey={(r) => `${r.day}|${r.language}|${r.query}`}
        scroll={{ x: true }}
        size={size}
        locale={{ emptyText: <Typography.Text>{t('searchTerms.empty')}</Typography.Text> }}
        data-testid="search-terms"
        columns={[
          { title: t('searchTerms.day'), dataIndex: 'day', sorter: true, sortDirections: ['descend', 'ascend'], render: (day: string) => <span style={{ whiteSpace: 'nowrap' }}>{day}</span> },
          {
            title: t('searchTerms.query'),
            dataIndex: 'query',
            sorter: true,
            sortDirections: ['ascend'],
            render: (query: string, row) => (
              <Space size={4} wrap>
                {query}
                {row.taught ? <Tag>{t('searchTerms.taught')}</Tag> : null}
              </Space>
            ),
          },
          // On a phone: the day, the query, its count and the actions; the rest from a tablet up.
          { title: t('searchTerms.language'), dataIndex: 'language', responsive: ['md'], render: (l: SearchTermRow['language']) => t(`searchTerms.languages.${l}`) },
          { title: t('searchTerms.searches'), dataIndex: 'searches', sorter: true, sortDirections: ['descend'], align: 'right', responsive: ['md'] },
          {
            title: t(view === 'zero' ? 'searchTerms.zeroResults' : 'searchTerms.unopened'),
            dataIndex: countKey,
            key: countKey,
            sorter: true,
            sortDirections: ['descend'],
            align: 'right',
          },
          {
            title: t('searchTerms.actions'),
            key: 'actions',
            render: (_v, row) => (
              <Space wrap size={4}>
                <Button size="small" aria-label={t('searchTerms.addSynonymFor', { query: row.query })} onClick={() => setTeach({ kind: 'synonym', query: row.query })}>
                  {t('searchTerms.addSynonym')}
                </Button>
                <Button size="small" aria-label={t('searchTerms.rewriteFor', { query: row.query })} onClick={() => setTeach({ kind: 'rewrite', query: row.query })}>
                  {t('searchTerms.rewrite')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <SearchRulesTable
        rules={rulesQuery.data?.data ?? []}
        loading={rulesQuery.isLoading}
        onChanged={() => {
          void rulesQuery.refetch();
          void tableQuery.refetch();
        }}
      />
      {teach ? (
        <TeachModal
          state={teach}
          onClose={() => setTeach(null)}
          onSaved={() => {
            setTeach(null);
            void rulesQuery.refetch();
            void tableQuery.refetch();
          }}
        />
      ) : null}
    </>
  );
}
