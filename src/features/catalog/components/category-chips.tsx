import { PageLink } from '@/i18n/page-link';
import { cn } from '@/components/ui/cn';
import { RevealActiveChip } from './reveal-active-chip';

export type CategoryChip = { cid: string; label: string; href: string };

/**
 * Sub- or sibling categories as chips. Phones scroll them sideways (one line, no layout jump);
 * wider screens wrap. The chip of the page being shown has aria-current.
 */
export function CategoryChips({
  label,
  chips,
  activeCid,
}: {
  label: string;
  chips: CategoryChip[];
  activeCid: string;
}) {
  if (chips.length <= 1) return null;
  const stripId = `category-chips-${activeCid}`;
  return (
    <nav
      id={stripId}
      aria-label={label}
      className="relative -mx-4 overflow-x-auto px-4 sm:mx-0 sm:overflow-visible sm:px-0"
    >
      <ul className="flex gap-2 pb-1 sm:flex-wrap">
        {chips.map((chip) => {
          const active = chip.cid === activeCid;
          return (
            <li key={chip.cid} className="shrink-0">
              <PageLink
                href={chip.href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex h-9 items-center rounded-full border px-3.5 text-sm whitespace-nowrap transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                  active
                    ? 'border-brand-700 bg-brand-700 font-medium text-white'
                    : 'border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700',
                )}
              >
                {chip.label}
              </PageLink>
            </li>
          );
        })}
      </ul>
      {chips[0]?.cid !== activeCid && <RevealActiveChip stripId={stripId} />}
    </nav>
  );
}
