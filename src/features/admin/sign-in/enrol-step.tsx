'use client';

import { Alert, Button, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { RecoveryCodes, TotpEnrolment } from '@/contracts/staff';
import { qrDrawing } from '@/components/ui/qr-svg';
import { adminRequest } from '../api/admin-request';
import { useAdminTexts } from '../shell/admin-texts';
import { CodeForm } from './code-form';

/** First sign-in of an admin: scan the QR code (or type the secret), confirm with a code, keep the recovery codes. */
export function EnrolStep({ onDone }: { onDone: () => void }) {
  const { t } = useAdminTexts();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    adminRequest<TotpEnrolment>('POST', '/api/staff/second-factor/enrolment')
      .then(setEnrolment)
      .catch((err: Error) => setError(err.message));
  }, []);

  if (error) return <Alert role="alert" type="error" showIcon message={error} />;
  if (!enrolment) return <Spin />;
  if (codes) {
    return (
      <>
        <Typography.Title level={2} id="recovery-codes-title" style={{ fontSize: 18 }}>
          {t('signIn.recoveryTitle')}
        </Typography.Title>
        <Typography.Paragraph>{t('signIn.recoveryHelp')}</Typography.Paragraph>
        <ol aria-labelledby="recovery-codes-title" style={{ columns: 2, paddingInlineStart: 24, marginBottom: 16 }}>
          {codes.map((code) => (
            <li key={code}>
              <Typography.Text code copyable>
                {code}
              </Typography.Text>
            </li>
          ))}
        </ol>
        <Button type="primary" block onClick={onDone}>
          {t('signIn.recoveryDone')}
        </Button>
      </>
    );
  }
  const qr = qrDrawing(enrolment.otpauthUri);
  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {t('signIn.enrolTitle')}
      </Typography.Title>
      <Typography.Paragraph>{t('signIn.enrolHelp')}</Typography.Paragraph>
      <svg
        role="img"
        aria-label={t('signIn.qrLabel')}
        viewBox={`0 0 ${qr.extent} ${qr.extent}`}
        width={200}
        height={200}
        shapeRendering="crispEdges"
        style={{ display: 'block', margin: '0 auto 16px', background: '#fff' }}
      >
        <path d={qr.d} fill="#000" />
      </svg>
      <Typography.Paragraph>
        {t('signIn.secretLabel')}{' '}
        <Typography.Text code copyable data-testid="totp-secret">
          {enrolment.secret}
        </Typography.Text>
      </Typography.Paragraph>
      <CodeForm
        label={t('signIn.code')}
        submitText={t('signIn.confirm')}
        onSubmit={async (code) => {
          const result = await adminRequest<RecoveryCodes>('POST', '/api/staff/second-factor/enrolment/confirm', { body: { code } });
          setCodes(result.recoveryCodes);
        }}
      />
    </>
  );
}
