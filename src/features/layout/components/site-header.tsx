import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import type { ReactNode } from 'react';
import type { CategoryNode } from '@/contracts/catalog';
import type { Site } from '@/contracts/site';
import { AccountEntry } from './account-entry';
import { AllCategoriesMenu } from './all-categories-menu';
import { BrandLogo } from './brand-logo';
import { CategoriesPanel } from './categories-panel';
import { ContactLinks } from './contact-links';
import { GlobeIcon } from './icons';
import { LanguageSelect } from './language-select';
import { MenuCategoryLinks } from './menu-category-links';
import { MobileMenu } from './mobile-menu';
import { RegionSelect } from './region-select';
import { ShortcutLinks } from './shortcut-links';
import { getPathname } from '@/i18n/localized-href';
import { mobileMenuCategories } from '../category-menus';
import type { HeaderLabels } from '../header-labels';

export type SiteHeaderProps = {
  locale: string;
  site: Site;
  categories: CategoryNode[];
  /** The categories flagged for the menu bar (console), in their order. */
  menuCids: readonly string[];
  contact: { email: string; phone: string };
  /** The search box (the search feature's), placed in the main bar; on phones on a row of its own. */
  search: ReactNode;
};

/**
 * The storefront header. Rendered on the server and cached per (language, site): categories and
 * contact details are the same for everyone. Client islands: region/language selects, search,
 * shortcuts, the account slot (reads the session after mount), the category toggle, the phone menu.
 */
export async function SiteHeader({ locale, site, categories, menuCids, contact, search }: SiteHeaderProps) {
  const t = await getTranslations('header');
  const tCommon = await getTranslations('common');
  const tMenu = await getTranslations('categoriesMenu');
  const contactLabels = {
    email: t('email', { email: contact.email }),
    phone: t('phone', { phone: contact.phone }),
  };
  const labels: HeaderLabels = {
    region: { label: t('regionLabel'), options: { us: t('regions.us'), de: t('regions.de') } },
    language: { label: t('languageLabel'), options: { zh: t('languages.zh'), en: t('languages.en') } },
    shortcuts: {
      label: t('shortcutsLabel'),
      favorites: t('favorites'),
      inquiry: t('inquiry'),
      inquiryCount: { one: t('inquiryBasketCount.one'), other: t('inquiryBasketCount.other') },
      upgrade: t('upgrade'),
      upgradeLong: t('upgradeLong'),
      memberLevel: t('memberLevel'),
    },
    account: { signIn: t('signIn') },
    menu: { open: t('menu'), title: t('menuTitle'), close: tCommon('close'), settings: t('settings') },
    categories: { heading: tMenu('label'), more: tMenu('more'), moreHref: getPathname({ href: '/category/0', locale }) },
  };
  const phoneCategories = mobileMenuCategories(categories, locale, (category) => tMenu('subcategoriesOf', { category }));

  return (
    <header className="border-b border-slate-200 bg-white">
      {/* Top bar: contact, region, language (desktop; phones find them in the menu). */}
      <div className="hidden bg-slate-900 text-xs text-slate-300 md:block">
        <Container className="flex h-9 items-center justify-between gap-4">
          <ContactLinks email={contact.email} phone={contact.phone} labels={contactLabels} />
          <div className="flex items-center gap-1 [&_option]:text-slate-900">
            <GlobeIcon size={14} className="text-slate-400" />
            <RegionSelect site={site} labels={labels.region} />
            <span aria-hidden="true" className="text-slate-600">
              |
            </span>
            <LanguageSelect labels={labels.language} />
          </div>
        </Container>
      </div>

      {/* Main bar: logo, search, shortcuts, account. On phones the search wraps to its own row. */}
      <Container className="flex flex-wrap items-center gap-x-3 gap-y-3 py-3 md:flex-nowrap md:gap-x-6 md:py-4">
        <BrandLogo
          homeLabel={tCommon('homeLink')}
          name={tCommon('brandName')}
          nameZh={tCommon('brandNameZh')}
        />
        <div className="order-last min-w-0 basis-full md:order-none md:max-w-2xl md:flex-1 md:basis-auto">{search}</div>
        <nav aria-label={t('shortcutsLabel')} className="hidden shrink-0 md:ml-auto md:block">
          <ShortcutLinks labels={labels.shortcuts} />
        </nav>
        {/* Tablets get the compact account button so the search keeps its width. */}
        <div className="hidden lg:flex">
          <AccountEntry labels={labels.account} />
        </div>
        <div className="hidden md:flex lg:hidden">
          <AccountEntry labels={labels.account} variant="icon" />
        </div>
        <div className="ml-auto flex items-center gap-1 md:hidden">
          <AccountEntry labels={labels.account} variant="icon" />
          <MobileMenu
            site={site}
            labels={labels}
            contact={
              <ContactLinks
                email={contact.email}
                phone={contact.phone}
                labels={contactLabels}
                className="flex-col items-start [&_a:hover]:text-brand-800"
              />
            }
            categories={phoneCategories}
          />
        </div>
      </Container>

      {/* Category bar (tablet and up): the all-categories dropdown and the spec's menu categories. */}
      <div className="hidden bg-brand-800 md:block">
        <Container className="flex items-center gap-2">
          <AllCategoriesMenu label={tMenu('trigger')}>
            <CategoriesPanel
              tree={categories}
              locale={locale}
              labels={{ nav: tMenu('label'), more: tMenu('more'), empty: tMenu('empty') }}
            />
          </AllCategoriesMenu>
          <MenuCategoryLinks tree={categories} cids={menuCids} locale={locale} />
        </Container>
      </div>
    </header>
  );
}
