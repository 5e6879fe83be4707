'use client';

import { useTable } from '@refinedev/antd';
import type { CrudFilter } from '@refinedev/core';
import { Button, Form, Input, Select, Table, Tag, Typography } from 'antd';
import Link from 'next/link';
import { COMPANY_STATUSES, type AdminCompany, type CompanyStatus } from '@/contracts/company';
import { useAdminTexts } from '../shell/admin-texts';
import { formatTime, membershipText, seatsText } from './company-format';

type Search = { q?: string; status?: CompanyStatus };

/** Every company, newest first: find one by name or by anyone's mobile, or list the disabled ones. */
export function CompaniesPage() {
  const { t, lang } = useAdminTexts();
  const number = new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : 'en-US');
  const { tableProps, searchFormProps } = useTable<AdminCompany, never, Search>({
    resource: 'companies',
    onSearch: ({ q, status }) =>
      [
        { field: 'q', operator: 'eq', value: q?.trim() || undefined },
        { field: 'status', operator: 'eq', value: status },
      ] as CrudFilter[],
  });
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {t('companies.title')}
      </Typography.Title>
      <Form {...searchFormProps} layout="inline" style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item label={t('companies.search')} name="q">
          <Input allowClear placeholder={t('companies.searchHint')} style={{ width: 260 }} />
        </Form.Item>
        <Form.Item label={t('companies.status')} name="status">
          <Select
            allowClear
            style={{ width: 140 }}
            options={COMPANY_STATUSES.map((s) => ({ value: s, label: t(`companies.statuses.${s}`) }))}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('companies.find')}
        </Button>
      </Form>
      <Table<AdminCompany>
        {...tableProps}
        rowKey="id"
        scroll={{ x: true }}
        columns={[
          {
            title: t('companies.name'),
            dataIndex: 'name',
            render: (name: string, company) => <Link href={`/admin/companies/${company.id}`}>{name}</Link>,
          },
          {
            title: t('companies.owner'),
            key: 'owner',
            render: (_v, company) => (company.ownerId ? `${company.ownerName} · ${company.ownerMobile}` : '—'),
          },
          { title: t('companies.members'), dataIndex: 'memberCount', align: 'right', render: (n: number) => number.format(n) },
          { title: t('companies.seats'), key: 'seats', align: 'right', render: (_v, company) => seatsText(company, lang) },
          { title: t('companies.membership'), key: 'membership', render: (_v, company) => membershipText(company, t, lang) },
          {
            title: t('companies.status'),
            dataIndex: 'status',
            render: (status: CompanyStatus) => <Tag>{t(`companies.statuses.${status}`)}</Tag>,
          },
          { title: t('companies.created'), dataIndex: 'createdAt', render: (at: string) => formatTime(at, lang) },
        ]}
      />
    </>
  );
}
