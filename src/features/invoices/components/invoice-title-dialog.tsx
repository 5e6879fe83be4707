'use client';

import { useTranslations } from 'next-intl';
import { Controller, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { useContractForm } from '@/client/use-contract-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { errorId, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { InvoiceTitle } from '@/contracts/invoices';
import { addTitle } from '../invoice-calls';
import { TITLE_FIELDS, titleBody, titleFormSchema, titleRuleMessage, type TitleField, type TitleValues } from '../title-form';
import { ChoiceGroup } from './choice-group';

const EMPTY: TitleValues = { kind: 'company', name: '', taxNo: '', address: '', phone: '', bank: '', account: '', isDefault: false };
const COMPANY_FIELDS = ['taxNo', 'address', 'phone', 'bank', 'account'] as const;
/** The server's field paths are the form's. */
const SERVER_FIELDS = Object.fromEntries(TITLE_FIELDS.map((field) => [field, field])) as Record<string, TitleField>;

/**
 * "Add an invoice title": company or personal, checked on blur and on submit with the server's own
 * schema; the server's reasons land next to their fields.
 */
export function InvoiceTitleDialog({
  open,
  onOpenChange,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: (title: InvoiceTitle) => void;
}) {
  const t = useTranslations('invoices');
  const tApi = useTranslations('api');
  const contractForm = useContractForm({
    schema: titleFormSchema,
    defaultValues: EMPTY,
    order: TITLE_FIELDS,
    serverFields: SERVER_FIELDS,
    onRefusal: (message) => toast.error(message),
  });
  const { form, fieldId, pending } = contractForm;
  const company = useWatch({ control: form.control, name: 'kind' }) === 'company';

  const message = (field: TitleField) =>
    contractForm.message(field, (rule) => {
      const found = titleRuleMessage(field, rule);
      if ('api' in found) return tApi(found.api);
      return found.key === 'tooLong' ? t('rules.tooLong', { max: found.max }) : t(`rules.${found.key}`);
    });

  const reset = (next: boolean) => {
    if (pending) return;
    if (!next) form.reset(EMPTY);
    onOpenChange(next);
  };

  const submit = contractForm.submitWith(async (typed) => {
    const title = await addTitle(titleBody(typed));
    toast.success(t('form.saved'));
    onSaved(title);
    form.reset(EMPTY);
    onOpenChange(false);
  });

  const input = (field: Exclude<TitleField, 'kind'>, label: string, options: { required?: boolean; hint?: string; autoComplete?: string; inputMode?: 'tel' | 'numeric' } = {}) => (
    <Field id={fieldId(field)} label={label} required={options.required} requiredLabel={t('form.required')} error={message(field)}>
      <Input
        {...contractForm.input(field)}
        aria-describedby={options.hint ? `${errorId(fieldId(field))} ${fieldId(field)}-hint` : errorId(fieldId(field))}
        aria-required={options.required || undefined}
        autoComplete={options.autoComplete ?? 'off'}
        inputMode={options.inputMode}
      />
      {options.hint && (
        <p id={`${fieldId(field)}-hint`} className="-mt-1 text-xs text-slate-500">
          {options.hint}
        </p>
      )}
    </Field>
  );

  return (
    <Dialog open={open} onOpenChange={reset}>
      <DialogContent className="sm:max-w-xl" closeLabel={t('request.close')} data-testid="invoice-title-dialog">
        <DialogTitle className="pr-8">{t('form.title')}</DialogTitle>
        <DialogDescription className="mt-1">{t('form.description')}</DialogDescription>
        <form noValidate onSubmit={submit} className="mt-4 grid gap-3">
          <Controller
            control={form.control}
            name="kind"
            render={({ field: kind }) => (
              <ChoiceGroup
                legend={t('kind.label')}
                name="kind"
                value={kind.value}
                options={[
                  { value: 'company', label: t('kind.company') },
                  { value: 'personal', label: t('kind.personal') },
                ]}
                onChange={(next) => {
                  kind.onChange(next);
                  // The company fields are not sent for a personal title, so their messages go.
                  if (next === 'personal') form.clearErrors([...COMPANY_FIELDS]);
                }}
              />
            )}
          />
          {input('name', company ? t('form.companyName') : t('form.personalName'), { required: true, autoComplete: company ? 'organization' : 'name' })}
          {company && (
            <>
              {input('taxNo', t('form.taxNo'), { required: true, hint: t('form.taxNoHint') })}
              {input('address', t('form.address'), { autoComplete: 'street-address' })}
              <div className="grid gap-3 sm:grid-cols-2">
                {input('phone', t('form.phone'), { autoComplete: 'tel', inputMode: 'tel' })}
                {input('bank', t('form.bank'))}
              </div>
              {input('account', t('form.account'), { inputMode: 'numeric' })}
            </>
          )}
          <div className="flex items-center gap-2">
            <Controller
              control={form.control}
              name="isDefault"
              render={({ field: isDefault }) => (
                <Checkbox id={fieldId('kind') + '-default'} checked={isDefault.value} onCheckedChange={(c) => isDefault.onChange(c === true)} />
              )}
            />
            <label htmlFor={fieldId('kind') + '-default'} className="text-sm text-slate-800">
              {t('form.isDefault')}
            </label>
          </div>
          <div className="mt-2 flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => reset(false)} disabled={pending}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
              {t('form.save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
