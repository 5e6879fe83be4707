'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { SmartLink } from '@/client/smart-link';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { contactQrSrc } from '@/lib/contact-qr';

export type Contact = { email: string; phone: string };

/**
 * After POST /api/reg: the account awaits approval; the buyer is asked to contact customer
 * service (QR code, email, phone) and told that the approval SMS links to /user/resetPwd, where the
 * first password is set (registration carries none).
 */
export function RegistrationSuccessDialog({
  open,
  onOpenChange,
  contact,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contact: Contact;
}) {
  const t = useTranslations('userRegister');
  const tCommon = useTranslations('common');
  const resetLink = (chunks: ReactNode) => (
    <SmartLink
      href="/user/resetPwd"
      prefetch={false}
      onClick={() => onOpenChange(false)}
      className="font-medium text-brand-700 hover:underline"
    >
      {chunks}
    </SmartLink>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:w-[440px]"
        closeLabel={tCommon('close')}
        data-testid="register-success-dialog"
      >
        <DialogTitle className="pr-10 text-xl">{t('successTitle')}</DialogTitle>
        <DialogDescription className="mt-2 leading-6">{t('successText')}</DialogDescription>
        <div className="mt-5 flex flex-col items-center gap-4 rounded-lg bg-slate-50 p-4 sm:flex-row sm:items-start">
          {/* eslint-disable-next-line @next/next/no-img-element -- a drawn SVG, nothing for next/image to optimise */}
          <img
            src={contactQrSrc('service')}
            alt={t('successQrLabel')}
            width={120}
            height={120}
            className="shrink-0 rounded-md border border-slate-200 bg-white"
          />
          <div className="min-w-0 text-sm leading-6 text-slate-700">
            <p className="font-medium text-slate-900">{t('successContact')}</p>
            <p className="break-all">
              <a href={`mailto:${contact.email}`} className="text-brand-700 hover:underline">
                {contact.email}
              </a>
            </p>
            <p>
              <a
                href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}
                className="text-brand-700 hover:underline"
              >
                {contact.phone}
              </a>
            </p>
          </div>
        </div>
        <p className="mt-4 text-sm leading-6 text-slate-700">
          {t.rich('successNextStep', { link: resetLink })}
        </p>
        <div className="mt-6 flex justify-end">
          <DialogClose asChild>
            <Button className="w-full sm:w-auto">{t('successOk')}</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
