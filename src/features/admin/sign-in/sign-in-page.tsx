'use client';

import { Button, Card, Flex, Spin, Typography } from 'antd';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { userAccount, userAccountStore } from '@/client/user-account-store';
import type { SecondFactorStatus } from '@/contracts/staff';
import { adminRequest } from '../api/admin-request';
import { useAdminTexts } from '../shell/admin-texts';
import { LangSwitch } from '../shell/lang-switch';
import { PasswordStep } from './password-step';
import { EnrolStep } from './enrol-step';
import { VerifyStep } from './verify-step';

type Step = 'checking' | 'password' | 'enrol' | 'verify';

async function stepAfterPassword(): Promise<'done' | 'enrol' | 'verify'> {
  const state = await adminRequest<SecondFactorStatus>('GET', '/api/staff/second-factor');
  if (!state.required || state.passed) return 'done';
  return state.enrolled ? 'verify' : 'enrol';
}

/** Where the page starts: a staff session it opens with (ended or not staff: the status call fails) skips the password. */
async function openingStep(): Promise<'done' | Step> {
  const { token, userInfo } = userAccountStore.getState();
  const role = userInfo?.role;
  if (!token || (role !== 'admin' && role !== 'operator')) return 'password';
  return stepAfterPassword();
}

/**
 * The console's sign-in: the store's ordinary account sign-in, then — for roles that need it — the
 * authenticator: set it up the first time (QR code or the secret typed in), enter its code afterwards.
 * A staff session that already has the password (signed in here before, or in the store) but not the
 * second factor goes straight to the authenticator step: until it passes, the API refuses it everything
 * else (ADR 0062).
 */
export function SignInPage() {
  const { t } = useAdminTexts();
  const router = useRouter();
  const [step, setStep] = useState<Step>('checking');
  const done = () => router.replace('/admin');

  async function afterPassword() {
    const next = await stepAfterPassword();
    if (next === 'done') done();
    else setStep(next);
  }

  useEffect(() => {
    openingStep().then(
      (next) => (next === 'done' ? router.replace('/admin') : setStep(next)),
      () => setStep('password'),
    );
  }, [router]);

  async function useAnotherAccount() {
    await adminRequest('POST', '/api/logout', {}).catch(() => undefined);
    userAccount.logout();
    setStep('password');
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
        {step === 'checking' ? (
          <Flex justify="center" style={{ padding: 24 }}>
            <Spin />
          </Flex>
        ) : null}
        {step === 'password' ? <PasswordStep onSignedIn={afterPassword} /> : null}
        {step === 'enrol' ? <EnrolStep onDone={done} /> : null}
        {step === 'verify' ? <VerifyStep onDone={done} /> : null}
        {step === 'enrol' || step === 'verify' ? (
          <>
            <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
              {t('signIn.secondFactorWhy')}
            </Typography.Paragraph>
            <Button type="link" onClick={useAnotherAccount} style={{ paddingInline: 0, marginTop: 8 }}>
              {t('signIn.otherAccount')}
            </Button>
          </>
        ) : null}
      </Card>
    </Flex>
  );
}
