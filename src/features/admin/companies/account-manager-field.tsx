'use client';

import { useInvalidate, useList } from '@refinedev/core';
import { App, Button, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import type { AdminUser } from '@/contracts/accounts';
import type { AdminCompanyDetail } from '@/contracts/company';
import { adminRequest } from '../api/admin-request';
import { useAdminTexts } from '../shell/admin-texts';

/** Staff who can sign in, of one role: the people an operator may pick as a company's manager. */
function useStaff(role: 'operator' | 'admin') {
  return useList<AdminUser>({
    resource: 'users',
    filters: [
      { field: 'role', operator: 'eq', value: role },
      { field: 'status', operator: 'eq', value: 'approved' },
    ],
    pagination: { currentPage: 1, pageSize: 100 },
  });
}

/**
 * The company's account manager: pick a staff member (operator or admin) and assign, or remove the
 * one assigned. The server checks the choice and audits the change; the company's members see the
 * manager only while their plan grants one.
 */
export function AccountManagerField({ company }: { company: Pick<AdminCompanyDetail, 'id' | 'name' | 'accountManager'> }) {
  const { t } = useAdminTexts();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const operators = useStaff('operator');
  const admins = useStaff('admin');
  const [chosen, setChosen] = useState<number | undefined>(company.accountManager?.id);
  const [pending, setPending] = useState(false);
  const staff = [...(operators.result?.data ?? []), ...(admins.result?.data ?? [])];
  const options = staff.map((u) => ({ value: u.id, label: `${u.name} · ${u.mobile}` }));
  if (company.accountManager && !staff.some((u) => u.id === company.accountManager?.id)) {
    options.unshift({ value: company.accountManager.id, label: `${company.accountManager.name} · ${company.accountManager.mobile}` });
  }

  async function save(userId: number | null) {
    setPending(true);
    try {
      await adminRequest('PUT', `/api/admin/companies/${company.id}/account-manager`, { body: { userId } });
      message.success(t(userId === null ? 'accountManager.removed' : 'accountManager.assigned', { name: company.name }));
      if (userId === null) setChosen(undefined);
      await invalidate({ resource: 'companies', invalidates: ['detail'], id: company.id });
    } catch (err) {
      message.error((err as Error).message);
    } finally {
      setPending(false);
    }
  }

  return (
    <Space direction="vertical" size="small" style={{ width: '100%' }} data-testid="account-manager">
      <Typography.Text>
        {company.accountManager
          ? `${company.accountManager.name} · ${company.accountManager.mobile}`
          : t('accountManager.none')}
      </Typography.Text>
      <Space wrap>
        <Select<number>
          style={{ minWidth: 240 }}
          placeholder={t('accountManager.pick')}
          aria-label={t('accountManager.pick')}
          loading={operators.query.isLoading || admins.query.isLoading}
          options={options}
          value={chosen}
          onChange={setChosen}
          showSearch
          optionFilterProp="label"
        />
        <Button type="primary" disabled={chosen === undefined || chosen === company.accountManager?.id} loading={pending} onClick={() => chosen !== undefined && void save(chosen)}>
          {t('accountManager.assign')}
        </Button>
        {company.accountManager && (
          <Button disabled={pending} onClick={() => void save(null)}>
            {t('accountManager.unassign')}
          </Button>
        )}
      </Space>
      <Typography.Text type="secondary">{t('accountManager.hint')}</Typography.Text>
    </Space>
  );
}
