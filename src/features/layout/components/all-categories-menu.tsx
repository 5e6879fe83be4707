'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { usePathname } from '@/i18n/navigation';
import { cn } from '@/components/ui/cn';
import { ChevronDownIcon, GridIcon } from './icons';

const HOVER_OPEN_MS = 120;
const HOVER_CLOSE_MS = 200;

/**
 * The "All categories" disclosure. The panel (links) is rendered on the server and passed in as
 * children, so this island only toggles it: click or Enter/Space on the button, hover with a
 * mouse, Escape or a click outside closes, and so does following a link.
 */
export function AllCategoriesMenu({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const openedByHover = useRef(false);
  const pathname = usePathname();
  const [openedAt, setOpenedAt] = useState(pathname);
  // A navigation (e.g. browser back) closes the menu: derived during render, no effect needed.
  if (open && openedAt !== pathname) {
    setOpen(false);
    setOpenedAt(pathname);
  }

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const schedule = (next: boolean, delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      openedByHover.current = next;
      setOpenedAt(pathname);
      setOpen(next);
    }, delay);
  };

  return (
    <div
      ref={root}
      className={cn('relative shrink-0', className)}
      onPointerEnter={(event) => event.pointerType === 'mouse' && schedule(true, HOVER_OPEN_MS)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && schedule(false, HOVER_CLOSE_MS)}
      onClick={(event) => {
        if ((event.target as Element).closest('a')) setOpen(false);
      }}
      onBlur={(event) => {
        // Keyboard users tabbing past the last link close the panel (null: a click on blank space).
        const next = event.relatedTarget as Node | null;
        if (next && !root.current?.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          window.clearTimeout(timer.current);
          // A mouse user's click right after the hover opened it should not close it again.
          const next = openedByHover.current && open ? true : !open;
          openedByHover.current = false;
          setOpenedAt(pathname);
          setOpen(next);
        }}
        className={cn(
          'inline-flex h-11 shrink-0 items-center gap-2 bg-brand-900 px-4 text-sm font-semibold whitespace-nowrap text-white transition-colors hover:bg-brand-950',
          'focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-white',
          open && 'bg-brand-950',
        )}
      >
        <GridIcon size={18} />
        {label}
        <ChevronDownIcon size={16} className={cn('transition-transform', open && 'rotate-180')} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full left-0 z-40 w-[min(64rem,calc(100vw-2rem))] rounded-b-lg border border-t-0 border-slate-200 bg-white shadow-xl"
      >
        {children}
      </div>
    </div>
  );
}
