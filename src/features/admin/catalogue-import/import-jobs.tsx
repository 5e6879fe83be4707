'use client';

import { Button, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { ImportJob } from '@/contracts/catalogue-import';
import { useAdminTexts } from '../shell/admin-texts';
import { formatTime } from '../shell/format';
import { importQueries } from './import-queries';

/** The latest imports; one cut off by a restart can be resumed from here. */
export function ImportJobs({ onResume }: { onResume: (id: number) => void }) {
  const { t, lang } = useAdminTexts();
  // A list that cannot be read is left out: the import itself does not need it.
  const jobs = useQuery(importQueries.jobs()).data ?? [];
  if (jobs.length === 0) return null;
  return (
    <section aria-labelledby="import-jobs-title" style={{ marginTop: 32 }}>
      <Typography.Title level={2} id="import-jobs-title" style={{ fontSize: 18 }}>
        {t('catalogueImport.jobs')}
      </Typography.Title>
      <Table<ImportJob>
        size="small"
        rowKey="id"
        dataSource={jobs}
        pagination={false}
        columns={[
          { title: t('catalogueImport.when'), dataIndex: 'createdAt', render: (at: string) => formatTime(at, lang) },
          { title: t('catalogueImport.file'), dataIndex: 'fileName' },
          { title: t('catalogueImport.state'), dataIndex: 'state', render: (s: ImportJob['state']) => t(`catalogueImport.states.${s}`) },
          {
            title: t('catalogueImport.progress'),
            key: 'counts',
            render: (_v, j) => t('catalogueImport.counts', { processed: j.processedRows, total: j.totalRows, created: j.created, updated: j.updated, unchanged: j.unchanged }),
          },
          {
            title: '',
            key: 'resume',
            render: (_v, j) => (j.state === 'interrupted' ? <Button onClick={() => onResume(j.id)}>{t('catalogueImport.resume')}</Button> : null),
          },
        ]}
      />
    </section>
  );
}
