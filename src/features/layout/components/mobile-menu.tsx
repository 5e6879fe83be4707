'use client';

import { useState, type ReactNode } from 'react';
import { lazyIsland } from '@/client/lazy-island';
import type { Site } from '@/contracts/site';
import type { MobileMenuCategory } from '../category-menus';
import type { HeaderLabels } from '../header-labels';
import { MenuIcon } from './icons';

// The sheet (Radix Dialog) loads on the first tap: most visits never open it.
const MobileMenuSheet = lazyIsland(() => import('./mobile-menu-sheet').then((m) => m.MobileMenuSheet));

export type MobileMenuProps = {
  site: Site;
  labels: HeaderLabels;
  /** Contact links, rendered on the server. */
  contact: ReactNode;
  /** The categories and their first subcategories, titled and linked on the server. */
  categories: MobileMenuCategory[];
};

/** Phones and small tablets: the menu button. The side sheet behind it holds everything the desktop header shows. */
export function MobileMenu({ site, labels, contact, categories }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <MenuIcon size={24} />
        <span className="sr-only">{labels.menu.open}</span>
      </button>
      {loaded && (
        <MobileMenuSheet open={open} onOpenChange={setOpen} site={site} labels={labels} contact={contact} categories={categories} />
      )}
    </>
  );
}
