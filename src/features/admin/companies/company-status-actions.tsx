'use client';

import { useInvalidate } from '@refinedev/core';
import { App, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import type { AdminCompany } from '@/contracts/company';
import { adminRequest } from '../api/admin-request';
import { useAdminTexts } from '../shell/admin-texts';
import { ConsolePopconfirm } from '../shell/console-popconfirm';

/**
 * Disable a company (with the reason the operator gives, in a dialog) or enable it again. The server
 * ends every member's sessions, checks the move and audits it.
 */
export function CompanyStatusActions({ company }: { company: Pick<AdminCompany, 'id' | 'name' | 'status'> }) {
  const { t } = useAdminTexts();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const [disabling, setDisabling] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();

  async function decide(decision: 'disable' | 'enable', body?: unknown) {
    try {
      await adminRequest('POST', `/api/admin/companies/${company.id}/${decision}`, { body });
      message.success(t(`companies.done.${decision}`, { name: company.name }));
      await invalidate({ resource: 'companies', invalidates: ['list', 'detail'], id: company.id });
      return true;
    } catch (err) {
      message.error((err as Error).message);
      return false;
    }
  }

  if (company.status === 'disabled') {
    return (
      <ConsolePopconfirm
        title={t('companies.confirmEnable', { name: company.name })}
        okText={t('companies.enable')}
        cancelText={t('companies.cancel')}
        onConfirm={() => decide('enable')}
      >
        <Button type="primary">{t('companies.enable')}</Button>
      </ConsolePopconfirm>
    );
  }
  return (
    <>
      <Button danger onClick={() => setDisabling(true)}>
        {t('companies.disable')}
      </Button>
      <Modal
        open={disabling}
        title={t('companies.disableTitle', { name: company.name })}
        okText={t('companies.disable')}
        cancelText={t('companies.cancel')}
        okButtonProps={{ danger: true }}
        onCancel={() => setDisabling(false)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <p>{t('companies.disableEffect')}</p>
        <Form
          form={form}
          layout="vertical"
          onFinish={async ({ reason }) => {
            if (await decide('disable', { reason })) setDisabling(false);
          }}
        >
          <Form.Item
            label={t('companies.reason')}
            name="reason"
            rules={[{ required: true, whitespace: true, max: 200, message: t('companies.reasonRule') }]}
          >
            <Input.TextArea rows={3} maxLength={200} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
