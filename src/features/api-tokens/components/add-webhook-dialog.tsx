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
import { Input } from '@/components/ui/input';
import { WEBHOOK_EVENTS, WEBHOOK_LIMITS } from '@/contracts/webhooks';
import { addWebhookFormSchema, addWebhookMessageKey, toWebhookBody, type AddWebhookField, type AddWebhookValues } from '../add-webhook-form-schema';
import { EVENT_KEY } from '../api-token-format';
import { createWebhook } from '../webhook-calls';
import { SecretOnce } from './secret-once';

const EMPTY: AddWebhookValues = { url: '', events: [], description: '' };
const FIELDS: AddWebhookField[] = ['url', 'events', 'description'];
const SERVER_FIELDS: Record<string, AddWebhookField> = { url: 'url', events: 'events', description: 'description' };

/**
 * "Add webhook": the receiver's HTTPS address, the events it wants and a note, checked with the API's
 * rules. On success the dialog shows the signing secret this once; a refusal naming no field (the plan,
 * the company's limit) is toasted in the server's words.
 */
export function AddWebhookDialog({ open, onOpenChange, onAdded }: { open: boolean; onOpenChange: (open: boolean) => void; onAdded: () => void }) {
  const t = useTranslations('apiTokens.webhooks');
  const common = useTranslations('apiTokens');
  const [added, setAdded] = useState<{ id: number; url: string; secret: string } | null>(null);
  const contractForm = useContractForm({
    schema: addWebhookFormSchema,
    defaultValues: EMPTY,
    order: FIELDS,
    serverFields: SERVER_FIELDS,
    onRefusal: (message) => toast.error(message),
  });
  const { form, fieldId, pending } = contractForm;
  const message = (field: AddWebhookField) =>
    contractForm.message(field, (rule) => {
      const key = addWebhookMessageKey(field, rule);
      return key ? t(`add.${key}`) : contractForm.otherRule(rule);
    });

  const close = (next: boolean) => {
    if (pending) return;
    if (!next) {
      form.reset(EMPTY);
      setAdded(null);
    }
    onOpenChange(next);
  };

  const submit = contractForm.submitWith(async (values) => {
    const endpoint = await createWebhook(toWebhookBody(values));
    setAdded({ id: endpoint.id, url: endpoint.url, secret: endpoint.secret });
    onAdded();
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        className="sm:max-w-lg"
        closeLabel={common('close')}
        data-testid="add-webhook-dialog"
        onInteractOutside={(event) => added && event.preventDefault()}
      >
        {added ? (
          <SecretOnce
            id={`webhook-secret-${added.id}`}
            testId="webhook-secret"
            title={t('added.title')}
            warning={t('added.warning')}
            label={t('added.label', { url: added.url })}
            secret={added.secret}
            onDone={() => close(false)}
          />
        ) : (
          <>
            <DialogTitle className="pr-8">{t('add.title')}</DialogTitle>
            <DialogDescription className="mt-1">{t('add.description', { seconds: WEBHOOK_LIMITS.timeoutMs / 1000 })}</DialogDescription>
            <form noValidate onSubmit={submit} className="mt-4 grid gap-1" aria-busy={pending}>
              <Field id={fieldId('url')} label={t('add.url')} required requiredLabel={common('required')} error={message('url')}>
                <Input {...contractForm.input('url')} aria-required type="url" inputMode="url" autoComplete="off" placeholder="https://erp.example.com/partsmall/hooks" />
              </Field>
              <Controller
                control={form.control}
                name="events"
                render={({ field }) => (
                  <CheckboxListField
                    id={fieldId('events')}
                    legend={t('add.events')}
                    requiredLabel={common('required')}
                    error={message('events')}
                    choices={WEBHOOK_EVENTS.map((event) => ({ value: event, label: t(`events.${EVENT_KEY[event]}`), hint: <code>{event}</code> }))}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                )}
              />
              <Field id={fieldId('description')} label={t('add.note')} error={message('description')}>
                <Input {...contractForm.input('description')} autoComplete="off" maxLength={WEBHOOK_LIMITS.descriptionMax} />
              </Field>
              <div className="mt-2 flex flex-wrap justify-end gap-2">
                <Button variant="outline" onClick={() => close(false)} disabled={pending}>
                  {common('cancel')}
                </Button>
                <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
                  {pending ? t('add.sending') : t('add.submit')}
                </Button>
              </div>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
