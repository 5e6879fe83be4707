'use client';

import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { userAccount } from '@/client/user-account-store';
import { adminRequest } from '../api/admin-request';
import { useAdminTexts } from '../shell/admin-texts';

type Values = { mobile: string; password: string };

/** Mobile and password through the store's own sign-in (POST /api/login); only staff go on. */
export function PasswordStep({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const { t } = useAdminTexts();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(values: Values) {
    setBusy(true);
    setError(null);
    try {
      userAccount.logout();
      const result = await adminRequest<{ role: string; token: string }>('POST', '/api/login', {
        body: { username: values.mobile.trim(), password: values.password },
      });
      if (result.role !== 'admin' && result.role !== 'operator') {
        await adminRequest('POST', '/api/logout', {}).catch(() => undefined);
        userAccount.logout();
        setError(t('signIn.notStaff'));
        return;
      }
      userAccount.setToken(result.token);
      userAccount.setUserInfo({ role: result.role });
      await onSignedIn();
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : t('networkError'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form<Values> layout="vertical" onFinish={submit} requiredMark={false}>
      <Form.Item label={t('signIn.mobile')} name="mobile" rules={[{ required: true, pattern: /^\s*1\d{10}\s*$/, message: t('signIn.mobileInvalid') }]}>
        <Input autoComplete="username" inputMode="numeric" />
      </Form.Item>
      <Form.Item label={t('signIn.password')} name="password" rules={[{ required: true, message: t('signIn.passwordRequired') }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      {error ? <Alert role="alert" type="error" showIcon message={error} style={{ marginBottom: 16 }} /> : null}
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('signIn.submit')}
      </Button>
    </Form>
  );
}
