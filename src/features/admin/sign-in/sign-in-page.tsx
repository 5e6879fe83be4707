'use client';

import { Card, Flex, Typography } from 'antd';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { SecondFactorStatus } from '@/contracts/staff';
import { adminRequest } from '../api/admin-request';
import { useAdminTexts } from '../shell/admin-texts';
import { LangSwitch } from '../shell/lang-switch';
import { PasswordStep } from './password-step';
import { EnrolStep } from './enrol-step';
import { VerifyStep } from './verify-step';

type Step = 'password' | 'enrol' | 'verify';

/**
 * The console's sign-in: the store's ordinary account sign-in, then — for roles that need it — the
 * authenticator: set it up the first time (QR code or the secret typed in), enter its code afterwards.
 */
export function SignInPage() {
  const { t } = useAdminTexts();
  const router = useRouter();
  const [step, setStep] = useState<Step>('password');
  const done = () => router.replace('/admin');

  async function afterPassword() {
    const state = await adminRequest<SecondFactorStatus>('GET', '/api/staff/second-factor');
    if (!state.required || state.passed) done();
    else setStep(state.enrolled ? 'verify' : 'enrol');
  }

  return (
    <Flex component="main" vertical align="center" justify="center" style={{ minHeight: '100dvh', padding: 16, background: '#f5f5f5' }}>
      <Card style={{ width: '100%', maxWidth: 440 }}>
        <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
          <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
            {t('title')}
          </Typography.Title>
          <LangSwitch />
        </Flex>
        {step === 'password' ? <PasswordStep onSignedIn={afterPassword} /> : null}
        {step === 'enrol' ? <EnrolStep onDone={done} /> : null}
        {step === 'verify' ? <VerifyStep onDone={done} /> : null}
        {step !== 'password' ? (
          <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
            {t('signIn.secondFactorWhy')}
          </Typography.Paragraph>
        ) : null}
      </Card>
    </Flex>
  );
}
