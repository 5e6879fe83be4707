'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { ApiRequestError, isSessionEnded } from '@/client/api-request';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { errorId, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { requestInvoiceBodySchema, type Invoice, type InvoiceTitle, type InvoiceType } from '@/contracts/invoices';
import { QueryIsland } from '@/client/query-island';
import { requestInvoice } from '../invoice-calls';
import { invoiceQueries } from '../invoice-queries';
import { formatYuan } from '../invoice-format';
import { ChoiceGroup } from './choice-group';

type FieldName = 'titleId' | 'type' | 'email';
const FIELDS: readonly FieldName[] = ['titleId', 'type', 'email'];
const NO_TITLES: InvoiceTitle[] = [];

/** Whether a title can carry a special VAT invoice (the server's rule, shown before it refuses). */
function fitsSpecial(title: InvoiceTitle | undefined): boolean {
  return Boolean(title && title.kind === 'company' && title.address && title.phone && title.bank && title.account);
}

export type RequestInvoiceDialogProps = {
  orderSn: string;
  /** Yuan. */
  amount: number;
  onDone?: (invoice: Invoice) => void;
  /**
   * Controlled: the caller opens it (e.g. from its own "request invoice" button) and no trigger is
   * rendered. Uncontrolled (omitted): a "Request invoice" button opens it.
   */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/**
 * "Request invoice" for one paid order: choose a title (the default preselected), the type and the
 * email the electronic invoice goes to.
 */
export function RequestInvoiceDialog(props: RequestInvoiceDialogProps) {
  return (
    <QueryIsland>
      <RequestInvoice {...props} />
    </QueryIsland>
  );
}

function RequestInvoice({ orderSn, amount, onDone, open: openProp, onOpenChange }: RequestInvoiceDialogProps) {
  const t = useTranslations('invoices');
  const locale = useLocale();
  const id = useId();
  const [openState, setOpenState] = useState(false);
  const controlled = openProp !== undefined;
  const open = controlled ? openProp : openState;
  const setOpen = (next: boolean) => {
    if (!controlled) setOpenState(next);
    onOpenChange?.(next);
  };
  const [titleId, setTitleId] = useState<number | null>(null);
  const [type, setType] = useState<InvoiceType>('normal');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [pending, setPending] = useState(false);
  const fieldId = (field: FieldName) => `${id}-${field}`;

  // The titles are read each time the dialog opens: they may have changed on the other tab. A failed
  // read offers no title (the form says one is required).
  const [shownFor, setShownFor] = useState(false);
  if (open !== shownFor) {
    setShownFor(open);
    if (open) setErrors({});
  }
  const titlesQuery = useQuery({ ...invoiceQueries.titles(), enabled: open });
  const titles: InvoiceTitle[] | null = !open || titlesQuery.isFetching ? null : titlesQuery.isError ? NO_TITLES : (titlesQuery.data ?? null);
  const [pickedFrom, setPickedFrom] = useState<InvoiceTitle[] | null>(null);
  if (titles && titles !== pickedFrom) {
    setPickedFrom(titles);
    setTitleId((current) => (current && titles.some((x) => x.id === current) ? current : ((titles.find((x) => x.is_default) ?? titles[0])?.id ?? null)));
  }

  const chosen = titles?.find((x) => x.id === titleId);
  const emailProblem = (value: string) => (requestInvoiceBodySchema.shape.email.safeParse(value.trim()).success ? undefined : t('rules.invalidEmail'));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<FieldName, string>> = {};
    if (titleId === null) found.titleId = t('rules.required');
    if (type === 'special' && !fitsSpecial(chosen)) found.type = t('request.specialHint');
    const bad = emailProblem(email);
    if (bad) found.email = bad;
    setErrors(found);
    const first = FIELDS.find((f) => found[f]);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    setPending(true);
    try {
      const invoice = await requestInvoice({ orderSn, titleId: titleId!, type, email: email.trim() });
      toast.success(t('request.done', { email: invoice.email }));
      setPending(false);
      setOpen(false);
      onDone?.(invoice);
    } catch (err) {
      setPending(false);
      const fromServer: Partial<Record<FieldName, string>> = {};
      if (err instanceof ApiRequestError) {
        for (const { path, message } of err.fieldErrors) if ((FIELDS as readonly string[]).includes(path)) fromServer[path as FieldName] ??= message;
      }
      setErrors(fromServer);
      if (!FIELDS.some((f) => fromServer[f]) && !isSessionEnded(err)) toast.error(err instanceof Error ? err.message : String(err));
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      {!controlled && (
        <DialogTrigger asChild>
          <Button size="sm" variant="outline" aria-label={t('request.openLabel', { sn: orderSn })}>
            {t('request.open')}
          </Button>
        </DialogTrigger>
      )}
      <DialogContent className="sm:max-w-lg" closeLabel={t('request.close')} data-testid="request-invoice-dialog">
        <DialogTitle className="pr-8">{t('request.title')}</DialogTitle>
        <DialogDescription className="mt-1">{t('request.summary', { sn: orderSn, amount: formatYuan(amount, locale) })}</DialogDescription>
        <form noValidate onSubmit={submit} className="mt-4 grid gap-4">
          {titles === null && (
            <p role="status" className="text-sm text-slate-600">
              {t('list.loading')}
            </p>
          )}
          {titles?.length === 0 && <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{t('request.noTitles')}</p>}
          {titles && titles.length > 0 && (
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium text-slate-800">{t('request.chooseTitle')}</legend>
              {titles.map((title, index) => (
                <label key={title.id} className="flex cursor-pointer items-start gap-2 rounded-md border border-slate-300 p-3 text-sm has-checked:border-brand-700 has-checked:bg-brand-50">
                  <input
                    id={index === 0 ? fieldId('titleId') : undefined}
                    type="radio"
                    name={fieldId('titleId')}
                    checked={titleId === title.id}
                    onChange={() => setTitleId(title.id)}
                    className="mt-0.5 size-4 accent-brand-700"
                  />
                  <span className="grid gap-0.5">
                    <span className="font-medium wrap-anywhere text-slate-900">
                      {title.name}
                      {title.is_default && <span className="ml-2 text-xs font-normal text-emerald-700">({t('titles.default')})</span>}
                    </span>
                    <span className="text-xs text-slate-600">
                      {t(`kind.${title.kind}`)}
                      {title.tax_no && ` · ${title.tax_no}`}
                    </span>
                  </span>
                </label>
              ))}
              {errors.titleId && <p className="text-xs text-red-600" role="alert">{errors.titleId}</p>}
            </fieldset>
          )}
          <div id={fieldId('type')} tabIndex={-1} className="grid gap-1">
            <ChoiceGroup
              legend={t('type.label')}
              name="type"
              value={type}
              options={[
                { value: 'normal', label: t('type.normal') },
                { value: 'special', label: t('type.special') },
              ]}
              onChange={(next) => {
                setType(next);
                setErrors((e) => ({ ...e, type: undefined }));
              }}
              // The rule is said once: as a hint, or as the error when the chosen title does not meet it.
              hint={type === 'special' && !errors.type ? t('request.specialHint') : undefined}
            />
            {errors.type && <p className="text-xs text-red-600" role="alert">{errors.type}</p>}
          </div>
          <Field id={fieldId('email')} label={t('request.email')} required requiredLabel={t('form.required')} error={errors.email}>
            <Input
              id={fieldId('email')}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                if (errors.email) setErrors((x) => ({ ...x, email: emailProblem(e.target.value) }));
              }}
              onBlur={() => email && setErrors((x) => ({ ...x, email: emailProblem(email) }))}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errorId(fieldId('email'))}
              aria-required
            />
          </Field>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setOpen(false)} disabled={pending}>
              {t('request.cancel')}
            </Button>
            <Button type="submit" disabled={pending || titles?.length === 0} aria-busy={pending || undefined}>
              {t('request.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
