import { Fragment } from 'react';
import { getTranslations } from 'next-intl/server';
import { PageLink } from '@/i18n/page-link';
import { Container } from '@/components/ui/container';
import { BrandLogo } from './brand-logo';
import { contactQrSrc } from '@/lib/contact-qr';

export type SiteFooterProps = {
  contact: { email: string; phone: string };
  filingNumber: string;
};

const linkClass =
  'rounded-sm text-slate-300 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-brand-400';

/** Footer: guide/about/terms/privacy links, contact, two QR codes, copyright and the ICP filing number. */
export async function SiteFooter({ contact, filingNumber }: SiteFooterProps) {
  const t = await getTranslations('footer');
  const tCommon = await getTranslations('common');
  const year = new Date().getFullYear();
  const qrCodes = [
    { label: t('qrWechat'), src: contactQrSrc('wechat') },
    { label: t('qrService'), src: contactQrSrc('service') },
  ];

  return (
    // content-visibility: the footer is below the fold on every page; render it when scrolled near.
    <footer
      aria-label={t('label')}
      className="mt-auto bg-slate-900 text-sm text-slate-400 [contain-intrinsic-size:auto_48rem] [content-visibility:auto] md:[contain-intrinsic-size:auto_24rem]"
    >
      <Container className="grid grid-cols-2 gap-x-8 gap-y-10 py-12 md:grid-cols-4 lg:grid-cols-12">
        <div className="col-span-2 md:col-span-4 lg:col-span-4">
          <BrandLogo
            homeLabel={tCommon('homeLink')}
            name={tCommon('brandName')}
            nameZh={tCommon('brandNameZh')}
            tone="dark"
          />
          <p className="mt-4 max-w-sm leading-6">{t('about')}</p>
        </div>
        <nav aria-labelledby="footer-help" className="lg:col-span-2">
          <h2 id="footer-help" className="text-sm font-semibold text-white">
            {t('helpHeading')}
          </h2>
          <ul className="mt-4 grid gap-2.5">
            <li>
              <PageLink href="/aboutus#guide" className={linkClass}>
                {t('guide')}
              </PageLink>
            </li>
            <li>
              <PageLink href="/terms" className={linkClass}>
                {t('terms')}
              </PageLink>
            </li>
            <li>
              <PageLink href="/privacy" className={linkClass}>
                {t('privacy')}
              </PageLink>
            </li>
          </ul>
        </nav>
        <div className="lg:col-span-3">
          <h2 className="text-sm font-semibold text-white">{t('companyHeading')}</h2>
          <ul className="mt-4 grid gap-2.5">
            <li>
              <PageLink href="/aboutus" className={linkClass}>
                {t('aboutUs')}
              </PageLink>
            </li>
            <li>
              <a href={`mailto:${contact.email}`} className={linkClass}>
                {/* A narrow phone column wraps the address before its @ or a dot, never inside a word. */}
                {contact.email.split(/(?=[@.])/).map((part, i) => (
                  <Fragment key={i}>
                    {i > 0 && <wbr />}
                    {part}
                  </Fragment>
                ))}
              </a>
            </li>
            <li>
              <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
                {contact.phone}
              </a>
            </li>
          </ul>
        </div>
        <div className="col-span-2 lg:col-span-3">
          <h2 className="text-sm font-semibold text-white">{t('qrHeading')}</h2>
          <ul className="mt-4 flex gap-6">
            {qrCodes.map((qr) => (
              <li key={qr.label}>
                <figure className="grid justify-items-center gap-2">
                  <span className="rounded-lg bg-white p-1.5">
                    {/* eslint-disable-next-line @next/next/no-img-element -- a drawn SVG, nothing for next/image to optimise */}
                    <img
                      src={qr.src}
                      alt={qr.label}
                      width={104}
                      height={104}
                      loading="lazy"
                      decoding="async"
                    />
                  </span>
                  <figcaption className="text-center text-xs leading-5">
                    <span className="block font-medium text-slate-200">{qr.label}</span>
                    {t('qrHint')}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </Container>
      <div className="border-t border-slate-800">
        <Container className="flex flex-col gap-2 py-5 text-xs sm:flex-row sm:items-center sm:justify-between">
          <p>{t('copyright', { year: String(year) })}</p>
          {filingNumber && (
            <p>
              <span className="sr-only">{t('filingLabel')}: </span>
              <a
                href="https://beian.miit.gov.cn/"
                target="_blank"
                rel="noopener noreferrer"
                className={linkClass}
              >
                {filingNumber}
              </a>
            </p>
          )}
        </Container>
      </div>
    </footer>
  );
}
