'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Space, Typography } from 'antd';
import { useEffect, useId, useState } from 'react';
import type { ImportJob, ImportReport } from '@/contracts/catalogue-import';
import { downloadExport } from '../audit/download-export';
import { useAdminTexts } from '../shell/admin-texts';
import { checkFile, importFile, resumeJob } from './import-api';
import { importQueries } from './import-queries';
import { ImportJobs } from './import-jobs';
import { ImportProgress } from './import-progress';
import { ImportReportView } from './import-report';

const POLL_MS = 1000;

/**
 * Bulk import (ADR 0050): download the template or the catalogue, choose a file, check it (dry run,
 * nothing written), import it when it has no problems, and follow the job's progress bar.
 */
export function ImportPage() {
  const { t } = useAdminTexts();
  const { message } = App.useApp();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  // Polls the running job until it ends (or is seen interrupted); a failed poll is shown and ends it.
  const jobQuery = useQuery({
    ...importQueries.job(jobId ?? 0, POLL_MS),
    enabled: jobId !== null,
    refetchInterval: (query) => (query.state.status !== 'error' && query.state.data?.state === 'running' ? POLL_MS : false),
  });
  const job = jobId === null ? null : (jobQuery.data ?? null);
  const { error: pollError, errorUpdatedAt } = jobQuery;
  useEffect(() => {
    if (pollError) message.error(pollError.message);
  }, [pollError, errorUpdatedAt, message]);

  /** The job an import or resume call answered with: shown at once, then polled. */
  const setJob = (answer: ImportJob) => {
    queryClient.setQueryData(importQueries.job(answer.id, POLL_MS).queryKey, answer);
    setJobId(answer.id);
  };

  async function run<T>(action: () => Promise<T>, done: (value: T) => void) {
    setBusy(true);
    try {
      done(await action());
    } catch (err) {
      message.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const download = (path: string, format: 'xlsx' | 'csv') =>
    downloadExport(path, { format }).catch((err: Error) => message.error(err.message));

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {t('catalogueImport.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('catalogueImport.intro')}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <Button onClick={() => download('/api/admin/catalogue/import/template', 'xlsx')}>{t('catalogueImport.templateXlsx')}</Button>
        <Button onClick={() => download('/api/admin/catalogue/import/template', 'csv')}>{t('catalogueImport.templateCsv')}</Button>
        <Button onClick={() => download('/api/admin/catalogue/export', 'xlsx')}>{t('catalogueImport.exportXlsx')}</Button>
        <Button onClick={() => download('/api/admin/catalogue/export', 'csv')}>{t('catalogueImport.exportCsv')}</Button>
      </Space>
      <Space wrap align="center">
        <label htmlFor={inputId}>{t('catalogueImport.chooseFile')}</label>
        <input
          id={inputId}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setReport(null);
          }}
        />
        <Button disabled={!file || busy} onClick={() => file && run(() => checkFile(file), setReport)}>
          {t('catalogueImport.check')}
        </Button>
        <Button
          type="primary"
          disabled={!file || busy || !report || report.problemCount > 0 || job?.state === 'running'}
          onClick={() => file && run(() => importFile(file), setJob)}
        >
          {t('catalogueImport.import')}
        </Button>
      </Space>
      {report && <ImportReportView report={report} />}
      {job && <ImportProgress job={job} onResume={(id) => run(() => resumeJob(id), setJob)} />}
      <ImportJobs key={job?.state ?? 'none'} onResume={(id) => run(() => resumeJob(id), setJob)} />
    </>
  );
}
