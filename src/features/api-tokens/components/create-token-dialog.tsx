'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { useContractForm } from '@/client/use-contract-form';
import { Button } from '@/components/ui/button';
import { CheckboxListField } from '@/components/ui/checkbox-list-field';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, inputClasses } from '@/components/ui/input';
import { API_SCOPES, type CreatedApiToken } from '@/contracts/api-tokens';
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
import { SecretOnce } from './secret-once';

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
              <Controller
                control={form.control}
                name="scopes"
                render={({ field }) => (
                  <CheckboxListField
                    id={fieldId('scopes')}
                    legend={t('create.scopes')}
                    requiredLabel={t('required')}
                    error={message('scopes')}
                    choices={API_SCOPES.map((scope) => ({ value: scope, label: t(`scopes.${SCOPE_KEY[scope]}.label`), hint: t(`scopes.${SCOPE_KEY[scope]}.hint`) }))}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                )}
              />
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

/** The new token, this once. */
function CreatedSecret({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) {
  const t = useTranslations('apiTokens');
  return (
    <SecretOnce
      id={`token-secret-${created.id}`}
      testId="token-secret"
      title={t('created.title')}
      warning={t('created.warning')}
      label={t('created.label', { name: created.name })}
      secret={created.token}
      onDone={onDone}
    />
  );
}
