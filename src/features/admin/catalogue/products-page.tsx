'use client';

import { useTable } from '@refinedev/antd';
import type { CrudFilter } from '@refinedev/core';
import { Button, Form, Input, Select, Table, Typography } from 'antd';
import Link from 'next/link';
import { PRODUCT_STATUSES } from '@/contracts/catalogue-admin';
import type { AdminProductRow } from '@/contracts/catalogue-admin-views';
import { useAdminTexts } from '../shell/admin-texts';
import { formatMoney, formatTime } from '../shell/format';
import { useCategoryOptions } from './use-child-categories';

type Search = { q?: string; cid?: string; brand?: string; status?: string };

/** Every product (hidden too): keyword, category, brand and status filters, column sorts and pages, all on the server. */
export function ProductsPage() {
  const { t, lang } = useAdminTexts();
  const categories = useCategoryOptions(lang);
  const { tableProps, searchFormProps } = useTable<AdminProductRow, never, Search>({
    resource: 'products',
    onSearch: ({ q, cid, brand, status }) =>
      [
        { field: 'q', operator: 'eq', value: q?.trim() || undefined },
        { field: 'cid', operator: 'eq', value: cid },
        { field: 'brand', operator: 'eq', value: brand?.trim() || undefined },
        { field: 'status', operator: 'eq', value: status },
      ] as CrudFilter[],
  });
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {t('catalogue.productsTitle')}
      </Typography.Title>
      <Link href="/admin/products/new" style={{ display: 'inline-block', marginBottom: 16 }}>
        {t('catalogue.newProduct')}
      </Link>
      <Form {...searchFormProps} layout="inline" style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item label={t('catalogue.search')} name="q">
          <Input allowClear placeholder={t('catalogue.searchHint')} style={{ width: 220, maxWidth: '100%' }} />
        </Form.Item>
        <Form.Item label={t('catalogue.category')} name="cid">
          <Select allowClear showSearch optionFilterProp="label" style={{ width: 220, maxWidth: '100%' }} options={categories.all} />
        </Form.Item>
        <Form.Item label={t('catalogue.brand')} name="brand">
          <Input allowClear style={{ width: 140 }} />
        </Form.Item>
        <Form.Item label={t('catalogue.status')} name="status">
          <Select allowClear style={{ width: 120 }} options={PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`catalogue.statuses.${s}`) }))} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('catalogue.find')}
        </Button>
      </Form>
      <Table<AdminProductRow>
        {...tableProps}
        rowKey="skuCode"
        scroll={{ x: true }}
        columns={[
          {
            title: t('catalogue.sku'),
            dataIndex: 'skuCode',
            sorter: true,
            render: (sku: string) => (
              <Link href={`/admin/products/${encodeURIComponent(sku)}`} aria-label={t('catalogue.editOne', { name: sku })}>
                {sku}
              </Link>
            ),
          },
          { title: t('catalogue.title'), dataIndex: 'titleEn', sorter: true, render: (_v, p) => (lang === 'zh' ? p.titleZh : p.titleEn) },
          { title: t('catalogue.category'), key: 'category', render: (_v, p) => `${p.cid} ${lang === 'zh' ? p.categoryTitleZh : p.categoryTitleEn}` },
          { title: t('catalogue.brand'), dataIndex: 'brand' },
          { title: t('catalogue.partNumber'), dataIndex: 'partNumber' },
          { title: t('catalogue.priceUsd'), dataIndex: 'price', sorter: true, render: (_v, p) => formatMoney(p.prices.USD, 'USD', lang) },
          { title: t('catalogue.stock'), dataIndex: 'stockQty', sorter: true, render: (_v, p) => `${t(`catalogue.stockStatuses.${p.stockStatus}`)} · ${p.stockQty}` },
          { title: t('catalogue.status'), dataIndex: 'status', render: (s: string) => t(`catalogue.statuses.${s}`) },
          { title: t('catalogue.updated'), dataIndex: 'updatedAt', render: (iso: string) => formatTime(iso, lang) },
        ]}
      />
    </>
  );
}
