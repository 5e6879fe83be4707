'use client';

import { useTranslations } from 'next-intl';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { ApiRequestError, messageFor } from '@/client/api-request';
import { inquiryBasketStore } from '@/client/inquiry-basket-store';
import { Button } from '@/components/ui/button';
import { errorId, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { Basket } from '@/contracts/inquiries';
import { INQUIRY_LIMITS } from '@/contracts/inquiry-states';
import { useRouter } from '@/i18n/navigation';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import type { BasketEdits } from '../basket-edits';
import { CONTACT_NAME_MAX, contactMobileProblem, contactNameProblem } from '../contact-rules';
import { createInquiry } from '../inquiry-calls';
import { inquiryQueries } from '../inquiry-queries';
import { AttachmentField } from './attachment-field';
import { useAttachments } from '../use-attachments';

type Values = { message: string; contactName: string; contactMobile: string };
type ContactField = 'contactName' | 'contactMobile';

/**
 * Message, contact (from the profile, editable for this inquiry), attachments, and the one send.
 * The button is disabled while sending; the Idempotency-Key is made on the first try and kept for
 * retries of the same request (form and basket unchanged), so a retry after a lost answer cannot
 * make a second inquiry. Success: the basket is empty and the new inquiry's page opens.
 */
export function SendInquiryForm({ basket, edits }: { basket: Basket; edits: BasketEdits }) {
  const t = useTranslations('inquiry.send');
  const router = useRouter();
  const [values, setValues] = useState<Values>({ message: '', contactName: '', contactMobile: '' });
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
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
  const contact = useQuery(inquiryQueries.contact()).data;
  const [prefilledFrom, setPrefilledFrom] = useState<typeof contact>(undefined);
  if (contact && contact !== prefilledFrom) {
    setPrefilledFrom(contact);
    setValues((v) => ({ ...v, contactName: v.contactName || contact.name, contactMobile: v.contactMobile || contact.mobile }));
  }

  const set = (field: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (field !== 'message' && errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const contactErrors = (): Partial<Record<ContactField, string>> => {
    const name = contactNameProblem(values.contactName);
    const mobile = contactMobileProblem(values.contactMobile);
    return { contactName: name ? t(name) : undefined, contactMobile: mobile ? t(mobile) : undefined };
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setPending(true);
    setAlert(null);
    try {
      const found = contactErrors();
      setErrors(found);
      const linesOk = await edits.settle();
      const firstBad = found.contactName ? 'contactName' : found.contactMobile ? 'contactMobile' : null;
      if (!linesOk || firstBad) {
        setAlert(t('fixFirst'));
        const target = linesOk
          ? document.getElementById(`send-${firstBad}`)
          : document.querySelector<HTMLElement>('[data-testid="basket-line"] [aria-invalid="true"]');
        target?.focus();
        return;
      }
      if (attachments.uploading) {
        setAlert(t('waitUploads'));
        return;
      }
      const body = {
        message: values.message.trim(),
        contactName: values.contactName.trim(),
        contactMobile: values.contactMobile.trim(),
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
      toast.error(message);
    } finally {
      sending.current = false;
      setPending(false);
    }
  }

  const contactInput = (field: ContactField) => ({
    id: `send-${field}`,
    name: field,
    value: values[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-required': true,
    'aria-describedby': errorId(`send-${field}`),
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
  });

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
            error={errors.contactName}
          >
            <Input {...contactInput('contactName')} autoComplete="name" maxLength={CONTACT_NAME_MAX} />
          </Field>
          <Field
            id="send-contactMobile"
            label={t('contactMobile')}
            required
            requiredLabel={t('requiredMark')}
            error={errors.contactMobile}
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
            value={values.message}
            maxLength={INQUIRY_LIMITS.messageMax}
            placeholder={t('messagePlaceholder')}
            onChange={(e) => set('message', e.target.value)}
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
