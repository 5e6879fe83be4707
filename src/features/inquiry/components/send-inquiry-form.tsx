'use client';

import { useTranslations } from 'next-intl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { ApiRequestError, isSessionEnded, messageFor } from '@/client/api-request';
import { maxLengthOf } from '@/client/form-errors';
import { inquiryBasketStore } from '@/client/inquiry-basket-store';
import { useContractForm } from '@/client/use-contract-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { Basket } from '@/contracts/inquiries';
import { INQUIRY_LIMITS } from '@/contracts/inquiry-states';
import { useRouter } from '@/i18n/navigation';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import type { BasketEdits } from '../basket-edits';
import { contactFormSchema, contactMessageKey, type ContactField } from '../contact-form';
import { createInquiry } from '../inquiry-calls';
import { inquiryQueries } from '../inquiry-queries';
import { AttachmentField } from './attachment-field';
import { useAttachments } from '../use-attachments';

const CONTACT_FIELDS: ContactField[] = ['contactName', 'contactMobile'];

/**
 * Message, contact (from the profile, editable for this inquiry), attachments, and the one send.
 * The button is disabled while sending; the Idempotency-Key is made on the first try and kept for
 * retries of the same request (form and basket unchanged), so a retry after a lost answer cannot
 * make a second inquiry. Success: the basket is empty and the new inquiry's page opens.
 */
export function SendInquiryForm({ basket, edits }: { basket: Basket; edits: BasketEdits }) {
  const t = useTranslations('inquiry.send');
  const router = useRouter();
  // The contact fields are checked when the inquiry is sent (and as they change afterwards).
  const contact = useContractForm({
    schema: contactFormSchema,
    defaultValues: { contactName: '', contactMobile: '' },
    order: CONTACT_FIELDS,
    serverFields: {},
    checkOn: 'submit',
    idPrefix: 'send',
  });
  const { getValues, setValue } = contact.form;
  const [message, setMessage] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const sending = useRef(false);
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  const attachments = useAttachments((problem, name) =>
    toast.error(
      problem === 'count'
        ? t('fileCount', { max: INQUIRY_LIMITS.maxAttachments })
        : problem === 'size'
          ? t('fileSize', { name, size: '5 MB' })
          : problem === 'empty'
            ? t('fileEmpty', { name })
            : t('fileType', { name }),
    ),
  );

  // Prefill from the profile, without overwriting anything the buyer typed first.
  const queryClient = useQueryClient();
  const profile = useQuery(inquiryQueries.contact()).data;
  useEffect(() => {
    if (!profile) return;
    if (!getValues('contactName')) setValue('contactName', profile.name);
    if (!getValues('contactMobile')) setValue('contactMobile', profile.mobile);
  }, [profile, getValues, setValue]);
  /** A buyer who presses Send before the profile arrived still sends with its contact details. */
  async function prefillBeforeSending() {
    if (getValues('contactName') && getValues('contactMobile')) return;
    const loaded = await queryClient.ensureQueryData(inquiryQueries.contact()).catch(() => undefined);
    if (!loaded) return;
    if (!getValues('contactName')) setValue('contactName', loaded.name);
    if (!getValues('contactMobile')) setValue('contactMobile', loaded.mobile);
  }

  const contactError = (field: ContactField) =>
    contact.message(field, (rule) => {
      const key = contactMessageKey(field, rule);
      return key ? t(key) : contact.otherRule(rule);
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setPending(true);
    setAlert(null);
    try {
      await prefillBeforeSending();
      let contactOk = false;
      await contact.form.handleSubmit(
        () => {
          contactOk = true;
        },
        () => undefined,
      )();
      const linesOk = await edits.settle();
      if (!linesOk || !contactOk) {
        setAlert(t('fixFirst'));
        if (linesOk) contact.focusFirst((field) => Boolean(contact.form.getFieldState(field).error));
        else document.querySelector<HTMLElement>('[data-testid="basket-line"] [aria-invalid="true"]')?.focus();
        return;
      }
      if (attachments.uploading) {
        setAlert(t('waitUploads'));
        return;
      }
      const { contactName, contactMobile } = getValues();
      const body = {
        message: message.trim(),
        contactName: contactName.trim(),
        contactMobile: contactMobile.trim(),
        attachmentIds: attachments.ids,
      };
      // The same request (form and basket as saved) keeps its key; anything changed gets a new one.
      const lines = (inquiryBasketStore.getState() ?? basket).lines;
      const signature = JSON.stringify([
        body,
        lines.map((l) => [l.skuCode, l.quantity, l.targetUnitPrice, l.neededBy, l.note]),
      ]);
      if (attempt.current?.signature !== signature) attempt.current = { signature, key: newIdempotencyKey() };
      const inquiry = await createInquiry(body, attempt.current.key);
      attempt.current = null;
      inquiryBasketStore.setState({ lines: [], currency: basket.currency });
      toast.success(t('submitted', { reference: inquiry.reference }));
      router.push(`/user/inquiry/${inquiry.id}`);
    } catch (err) {
      // The key stays: pressing again retries the same request, which the server answers once.
      // (A key the server says was used for another request is dropped.)
      if (err instanceof ApiRequestError && err.httpStatus === 409) attempt.current = null;
      const message = messageFor(err);
      setAlert(message);
      if (!isSessionEnded(err)) toast.error(message);
    } finally {
      sending.current = false;
      setPending(false);
    }
  }

  const contactInput = (field: ContactField) => ({ ...contact.input(field), 'aria-required': true });

  return (
    <section aria-labelledby="send-heading" className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="send-heading" className="text-base font-semibold text-slate-900">
        {t('heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('intro')}</p>
      <form
        noValidate
        onSubmit={(e) => void submit(e)}
        className="mt-4 grid gap-1"
        aria-busy={pending}
        data-testid="send-inquiry-form"
      >
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field
            id="send-contactName"
            label={t('contactName')}
            required
            requiredLabel={t('requiredMark')}
            error={contactError('contactName')}
          >
            <Input {...contactInput('contactName')} autoComplete="name" maxLength={maxLengthOf(contactFormSchema.shape.contactName)} />
          </Field>
          <Field
            id="send-contactMobile"
            label={t('contactMobile')}
            required
            requiredLabel={t('requiredMark')}
            error={contactError('contactMobile')}
          >
            <Input
              {...contactInput('contactMobile')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={11}
            />
          </Field>
        </div>
        <Field id="send-message" label={t('message')}>
          <Textarea
            id="send-message"
            name="message"
            value={message}
            maxLength={INQUIRY_LIMITS.messageMax}
            placeholder={t('messagePlaceholder')}
            onChange={(e) => setMessage(e.target.value)}
          />
        </Field>
        <AttachmentField attachments={attachments} />
        {alert && (
          <p
            role="alert"
            className="mt-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
          >
            {alert}
          </p>
        )}
        <div className="mt-4 flex justify-end">
          <Button
            type="submit"
            size="lg"
            disabled={pending}
            aria-busy={pending || undefined}
            className="w-full sm:w-auto"
          >
            {pending ? t('submitting') : t('submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
