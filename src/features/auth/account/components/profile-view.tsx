'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { QueryIsland } from '@/client/query-island';
import { Button } from '@/components/ui/button';
import { profileFormValues } from '../profile-values';
import { useUserInfo } from '../use-user-info';
import { AccountManagerCard } from './account-manager-card';
import { ChangePasswordForm } from './change-password-form';
import { ProfileForm } from './profile-form';
import { ProfileFormSkeleton } from './profile-form-skeleton';
import { ProfileSummary } from './profile-summary';

function Card({
  headingId,
  heading,
  intro,
  children,
}: {
  headingId: string;
  heading: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {heading}
      </h2>
      {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/**
 * /user/profile after mount: the read-only summary, the profile form and the password form. While
 * GET /api/info is under way the summary and form keep their final size (placeholders); a failure
 * replaces both with a message and a retry. The password form needs no data and shows at once.
 */
export function ProfileView() {
  return (
    <QueryIsland>
      <Profile />
    </QueryIsland>
  );
}

function Profile() {
  const t = useTranslations('profile');
  const { state, retry, replace } = useUserInfo();

  return (
    <div className="grid gap-6">
      <p role="status" className="sr-only">
        {state.status === 'loading' ? t('loading') : ''}
      </p>
      {state.status === 'error' ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-5 text-sm text-red-800"
        >
          <span className="flex-1">{t('loadFailed')}</span>
          <Button variant="outline" onClick={retry}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <>
          <ProfileSummary info={state.status === 'ready' ? state.info : null} />
          {state.status === 'ready' && state.info.accountManager && (
            <AccountManagerCard manager={state.info.accountManager} />
          )}
          <Card headingId="profile-form-heading" heading={t('form.heading')} intro={t('form.intro')}>
            {state.status === 'ready' ? (
              // Keyed by the user: another account (signed in from another tab) starts a fresh form.
              <ProfileForm
                key={state.info.id}
                initial={profileFormValues(state.info)}
                mobile={state.info.mobile}
                colleague={state.info.companyRole === 'buyer'}
                onSaved={replace}
              />
            ) : (
              <ProfileFormSkeleton />
            )}
          </Card>
        </>
      )}
      <Card headingId="change-password-heading" heading={t('password.heading')} intro={t('password.intro')}>
        <ChangePasswordForm />
      </Card>
    </div>
  );
}
