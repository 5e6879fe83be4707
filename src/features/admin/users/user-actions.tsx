'use client';

import { useInvalidate } from '@refinedev/core';
import { App, Button, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import type { AdminUser } from '@/contracts/accounts';
import { adminRequest } from '../api/admin-request';
import { useAdminTexts } from '../shell/admin-texts';
import { ConsolePopconfirm } from '../shell/console-popconfirm';

/** The decisions an operator takes on an account, by its status; the server checks each move and audits it. */
export function UserActions({ user, onChanged }: { user: AdminUser; onChanged?: () => void }) {
  const { t } = useAdminTexts();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const [rejecting, setRejecting] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();

  async function decide(decision: 'approve' | 'disable' | 'reject', body?: unknown) {
    try {
      await adminRequest('POST', `/api/admin/users/${user.id}/${decision}`, { body });
      message.success(t(`users.done.${decision}`, { name: user.name }));
      await invalidate({ resource: 'users', invalidates: ['list', 'detail'] });
      onChanged?.();
      return true;
    } catch (err) {
      message.error((err as Error).message);
      return false;
    }
  }

  const who = `${user.name} (${user.company})`;
  return (
    <Space wrap>
      {user.status === 'pending' || user.status === 'disabled' ? (
        <ConsolePopconfirm
          title={t(user.status === 'pending' ? 'users.confirmApprove' : 'users.confirmEnable', { who })}
          okText={t('users.yes')}
          cancelText={t('users.no')}
          onConfirm={() => decide('approve')}
        >
          <Button type="primary" size="small">
            {t(user.status === 'pending' ? 'users.approve' : 'users.enable')}
          </Button>
        </ConsolePopconfirm>
      ) : null}
      {user.status === 'pending' ? (
        <Button danger size="small" onClick={() => setRejecting(true)}>
          {t('users.reject')}
        </Button>
      ) : null}
      {user.status === 'approved' && user.role === 'buyer' ? (
        <ConsolePopconfirm title={t('users.confirmDisable', { who })} okText={t('users.yes')} cancelText={t('users.no')} onConfirm={() => decide('disable')}>
          <Button danger size="small">
            {t('users.disable')}
          </Button>
        </ConsolePopconfirm>
      ) : null}
      <Modal
        open={rejecting}
        title={t('users.rejectTitle', { who })}
        okText={t('users.reject')}
        cancelText={t('users.no')}
        okButtonProps={{ danger: true }}
        onCancel={() => setRejecting(false)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          onFinish={async ({ reason }) => {
            if (await decide('reject', { reason })) setRejecting(false);
          }}
        >
          <Form.Item label={t('users.reason')} name="reason" rules={[{ required: true, max: 200, message: t('users.reasonRule') }]}>
            <Input.TextArea rows={3} maxLength={200} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
