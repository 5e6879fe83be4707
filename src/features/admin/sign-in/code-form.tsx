'use client';

import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useAdminTexts } from '../shell/admin-texts';

/** One code field and its button; shows the server's refusal (wrong, replayed, blocked) under it. */
export function CodeForm({ label, submitText, recovery = false, onSubmit }: {
  label: string;
  submitText: string;
  recovery?: boolean;
  onSubmit: (code: string) => Promise<void>;
}) {
  const { t } = useAdminTexts();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Form<{ code: string }>
      layout="vertical"
      requiredMark={false}
      onFinish={async ({ code }) => {
        setBusy(true);
        setError(null);
        try {
          await onSubmit(code.trim());
        } catch (err) {
          setError(err instanceof Error && err.message ? err.message : t('networkError'));
        } finally {
          setBusy(false);
        }
      }}
    >
      <Form.Item
        label={label}
        name="code"
        rules={[
          recovery
            ? { required: true, min: 10, message: t('signIn.recoveryInvalid') }
            : { required: true, pattern: /^\s*\d{6}\s*$/, message: t('signIn.codeInvalid') },
        ]}
      >
        <Input autoComplete="one-time-code" inputMode={recovery ? 'text' : 'numeric'} maxLength={recovery ? 16 : 6} />
      </Form.Item>
      {error ? <Alert role="alert" type="error" showIcon message={error} style={{ marginBottom: 16 }} /> : null}
      <Button type="primary" htmlType="submit" block loading={busy}>
        {submitText}
      </Button>
    </Form>
  );
}
