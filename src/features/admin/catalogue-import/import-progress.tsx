'use client';

import { Button, Progress, Typography } from 'antd';
import type { ImportJob } from '@/contracts/catalogue-import';
import { useAdminTexts } from '../shell/admin-texts';

/** A job's progress bar and counts; an interrupted job offers to continue. */
export function ImportProgress({ job, onResume }: { job: ImportJob; onResume: (id: number) => void }) {
  const { t } = useAdminTexts();
  const percent = job.totalRows === 0 ? 100 : Math.floor((job.processedRows / job.totalRows) * 100);
  const status = job.state === 'failed' ? 'exception' : job.state === 'done' ? 'success' : job.state === 'interrupted' ? 'normal' : 'active';
  return (
    <section aria-labelledby="import-progress-title" style={{ marginTop: 24 }}>
      <Typography.Title level={2} id="import-progress-title" style={{ fontSize: 18 }}>
        {t('catalogueImport.progress')} · {t(`catalogueImport.states.${job.state}`)}
      </Typography.Title>
      <Progress percent={percent} status={status} aria-label={t('catalogueImport.progress')} />
      <Typography.Paragraph>
        {t('catalogueImport.counts', {
          processed: job.processedRows,
          total: job.totalRows,
          created: job.created,
          updated: job.updated,
          unchanged: job.unchanged,
        })}
      </Typography.Paragraph>
      {job.error && <Typography.Paragraph type="danger">{job.error}</Typography.Paragraph>}
      {job.state === 'interrupted' && <Button onClick={() => onResume(job.id)}>{t('catalogueImport.resume')}</Button>}
    </section>
  );
}
