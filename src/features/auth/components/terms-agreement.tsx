'use client';

import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { SmartLink } from '@/client/smart-link';
import { Checkbox } from '@/components/ui/checkbox';

/** "I agree to the terms and privacy policy", checked by default; the links open in a new tab so the form survives. */
export function TermsAgreement({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useTranslations('auth');
  const id = useId();
  const link = (href: string) =>
    function AgreementLink(chunks: ReactNode) {
      return (
        <SmartLink
          href={href}
          target="_blank"
          prefetch={false}
          className="font-medium text-brand-700 hover:underline"
        >
          {chunks}
        </SmartLink>
      );
    };
  return (
    <div className="flex items-start gap-2.5 text-sm text-slate-600">
      <Checkbox
        id={id}
        checked={checked}
        onCheckedChange={(value) => onChange(value === true)}
        className="mt-0.5"
      />
      <label htmlFor={id} className="leading-5">
        {t.rich('agree', { terms: link('/terms'), privacy: link('/privacy') })}
      </label>
    </div>
  );
}
