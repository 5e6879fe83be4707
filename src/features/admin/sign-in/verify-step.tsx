'use client';

import { Button, Typography } from 'antd';
import { useState } from 'react';
import { adminRequest } from '../api/admin-request';
import { useAdminTexts } from '../shell/admin-texts';
import { CodeForm } from './code-form';

/** Later sign-ins: the authenticator's current code, or one recovery code. */
export function VerifyStep({ onDone }: { onDone: () => void }) {
  const { t } = useAdminTexts();
  const [recovery, setRecovery] = useState(false);
  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {t('signIn.verifyTitle')}
      </Typography.Title>
      <CodeForm
        key={recovery ? 'recovery' : 'code'}
        recovery={recovery}
        label={recovery ? t('signIn.recoveryCode') : t('signIn.code')}
        submitText={t('signIn.verify')}
        onSubmit={async (code) => {
          await adminRequest('POST', '/api/staff/second-factor/verify', { body: recovery ? { recoveryCode: code } : { code } });
          onDone();
        }}
      />
      <Button type="link" onClick={() => setRecovery(!recovery)} style={{ paddingInline: 0, marginTop: 8 }}>
        {recovery ? t('signIn.useCode') : t('signIn.useRecovery')}
      </Button>
    </>
  );
}
