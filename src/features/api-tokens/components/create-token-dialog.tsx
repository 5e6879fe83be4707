'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { useContractForm } from '@/client/use-contract-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/components/ui/cn';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { errorId, Field } from '@/components/ui/field';
import { Input, inputClasses } from '@/components/ui/input';
import { API_SCOPES, type ApiScope, type CreatedApiToken } from '@/contracts/api-tokens';
import { createApiToken } from '../api-token-calls';
import { SCOPE_KEY } from '../api-token-format';
import {
  createTokenFormSchema,
  createTokenMessageKey,
  EXPIRY_CHOICES,
  toCreateBody,
  TOKEN_NAME_MAX,
  type CreateTokenField,
  type CreateTokenValues,
} from '../create-token-form-schema';

const EMPTY: CreateTokenValues = { name: '', scopes: [], expiry: '90' };
const FIELDS: CreateTokenField[] = ['name', 'scopes', 'expiry'];
const SERVER_FIELDS: Record<string, CreateTokenField> = { name: 'name', scopes: 'scopes', expiresInDays: 'expiry' };
const EXPIRY_KEY = { '30': 'd30', '90': 'd90', '365': 'd365', never: 'never' } as const;

/**
 * "Create token": name, permissions and expiry, checked with the API's rules. On success the dialog
 * shows the secret this once, with Copy; the list (refreshed behind it) never holds the secret. A
 * refusal naming no field (the plan, the company's limit) is toasted in the server's words.
 */
export function CreateTokenDialog({ open, onOpenChange, onCreated }: { open: boolean; onOpenChange: (open: boolean) => void; onCreated: () => void }) {
  const t = useTranslations('apiTokens');
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const contractForm = useContractForm({
    schema: createTokenFormSchema,
    defaultValues: EMPTY,
    order: FIELDS,
    serverFields: SERVER_FIELDS,
    onRefusal: (message) => toast.error(message),
  });
  const { form, fieldId, pending } = contractForm;

  const message = (field: CreateTokenField) =>
    contractForm.message(field, (rule) => {
      const key = createTokenMessageKey(field, rule);
      if (key === 'nameTooLong') return t('create.nameTooLong', { max: TOKEN_NAME_MAX });
      return key ? t(`create.${key}`) : contractForm.otherRule(rule);
    });

  const close = (next: boolean) => {
    if (pending) return;
    if (!next) {
      form.reset(EMPTY);
      // The secret leaves the page with the dialog: it is never shown again.
      setCreated(null);
    }
    onOpenChange(next);
  };

  const submit = contractForm.submitWith(async (values) => {
    const token = await createApiToken(toCreateBody(values));
    setCreated(token);
    onCreated();
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        className="sm:max-w-lg"
        closeLabel={t('close')}
        data-testid="create-token-dialog"
        // A stray click beside the dialog must not throw away a secret not yet copied.
        onInteractOutside={(event) => created && event.preventDefault()}
      >
        {created ? (
          <CreatedSecret created={created} onDone={() => close(false)} />
        ) : (
          <>
            <DialogTitle className="pr-8">{t('create.title')}</DialogTitle>
            <DialogDescription className="mt-1">{t('create.description')}</DialogDescription>
            <form noValidate onSubmit={submit} className="mt-4 grid gap-1" aria-busy={pending}>
              <Field id={fieldId('name')} label={t('create.name')} required requiredLabel={t('required')} error={message('name')}>
                <Input {...contractForm.input('name')} aria-required autoComplete="off" maxLength={TOKEN_NAME_MAX} placeholder={t('create.namePlaceholder')} />
              </Field>
              <fieldset className="grid gap-2" aria-describedby={errorId(fieldId('scopes'))} aria-invalid={message('scopes') ? true : undefined}>
                <legend className="mb-1.5 text-sm font-medium text-slate-800">
                  {t('create.scopes')}
                  <span className="ml-0.5 text-red-600">
                    <span aria-hidden="true">*</span>
                    <span className="sr-only"> ({t('required')})</span>
                  </span>
                </legend>
                <Controller
                  control={form.control}
                  name="scopes"
                  render={({ field }) => (
                    <ul className="grid gap-2">
                      {API_SCOPES.map((scope, i) => {
                        // The first box carries the field's id: a missing choice focuses it.
                        const id = i === 0 ? fieldId('scopes') : `${fieldId('scopes')}-${i}`;
                        const key = SCOPE_KEY[scope];
                        const checked = field.value.includes(scope);
                        const toggle = (on: boolean) => {
                          const next: ApiScope[] = on ? [...field.value, scope] : field.value.filter((s) => s !== scope);
                          field.onChange(API_SCOPES.filter((s) => next.includes(s)));
                        };
                        return (
                          <li key={scope} className="flex items-start gap-2.5 rounded-md border border-slate-200 p-2.5">
                            <Checkbox id={id} checked={checked} onCheckedChange={(on) => toggle(on === true)} onBlur={field.onBlur} aria-describedby={`${id}-hint`} className="mt-0.5" />
                            <div className="grid min-w-0 gap-0.5">
                              <label htmlFor={id} className="text-sm font-medium text-slate-900">
                                {t(`scopes.${key}.label`)}
                              </label>
                              <span id={`${id}-hint`} className="text-xs text-slate-600">
                                {t(`scopes.${key}.hint`)}
                              </span>
                            </div>
                          </li>
                        );
                      })}
                    </ul>
                  )}
                />
                <p id={errorId(fieldId('scopes'))} className="min-h-4 text-xs leading-4 text-red-600" role={message('scopes') ? 'alert' : undefined}>
                  {message('scopes') ?? ''}
                </p>
              </fieldset>
              <Field id={fieldId('expiry')} label={t('create.expiry')} error={message('expiry')}>
                <select {...form.register('expiry')} {...contractForm.a11y('expiry')} className={inputClasses}>
                  {EXPIRY_CHOICES.map((choice) => (
                    <option key={choice} value={choice}>
                      {t(`create.expiryOptions.${EXPIRY_KEY[choice]}`)}
                    </option>
                  ))}
                </select>
              </Field>
              <div className="mt-2 flex flex-wrap justify-end gap-2">
                <Button variant="outline" onClick={() => close(false)} disabled={pending}>
                  {t('cancel')}
                </Button>
                <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
                  {pending ? t('create.sending') : t('create.submit')}
                </Button>
              </div>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The secret, this once: read-only, monospaced, selected on focus, with Copy and Done. */
function CreatedSecret({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) {
  const t = useTranslations('apiTokens');
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  const id = `token-secret-${created.id}`;

  const copy = () => {
    // navigator.clipboard is missing outside secure contexts (plain http on a LAN address).
    (navigator.clipboard?.writeText(created.token) ?? Promise.reject(new Error('no clipboard'))).then(
      () => setCopied('yes'),
      () => {
        setCopied('failed');
        document.getElementById(id)?.focus();
      },
    );
  };

  return (
    <div className="grid gap-4" data-testid="token-secret">
      <DialogTitle className="pr-8">{t('created.title')}</DialogTitle>
      <DialogDescription role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
        {t('created.warning')}
      </DialogDescription>
      <div className="grid gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {t('created.label', { name: created.name })}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          {/* A textarea, so the whole secret shows even on a phone (an input would hide most of it). */}
          <textarea
            id={id}
            readOnly
            rows={2}
            value={created.token}
            spellCheck={false}
            autoComplete="off"
            onFocus={(event) => event.currentTarget.select()}
            className={cn(inputClasses, 'h-auto min-w-0 resize-none py-2 font-mono text-xs break-all sm:flex-1 sm:text-sm')}
          />
          <Button variant="outline" onClick={copy} className="shrink-0">
            {copied === 'yes' ? t('created.copied') : t('created.copy')}
          </Button>
        </div>
        {/* The button says "Copied"; this line tells a screen reader too, and says so when copying failed. */}
        <p role="status" className="min-h-4 text-xs leading-4 text-slate-700">
          {copied === 'yes' ? <span className="sr-only">{t('created.copied')}</span> : copied === 'failed' ? t('created.copyFailed') : ''}
        </p>
      </div>
      <div className="flex justify-end">
        <Button onClick={onDone}>{t('created.done')}</Button>
      </div>
    </div>
  );
}
