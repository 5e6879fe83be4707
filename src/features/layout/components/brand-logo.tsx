import { PageLink } from '@/i18n/page-link';
import { cn } from '@/components/ui/cn';

/**
 * The word mark: a gear-and-wrench badge, "PartsMall" and 汽配商城. Pure SVG and text: nothing to load.
 * The link is named by its visible words plus a hidden "home", so what people see is what speech
 * input and screen readers hear (WCAG 2.5.3: no aria-label that would replace the visible text).
 */
export function BrandLogo({
  homeLabel,
  name,
  nameZh,
  tone = 'light',
  className,
}: {
  /** Hidden after the visible name: what the link leads to ("home"). */
  homeLabel: string;
  name: string;
  nameZh: string;
  /** "light" on white surfaces, "dark" on the footer's dark background. */
  tone?: 'light' | 'dark';
  className?: string;
}) {
  return (
    <PageLink
      href="/"
      className={cn(
        'group inline-flex shrink-0 items-center gap-2.5 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600',
        className,
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 40 40" width="36" height="36" className="shrink-0">
        <rect width="40" height="40" rx="9" fill="#1737c9" />
        <circle cx="20" cy="20" r="8.5" fill="none" stroke="#fff" strokeWidth="3" />
        <circle cx="20" cy="20" r="3" fill="#f59e0b" />
        <path
          d="M20 6.5v4M20 29.5v4M6.5 20h4M29.5 20h4M10.5 10.5l2.8 2.8M26.7 26.7l2.8 2.8M10.5 29.5l2.8-2.8M26.7 13.3l2.8-2.8"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <span className="flex flex-col leading-none">
        <span
          className={cn(
            'text-xl font-extrabold tracking-tight',
            tone === 'light' ? 'text-slate-900 group-hover:text-brand-800' : 'text-white',
          )}
        >
          {name}
        </span>{' '}
        <span
          lang="zh-CN"
          className={cn(
            'mt-1 text-[11px] font-medium tracking-[0.3em]',
            tone === 'light' ? 'text-slate-500' : 'text-slate-400',
          )}
        >
          {nameZh}
        </span>
        <span className="sr-only"> {homeLabel}</span>
      </span>
    </PageLink>
  );
}
