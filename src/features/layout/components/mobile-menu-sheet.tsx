'use client';

import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { Site } from '@/contracts/site';
import type { MobileMenuCategory } from '../category-menus';
import type { HeaderLabels } from '../header-labels';
import { AccountEntry } from './account-entry';
import { LanguageSelect } from './language-select';
import { MobileCategoryList } from './mobile-category-list';
import { RegionSelect } from './region-select';
import { ShortcutLinks } from './shortcut-links';

/** The phone menu's side sheet: account, shortcuts, categories, region and language, contact. Following a link (or an entry that opens a dialog) closes it. */
export function MobileMenuSheet({
  open,
  onOpenChange,
  site,
  labels,
  contact,
  categories,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  site: Site;
  labels: HeaderLabels;
  contact: ReactNode;
  categories: MobileMenuCategory[];
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent placement="sheet" closeLabel={labels.menu.close}>
        <div
          className="flex flex-1 flex-col gap-5 p-4 pt-5"
          onClick={(event) => {
            if ((event.target as Element).closest('a, [data-closes-menu]')) onOpenChange(false);
          }}
        >
          <DialogTitle className="pr-10">{labels.menu.title}</DialogTitle>
          <DialogDescription className="sr-only">{labels.shortcuts.label}</DialogDescription>
          <AccountEntry labels={labels.account} className="w-full" />
          <nav aria-label={labels.shortcuts.label}>
            <ShortcutLinks labels={labels.shortcuts} layout="list" />
          </nav>
          <div className="border-t border-slate-200 pt-4">
            <MobileCategoryList categories={categories} labels={labels.categories} />
          </div>
          <div className="grid gap-2 border-t border-slate-200 pt-4 text-sm text-slate-700">
            <p className="font-medium text-slate-900">{labels.menu.settings}</p>
            <RegionSelect
              site={site}
              labels={labels.region}
              className="h-10 rounded-md border border-slate-300"
            />
            <LanguageSelect labels={labels.language} className="h-10 rounded-md border border-slate-300" />
          </div>
          <div className="mt-auto border-t border-slate-200 pt-4 text-sm text-slate-600">{contact}</div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
