import { PageLink } from '@/i18n/page-link';
import { cn } from './cn';

export type BreadcrumbItem = { label: string; href?: string };

/**
 * A breadcrumb trail: a labelled nav with an ordered list. An item without href is the current page
 * (aria-current, plain text). Hrefs are locale-free paths ("/category/10"); the link adds the locale.
 */
export function Breadcrumbs({
  items,
  label,
  className,
}: {
  items: BreadcrumbItem[];
  label: string;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={cn('text-sm text-slate-600', className)}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className="flex min-w-0 items-center gap-1.5">
              {item.href ? (
                <PageLink
                  href={item.href}
                  className="rounded-sm hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {item.label}
                </PageLink>
              ) : (
                <span aria-current="page" className="line-clamp-1 font-medium break-all text-slate-900">
                  {item.label}
                </span>
              )}
              {!last && (
                <svg
                  aria-hidden="true"
                  viewBox="0 0 16 16"
                  width="12"
                  height="12"
                  className="shrink-0 text-slate-400"
                >
                  <path
                    d="m6 3 5 5-5 5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.5"
                    strokeLinecap="round"
                  />
                </svg>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
