'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { inputClasses } from '@/components/ui/input';

type Props = { id: string; title: string; warning: string; label: string; secret: string; onDone: () => void; testId: string };

/** A secret shown this once (a token, a webhook's signing secret): read-only, monospaced, selected on focus, with Copy and Done. */
export function SecretOnce({ id, title, warning, label, secret, onDone, testId }: Props) {
  const t = useTranslations('apiTokens');
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');

  const copy = () => {
    // navigator.clipboard is missing outside secure contexts (plain http on a LAN address).
    (navigator.clipboard?.writeText(secret) ?? Promise.reject(new Error('no clipboard'))).then(
      () => setCopied('yes'),
      () => {
        setCopied('failed');
        document.getElementById(id)?.focus();
      },
    );
  };

  return (
    <div className="grid gap-4" data-testid={testId}>
      <DialogTitle className="pr-8">{title}</DialogTitle>
      <DialogDescription role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
        {warning}
      </DialogDescription>
      <div className="grid gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          {/* A textarea, so the whole secret shows even on a phone (an input would hide most of it). */}
          <textarea
            id={id}
            readOnly
            rows={2}
            value={secret}
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
