'use client';

import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { z } from 'zod';
import { useContractForm } from '@/client/use-contract-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { inputClasses } from '@/components/ui/input';
import { transferOwnershipBodySchema, type TeamMember } from '@/contracts/company';
import { transferOwnership } from '../company-calls';

const transferFormSchema = z.object({ password: transferOwnershipBodySchema.shape.password });
type TransferValues = z.input<typeof transferFormSchema>;
const EMPTY: TransferValues = { password: '' };

/**
 * Hands the company to a colleague, confirmed with the owner's password. A wrong password shows
 * under the field; afterwards the owner is a colleague and `onTransferred` refreshes who they are.
 */
export function TransferDialog({
  member,
  onOpenChange,
  onTransferred,
}: {
  member: TeamMember | null;
  onOpenChange: (open: boolean) => void;
  onTransferred: () => Promise<void>;
}) {
  const t = useTranslations('team');
  const contractForm = useContractForm({
    schema: transferFormSchema,
    defaultValues: EMPTY,
    order: ['password'],
    serverFields: { password: 'password' },
    onRefusal: (message) => toast.error(message),
  });
  const { form, fieldId, pending } = contractForm;

  const close = (next: boolean) => {
    if (pending) return;
    if (!next) form.reset(EMPTY);
    onOpenChange(next);
  };

  const submit = contractForm.submitWith(async ({ password }) => {
    if (!member) return;
    await transferOwnership(member.id, password);
    toast.success(t('transfer.done', { name: member.name }));
    form.reset(EMPTY);
    onOpenChange(false);
    await onTransferred();
  });

  return (
    <Dialog open={member !== null} onOpenChange={close}>
      <DialogContent className="sm:max-w-md" closeLabel={t('close')} data-testid="transfer-dialog">
        <DialogTitle className="pr-8">{t('transfer.title', { name: member?.name ?? '' })}</DialogTitle>
        <DialogDescription className="mt-1">{t('transfer.description', { name: member?.name ?? '' })}</DialogDescription>
        <form noValidate onSubmit={submit} className="mt-4 grid gap-1" aria-busy={pending}>
          <Field
            id={fieldId('password')}
            label={t('transfer.password')}
            required
            requiredLabel={t('required')}
            error={contractForm.message('password', (rule) => (rule === 'required' ? t('transfer.passwordRequired') : contractForm.otherRule(rule)))}
          >
            <input {...contractForm.input('password')} aria-required type="password" autoComplete="current-password" className={inputClasses} />
          </Field>
          <div className="mt-2 flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => close(false)} disabled={pending}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
              {t('transfer.confirm')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
