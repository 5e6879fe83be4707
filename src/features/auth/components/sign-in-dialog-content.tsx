'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { AppEvents } from '@/client/event-bus';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

export type SignInDialogContentProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  reason: AppEvents['signin:open']['reason'];
  /** A registration went through: the caller closes this dialog and shows the success dialog. */
  onRegistered: () => void;
};

/** The sign-in dialog (500 px, full width on phones): login and register tabs, login first. */
export function SignInDialogContent({ open, onOpenChange, reason, onRegistered }: SignInDialogContentProps) {
  const t = useTranslations('auth');
  const tLogin = useTranslations('userLogin');
  const tRegister = useTranslations('userRegister');
  const tCommon = useTranslations('common');
  // The terms/privacy agreement starts checked; one choice for both tabs.
  const [agreed, setAgreed] = useState(true);
  // The subtitle follows the tab: why to sign in on one, what registering leads to on the other.
  const [tab, setTab] = useState<'login' | 'register'>('login');

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:w-[500px]" closeLabel={tCommon('close')} data-testid="sign-in-dialog">
        <DialogTitle className="pr-10 text-xl">{t('dialogTitle')}</DialogTitle>
        <DialogDescription className="mt-1">{tab === 'login' ? t(`reasons.${reason}`) : t('registerIntro')}</DialogDescription>

        <Tabs value={tab} onValueChange={(next) => setTab(next === 'register' ? 'register' : 'login')} className="mt-4">
          <TabsList aria-label={t('tabsLabel')}>
            <TabsTrigger value="login">{tLogin('tab')}</TabsTrigger>
            <TabsTrigger value="register">{tRegister('tab')}</TabsTrigger>
          </TabsList>
          <TabsContent value="login">
            <LoginForm agreed={agreed} onAgreedChange={setAgreed} onLeave={() => onOpenChange(false)} />
          </TabsContent>
          <TabsContent value="register">
            <RegisterForm agreed={agreed} onAgreedChange={setAgreed} onRegistered={onRegistered} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
