'use client';

import { HighlightedText } from '@/components/ui/highlighted-text';
import { cn } from '@/components/ui/cn';
import { useCurrentLocale } from '@/i18n/navigation';
import { pluralText } from '@/lib/plural-text';
import type { SearchBoxLabels } from '../search-box-labels';
import { groupOptions, type BoxOption } from '../suggestion-options';

export type SuggestionListProps = {
  id: string;
  options: BoxOption[];
  expanded: boolean;
  /** Index of the option the arrows point at (-1: none). */
  active: number;
  optionId: (index: number) => string;
  labels: SearchBoxLabels;
  onChoose: (option: BoxOption) => void;
  onHover: (index: number) => void;
};

/**
 * The combobox's popup: options in labelled groups. Focus stays in the input
 * (`aria-activedescendant` names the active option), so the options are never tabbed to, and a
 * pointer press does not blur the input before the click lands.
 */
export function SuggestionList({
  id,
  options,
  expanded,
  active,
  optionId,
  labels,
  onChoose,
  onHover,
}: SuggestionListProps) {
  const locale = useCurrentLocale();
  return (
    <>
      <div
        id={id}
        role="listbox"
        aria-label={labels.list}
        hidden={!expanded}
        className="absolute top-full right-0 left-0 z-40 mt-1 max-h-[min(70vh,28rem)] overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
        data-testid="search-suggestions"
      >
        {expanded &&
          groupOptions(options).map((group) => (
            <div key={`${group.kind}-${group.start}`} role="group" aria-labelledby={`${id}-${group.kind}`}>
              <div
                id={`${id}-${group.kind}`}
                role="presentation"
                className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase"
              >
                {labels.groups[group.kind]}
              </div>
              {group.items.map((option, offset) => {
                const index = group.start + offset;
                return (
                  <div
                    key={index}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    className={cn(
                      'cursor-pointer px-3 py-2 text-sm text-slate-800',
                      index === active && 'bg-brand-50 text-brand-900',
                      (option.kind === 'part' || option.kind === 'vin') && 'font-mono',
                    )}
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => index !== active && onHover(index)}
                    onClick={() => onChoose(option)}
                  >
                    {option.kind === 'vin' ? (
                      labels.vinOption.replace('{vin}', option.label)
                    ) : option.kind === 'correction' ? (
                      <span className="font-semibold text-brand-800">{option.label}</span>
                    ) : (
                      <HighlightedText text={option.label} ranges={option.highlight} />
                    )}
                  </div>
                );
              })}
            </div>
          ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {expanded ? pluralText(labels.count, options.length, locale) : ''}
      </p>
    </>
  );
}
