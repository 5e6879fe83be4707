'use client';

import { Alert, Space, Table, Tag, Typography } from 'antd';
import type { ImportProblem, ImportReport } from '@/contracts/catalogue-import';
import { useAdminTexts } from '../shell/admin-texts';

/** The dry run's answer: counts, then every bad row with its column and reason. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const { t } = useAdminTexts();
  return (
    <section aria-labelledby="import-report-title" style={{ marginTop: 24 }}>
      <Typography.Title level={2} id="import-report-title" style={{ fontSize: 18 }}>
        {t('catalogueImport.report')}
      </Typography.Title>
      <Space wrap style={{ marginBottom: 12 }}>
        <Tag>{t('catalogueImport.rows', { count: report.totalRows })}</Tag>
        <Tag>{t('catalogueImport.valid', { count: report.validRows })}</Tag>
        <Tag>{t('catalogueImport.problems', { count: report.problemCount })}</Tag>
        <Tag>{t('catalogueImport.wouldCreate', { count: report.created })}</Tag>
        <Tag>{t('catalogueImport.wouldUpdate', { count: report.updated })}</Tag>
        <Tag>{t('catalogueImport.wouldKeep', { count: report.unchanged })}</Tag>
      </Space>
      {report.problemCount === 0 ? (
        <Alert type="success" showIcon message={t('catalogueImport.noProblems')} />
      ) : (
        <>
          <Alert type="warning" showIcon message={t('catalogueImport.problemsIntro')} style={{ marginBottom: 12 }} />
          {report.problemCount > report.problems.length && (
            <Typography.Paragraph>{t('catalogueImport.moreProblems', { shown: report.problems.length, count: report.problemCount })}</Typography.Paragraph>
          )}
          <Table<ImportProblem>
            size="small"
            rowKey={(p) => `${p.row}-${p.column ?? ''}-${p.reason}`}
            dataSource={report.problems}
            pagination={{ pageSize: 50, hideOnSinglePage: true }}
            columns={[
              { title: t('catalogueImport.row'), dataIndex: 'row', width: 80 },
              { title: t('catalogueImport.column'), key: 'column', render: (_v, p) => (p.columnTitle ? `${p.columnTitle} (${p.column})` : '—') },
              { title: t('catalogueImport.reason'), dataIndex: 'reason' },
            ]}
          />
        </>
      )}
    </section>
  );
}
