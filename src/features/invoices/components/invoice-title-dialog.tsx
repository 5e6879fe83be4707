'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { ApiRequestError } from '@/client/api-request';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { errorId, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { InvoiceTitle, InvoiceTitleKind } from '@/contracts/invoices';
import { addTitle } from '../invoice-calls';
import { checkTitle, TITLE_FIELDS, type TitleField, type TitleRuleMessage } from '../title-form-rules';
import { ChoiceGroup } from './choice-group';

type Values = { kind: InvoiceTitleKind; name: string; taxNo: string; address: string; phone: string; bank: string; account: string; isDefault: boolean };
const EMPTY: Values = { kind: 'company', name: '', taxNo: '', address: '', phone: '', bank: '', account: '', isDefault: false };
const COMPANY_FIELDS = ['taxNo', 'address', 'phone', 'bank', 'account'] as const;

/** What is sent: a personal title carries its name only (the company fields stay in the form if the buyer switches back). */
function bodyOf(values: Values) {
  return values.kind === 'personal' ? { kind: values.kind, name: values.name, isDefault: values.isDefault } : values;
}

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
  const id = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<TitleField, string>>>({});
  const [touched, setTouched] = useState<ReadonlySet<TitleField>>(new Set());
  const [pending, setPending] = useState(false);
  const fieldId = (field: TitleField) => `${id}-${field}`;

  const text = (message: TitleRuleMessage): string => {
    switch (message.key) {
      case 'required':
      case 'invalid':
      case 'controlCharacters':
        return t(`rules.${message.key}`);
      case 'tooLong':
        return t('rules.tooLong', { max: 'max' in message ? message.max : 0 });
      default:
        return tApi(message.key);
    }
  };
  const clientErrors = (next: Values, only?: ReadonlySet<TitleField>) => {
    const { errors: found } = checkTitle(bodyOf(next));
    const out: Partial<Record<TitleField, string>> = {};
    for (const field of TITLE_FIELDS) {
      const message = found[field];
      if (message && (!only || only.has(field))) out[field] = text(message);
    }
    return out;
  };

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (field !== 'isDefault') setErrors(clientErrors(next, touched));
  };
  const blur = (field: TitleField) => {
    const nextTouched = new Set(touched).add(field);
    setTouched(nextTouched);
    setErrors(clientErrors(values, nextTouched));
  };
  const reset = (next: boolean) => {
    if (pending) return;
    if (!next) {
      setValues(EMPTY);
      setErrors({});
      setTouched(new Set());
    }
    onOpenChange(next);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = clientErrors(values);
    setErrors(found);
    setTouched(new Set(TITLE_FIELDS));
    const first = TITLE_FIELDS.find((f) => found[f]);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    setPending(true);
    try {
      const title = await addTitle(bodyOf(values));
      toast.success(t('form.saved'));
      onSaved(title);
      setPending(false);
      reset(false);
    } catch (err) {
      setPending(false);
      const fromServer: Partial<Record<TitleField, string>> = {};
      if (err instanceof ApiRequestError) {
        for (const { path, message } of err.fieldErrors) {
          if ((TITLE_FIELDS as readonly string[]).includes(path)) fromServer[path as TitleField] ??= message;
        }
      }
      setErrors(fromServer);
      const first = TITLE_FIELDS.find((f) => fromServer[f]);
      if (first) document.getElementById(fieldId(first))?.focus();
      else toast.error(err instanceof Error ? err.message : String(err));
    }
  }

  const company = values.kind === 'company';
  const input = (field: Exclude<TitleField, 'kind'>, label: string, options: { required?: boolean; hint?: string; autoComplete?: string; inputMode?: 'tel' | 'numeric' } = {}) => (
    <Field id={fieldId(field)} label={label} required={options.required} requiredLabel={t('form.required')} error={errors[field]}>
      <Input
        id={fieldId(field)}
        value={values[field]}
        onChange={(e) => set(field, e.target.value)}
        onBlur={() => blur(field)}
        aria-invalid={errors[field] ? true : undefined}
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
          <ChoiceGroup
            legend={t('kind.label')}
            name="kind"
            value={values.kind}
            options={[
              { value: 'company', label: t('kind.company') },
              { value: 'personal', label: t('kind.personal') },
            ]}
            onChange={(kind) => {
              set('kind', kind);
              setErrors((e) => (kind === 'personal' ? Object.fromEntries(Object.entries(e).filter(([f]) => !(COMPANY_FIELDS as readonly string[]).includes(f))) : e));
            }}
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
            <Checkbox id={fieldId('kind') + '-default'} checked={values.isDefault} onCheckedChange={(c) => set('isDefault', c === true)} />
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
