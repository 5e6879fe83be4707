'use client';

import { useCustom } from '@refinedev/core';
import { App, Button, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import type { AdminCategory } from '@/contracts/catalogue-admin-views';
import { adminRequest } from '../api/admin-request';
import { useAdminTexts } from '../shell/admin-texts';
import { ConsolePopconfirm } from '../shell/console-popconfirm';
import { CategoryFormModal, type CategoryModalState } from './category-form-modal';

type Row = Omit<AdminCategory, 'children'> & { children?: Row[] };

/** The two-level category tree: codes, titles, order, hot and menu flags; create, edit, delete an empty one. */
export function CategoriesPage() {
  const { t, lang } = useAdminTexts();
  const { message } = App.useApp();
  const [modal, setModal] = useState<CategoryModalState | null>(null);
  const { query } = useCustom<AdminCategory[]>({ url: '/api/admin/categories', method: 'get' });
  // `result.data` is an empty object while loading: read the query's answer itself.
  const tops = query.data?.data ?? [];
  // antd shows `children` as expandable rows; a leaf must not carry an empty list (it would get an expander).
  const rows: Row[] = tops.map((top) => ({ ...top, children: top.children.length ? top.children : undefined }));
  const yesNo = (v: boolean) => (v ? t('catalogue.yes') : t('catalogue.no'));

  async function remove(cid: string) {
    try {
      await adminRequest('DELETE', `/api/admin/categories/${cid}`);
      message.success(t('catalogue.categoryDeleted', { cid }));
      await query.refetch();
    } catch (err) {
      message.error((err as Error).message);
    }
  }

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {t('catalogue.categoriesTitle')}
      </Typography.Title>
      <Button type="primary" style={{ marginBottom: 16 }} onClick={() => setModal({ mode: 'create', parentCid: null })}>
        {t('catalogue.newCategory')}
      </Button>
      <Table<Row>
        dataSource={rows}
        loading={query.isLoading}
        rowKey="cid"
        pagination={false}
        scroll={{ x: true }}
        columns={[
          { title: t('catalogue.code'), dataIndex: 'cid' },
          { title: t('catalogue.titleZh'), dataIndex: 'titleZh' },
          { title: t('catalogue.titleEn'), dataIndex: 'titleEn' },
          { title: t('catalogue.sortOrder'), dataIndex: 'sortOrder' },
          { title: t('catalogue.hot'), dataIndex: 'isHot', render: yesNo },
          { title: t('catalogue.menu'), dataIndex: 'inMenu', render: yesNo },
          { title: t('catalogue.productCount'), dataIndex: 'productCount' },
          {
            title: t('catalogue.actions'),
            key: 'actions',
            render: (_v, row) => {
              const name = lang === 'zh' ? row.titleZh : row.titleEn;
              return (
                <Space wrap>
                  <Button size="small" aria-label={t('catalogue.editOne', { name })} onClick={() => setModal({ mode: 'edit', category: row })}>
                    {t('catalogue.edit')}
                  </Button>
                  {row.parentCid === null ? (
                    <Button size="small" aria-label={t('catalogue.addChildTo', { name })} onClick={() => setModal({ mode: 'create', parentCid: row.cid })}>
                      {t('catalogue.addChild')}
                    </Button>
                  ) : null}
                  <ConsolePopconfirm
                    title={t('catalogue.deleteConfirm', { name })}
                    okText={t('catalogue.delete')}
                    cancelText={t('catalogue.cancel')}
                    onConfirm={() => remove(row.cid)}
                  >
                    <Button size="small" danger aria-label={t('catalogue.deleteOne', { name })}>
                      {t('catalogue.delete')}
                    </Button>
                  </ConsolePopconfirm>
                </Space>
              );
            },
          },
        ]}
      />
      {modal ? (
        <CategoryFormModal
          state={modal}
          tops={tops}
          onClose={() => setModal(null)}
          onSaved={async () => {
            setModal(null);
            await query.refetch();
          }}
        />
      ) : null}
    </>
  );
}
