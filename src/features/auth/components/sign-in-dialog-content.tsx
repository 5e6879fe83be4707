'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { AppEvents } from '@/client/event-bus';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ACCOUNTS_OPEN } from '../accounts-open';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

export type SignInDialogContentProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  reason: AppEvents['signin:open']['reason'];
  contact: { email: string; phone: string };
};

/** The sign-in dialog (500 px, full width on phones): login and register tabs, login first. */
export function SignInDialogContent({ open, onOpenChange, reason, contact }: SignInDialogContentProps) {
  const t = useTranslations('auth');
  const tLogin = useTranslations('userLogin');
  const tRegister = useTranslations('userRegister');
  const tCommon = useTranslations('common');
  // Spec §5: the terms/privacy agreement starts checked; one choice for both tabs.
  const [agreed, setAgreed] = useState(true);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:w-[500px]" closeLabel={tCommon('close')} data-testid="sign-in-dialog">
        <DialogTitle className="pr-10 text-xl">{t('dialogTitle')}</DialogTitle>
        <DialogDescription className="mt-1">{t(`reasons.${reason}`)}</DialogDescription>

        {!ACCOUNTS_OPEN && (
          <div
            role="note"
            className="mt-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          >
            <p className="font-semibold">{t('comingSoonTitle')}</p>
            <p className="mt-1 leading-6">
              {t('comingSoon', { email: contact.email, phone: contact.phone })}
            </p>
          </div>
        )}

        <Tabs defaultValue="login" className="mt-4">
          <TabsList aria-label={t('tabsLabel')}>
            <TabsTrigger value="login">{tLogin('tab')}</TabsTrigger>
            <TabsTrigger value="register">{tRegister('tab')}</TabsTrigger>
          </TabsList>
          <TabsContent value="login">
            <LoginForm agreed={agreed} onAgreedChange={setAgreed} />
          </TabsContent>
          <TabsContent value="register">
            <RegisterForm agreed={agreed} onAgreedChange={setAgreed} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
