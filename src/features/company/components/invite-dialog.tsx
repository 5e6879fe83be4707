'use client';

import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { useContractForm } from '@/client/use-contract-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { invite } from '../company-calls';
import { INVITE_NAME_MAX, inviteFormSchema, inviteMessageKey, type InviteField, type InviteValues } from '../invite-form-schema';

const EMPTY: InviteValues = { mobile: '', name: '' };
const FIELDS: InviteField[] = ['mobile', 'name'];
const SERVER_FIELDS: Record<string, InviteField> = { mobile: 'mobile', name: 'name' };

/**
 * "Invite a colleague": mobile and name, checked with the API's rules. The server's refusal lands
 * under its field (a number that already has an account) or, when it names no field (no seat left,
 * with the plan that has more), as a toast in the server's words.
 */
export function InviteDialog({ open, onOpenChange, onInvited }: { open: boolean; onOpenChange: (open: boolean) => void; onInvited: () => void }) {
  const t = useTranslations('team');
  const contractForm = useContractForm({
    schema: inviteFormSchema,
    defaultValues: EMPTY,
    order: FIELDS,
    serverFields: SERVER_FIELDS,
    onRefusal: (message) => toast.error(message),
  });
  const { form, fieldId, pending } = contractForm;

  const message = (field: InviteField) =>
    contractForm.message(field, (rule) => {
      const key = inviteMessageKey(field, rule);
      if (key === 'nameTooLong') return t('invite.nameTooLong', { max: INVITE_NAME_MAX });
      return key ? t(`invite.${key}`) : contractForm.otherRule(rule);
    });

  const close = (next: boolean) => {
    if (pending) return;
    if (!next) form.reset(EMPTY);
    onOpenChange(next);
  };

  const submit = contractForm.submitWith(async ({ mobile, name }) => {
    const sent = await invite({ mobile: mobile.trim(), name: name.trim() });
    toast.success(t('invite.sent', { name: sent.name, mobile: sent.mobile }));
    form.reset(EMPTY);
    onOpenChange(false);
    onInvited();
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-md" closeLabel={t('close')} data-testid="invite-dialog">
        <DialogTitle className="pr-8">{t('invite.title')}</DialogTitle>
        <DialogDescription className="mt-1">{t('invite.description')}</DialogDescription>
        <form noValidate onSubmit={submit} className="mt-4 grid gap-1" aria-busy={pending}>
          <Field id={fieldId('mobile')} label={t('invite.mobile')} required requiredLabel={t('required')} error={message('mobile')}>
            <Input {...contractForm.input('mobile')} aria-required type="tel" inputMode="tel" autoComplete="off" maxLength={11} />
          </Field>
          <Field id={fieldId('name')} label={t('invite.name')} required requiredLabel={t('required')} error={message('name')}>
            <Input {...contractForm.input('name')} aria-required autoComplete="off" maxLength={INVITE_NAME_MAX} />
          </Field>
          <div className="mt-2 flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => close(false)} disabled={pending}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
              {pending ? t('invite.sending') : t('invite.send')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
