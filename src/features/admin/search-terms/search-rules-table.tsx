'use client';

import { App, Button, Grid, Table, Typography } from 'antd';
import type { SearchRule } from '@/contracts/search-teaching';
import { adminRequest } from '../api/admin-request';
import { useAdminTexts } from '../shell/admin-texts';
import { ConsolePopconfirm } from '../shell/console-popconfirm';
import { formatTime } from '../shell/format';

/** The operator's vocabulary: each synonym and rewrite, newest first, with delete. */
export function SearchRulesTable({ rules, loading, onChanged }: { rules: SearchRule[]; loading: boolean; onChanged: () => void }) {
  const { t, lang } = useAdminTexts();
  const { message } = App.useApp();
  const size = Grid.useBreakpoint().md === false ? 'small' : 'middle';

  async function remove(rule: SearchRule) {
    try {
      await adminRequest('DELETE', `/api/admin/search/rules/${rule.id}`);
      message.success(t('searchTerms.deleted'));
      onChanged();
    } catch (err) {
      message.error((err as Error).message);
    }
  }

  return (
    <section aria-labelledby="search-rules-title" style={{ marginTop: 32 }}>
      <Typography.Title level={2} id="search-rules-title" style={{ fontSize: 20 }}>
        {t('searchTerms.rulesTitle')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('searchTerms.rulesIntro')}</Typography.Paragraph>
      <Table<SearchRule>
        dataSource={rules}
        loading={loading}
        rowKey="id"
        pagination={false}
        scroll={{ x: true }}
        size={size}
        locale={{ emptyText: <Typography.Text>{t('searchTerms.noRules')}</Typography.Text> }}
        data-testid="search-rules"
        columns={[
          { title: t('searchTerms.kind'), dataIndex: 'kind', render: (kind: SearchRule['kind']) => t(`searchTerms.kinds.${kind}`) },
          { title: t('searchTerms.term'), dataIndex: 'term' },
          { title: t('searchTerms.means'), dataIndex: 'target' },
          { title: t('searchTerms.created'), dataIndex: 'createdAt', responsive: ['md'], render: (at: string) => formatTime(at, lang) },
          {
            title: t('searchTerms.actions'),
            key: 'actions',
            render: (_v, rule) => (
              <ConsolePopconfirm
                title={t('searchTerms.deleteConfirm', { term: rule.term, target: rule.target })}
                okText={t('searchTerms.delete')}
                cancelText={t('searchTerms.cancel')}
                onConfirm={() => remove(rule)}
              >
                <Button size="small" danger aria-label={t('searchTerms.deleteOne', { term: rule.term, target: rule.target })}>
                  {t('searchTerms.delete')}
                </Button>
              </ConsolePopconfirm>
            ),
          },
        ]}
      />
    </section>
  );
}
