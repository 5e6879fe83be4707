'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { emit } from '@/client/event-bus';
import { QueryIsland } from '@/client/query-island';
import { useContractForm } from '@/client/use-contract-form';
import { useIsClient } from '@/client/use-is-client';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PASSWORD_MAX } from '@/contracts/accounts';
import type { InvitationState, InvitationView } from '@/contracts/company';
import { useRouter } from '@/i18n/navigation';
import { intlLocale } from '@/lib/intl-locale';
import { logIn } from '../auth-calls';
import { acceptInvitation, sendInvitationCode } from '../invitation-calls';
import { invitationFormSchema, invitationMessageKey, type InvitationField } from '../invitation-form-schema';
import { invitationQueries } from '../invitation-queries';
import { useCountdown } from '../use-countdown';
import { FormAlert } from './form-alert';
import { PasswordInput } from './password-input';

const FIELDS: InvitationField[] = ['code', 'password', 'confirm'];
const SERVER_FIELDS: Record<string, InvitationField> = { smsContent: 'code', password: 'password' };
const STATE_TONE = { open: 'success', expired: 'warning', revoked: 'danger', accepted: 'info' } as const;

/**
 * /invitation/{token}: what the link offers (company, who invited, the name and masked number), its
 * state, and for an open one: send the SMS code to the invited number, then code + password twice.
 * The new account signs in with the number and password and goes to the account area.
 */
export function InvitationAcceptance({ token }: { token: string }) {
  return (
    <QueryIsland>
      <Invitation token={token} />
    </QueryIsland>
  );
}

function Invitation({ token }: { token: string }) {
  const t = useTranslations('invitation');
  const locale = useLocale();
  const isClient = useIsClient();
  const query = useQuery({ ...invitationQueries.view(token), enabled: isClient });

  if (query.isError) {
    return (
      <p role="alert" data-testid="invitation-invalid" className="rounded-lg border border-red-200 bg-red-50 p-5 text-sm text-red-800">
        {t('invalid')}
      </p>
    );
  }
  const view = query.data;
  if (!view) {
    return (
      <p role="status" className="rounded-lg border border-slate-200 bg-white p-5 text-sm text-slate-600">
        {t('loading')}
      </p>
    );
  }
  const expires = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long' }).format(new Date(view.expiresAt));
  return (
    <div className="grid gap-6">
      <section aria-labelledby="invitation-offer" data-testid="invitation-offer" className="grid gap-3 rounded-lg border border-slate-200 bg-white p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="invitation-offer" className="text-base font-semibold text-slate-900">
            {t('offer', { inviter: view.inviterName, company: view.companyName })}
          </h2>
          <Badge tone={STATE_TONE[view.state]} data-testid="invitation-state">
            {t(`states.${view.state}`)}
          </Badge>
        </div>
        <dl className="grid gap-2 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="text-slate-500">{t('company')}</dt>
          <dd className="font-medium text-slate-900">{view.companyName}</dd>
          <dt className="text-slate-500">{t('inviter')}</dt>
          <dd className="font-medium text-slate-900">{view.inviterName}</dd>
          <dt className="text-slate-500">{t('name')}</dt>
          <dd className="font-medium text-slate-900">{view.name}</dd>
          <dt className="text-slate-500">{t('mobile')}</dt>
          <dd className="font-medium text-slate-900 tabular-nums">{view.maskedMobile}</dd>
          <dt className="text-slate-500">{t('expires')}</dt>
          <dd className="font-medium text-slate-900">{expires}</dd>
        </dl>
      </section>
      {view.state === 'open' ? <AcceptForm token={token} view={view} /> : <Closed state={view.state} />}
    </div>
  );
}

function Closed({ state }: { state: Exclude<InvitationState, 'open'> }) {
  const t = useTranslations('invitation');
  return (
    <div role="status" data-testid="invitation-closed" className="grid gap-3 rounded-lg border border-amber-200 bg-amber-50 p-5 text-sm text-amber-950">
      <p>{t(`closed.${state}`)}</p>
      {state === 'accepted' && (
        <div>
          <Button variant="outline" onClick={() => emit('signin:open', { reason: 'account' })}>
            {t('signIn')}
          </Button>
        </div>
      )}
    </div>
  );
}

function AcceptForm({ token, view }: { token: string; view: InvitationView }) {
  const t = useTranslations('invitation');
  const tRoot = useTranslations();
  const tLogin = useTranslations('userLogin');
  const router = useRouter();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const form = useContractForm({
    schema: invitationFormSchema,
    defaultValues: { code: '', password: '', confirm: '' },
    order: FIELDS,
    serverFields: SERVER_FIELDS,
    dependents: { password: 'confirm' },
  });

  const sendCode = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    try {
      const answer = await sendInvitationCode(token);
      toast.success(tRoot('sendSuccess'));
      countdown.start(answer?.resendAfterSeconds);
    } catch {
      // Toasted by the call (too soon, too many, link no longer open).
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  const submit = form.submitWith(async ({ code, password }) => {
    const { mobile } = await acceptInvitation({ token, smsContent: code.trim(), password });
    toast.success(t('form.done', { company: view.companyName }));
    const signedIn = await logIn(mobile, password).catch(() => null);
    if (signedIn) router.replace('/user/profile');
    else {
      router.replace('/');
      emit('signin:open', { reason: 'account' });
    }
  });

  const field = (name: InvitationField) => ({
    id: form.fieldId(name),
    label: t(`form.${name}`),
    required: true,
    requiredLabel: t('form.required'),
    error: form.message(name, (rule) => {
      const key = invitationMessageKey(name, rule);
      return key ? t(`form.${key}`) : form.otherRule(rule, PASSWORD_MAX);
    }),
  });
  const control = (name: InvitationField) => ({ ...form.input(name), 'aria-required': true as const });
  const eye = { show: tLogin('showPassword'), hide: tLogin('hidePassword') };
  const waiting = countdown.left > 0;

  return (
    <section aria-labelledby="invitation-form-heading" className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="invitation-form-heading" className="text-base font-semibold text-slate-900">
        {t('form.heading')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">{t('form.intro', { mobile: view.maskedMobile })}</p>
      <form noValidate onSubmit={submit} aria-labelledby="invitation-form-heading" aria-busy={form.pending} data-testid="invitation-form" className="grid gap-1">
        <Field {...field('code')}>
          <div className="flex gap-2">
            <Input {...control('code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
            <Button variant="outline" className="h-10 w-36 shrink-0 tabular-nums" disabled={sending || waiting} aria-busy={sending || undefined} onClick={sendCode}>
              {waiting ? t('form.resendIn', { seconds: countdown.left }) : sending ? t('form.sending') : t('form.sendCode')}
            </Button>
          </div>
        </Field>
        <Field {...field('password')}>
          <PasswordInput {...control('password')} autoComplete="new-password" labels={eye} />
        </Field>
        <p className="-mt-1 mb-2 text-xs text-slate-600">{t('form.passwordHint')}</p>
        <Field {...field('confirm')}>
          <PasswordInput {...control('confirm')} autoComplete="new-password" labels={eye} />
        </Field>
        <FormAlert message={form.refusal} />
        <Button type="submit" size="lg" className="mt-4 w-full" disabled={form.pending}>
          {form.pending ? t('form.submitting') : t('form.submit')}
        </Button>
      </form>
    </section>
  );
}
