import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { CategoryNode, ProductList } from '@/contracts/catalog';
import { Breadcrumbs, type BreadcrumbItem } from '@/components/ui/breadcrumbs';
import { Container } from '@/components/ui/container';
import { localizedTitle } from '@/lib/localized-title';
import { FitmentExport } from '@/components/fitment-export';
import { CategoryChips, type CategoryChip } from './category-chips';
import { ListingResults } from './listing-results';

export type CategoryListingProps = {
  /** The category shown and its parent (null at the top); null for "all categories" (cid 0). */
  category: { node: CategoryNode; parent: CategoryNode | null } | null;
  /** Top categories, used as chips on the all-categories page. */
  topCategories?: CategoryNode[];
  list: ProductList;
  /** "My vehicle" (a client island the page supplies: features do not import each other). */
  vehicleBar?: ReactNode;
};

const categoryHref = (cid: string) => `/category/${cid}`;

/**
 * A category page: breadcrumbs, heading with the product count, chips to move within the tree
 * (children of a top category, siblings of a child), then the grid and the pager.
 */
export function CategoryListing({ category, topCategories = [], list, vehicleBar }: CategoryListingProps) {
  const t = useTranslations('catalog');
  const locale = useLocale();
  const title = (node: CategoryNode) => localizedTitle(node, locale);

  const crumbs: BreadcrumbItem[] = [{ label: t('home'), href: '/' }];
  let heading: string;
  let chips: CategoryChip[];
  let chipsLabel: string;
  let activeCid: string;

  if (!category) {
    heading = t('allCategories');
    crumbs.push({ label: heading });
    activeCid = '0';
    chipsLabel = t('categoriesLabel');
    chips = [
      { cid: '0', label: t('allCategories'), href: categoryHref('0') },
      ...topCategories.map((node) => ({ cid: node.cid, label: title(node), href: categoryHref(node.cid) })),
    ];
  } else {
    const { node, parent } = category;
    heading = title(node);
    // A child shows its siblings (the parent's children); a top category shows its own children.
    const top = parent ?? node;
    if (parent) crumbs.push({ label: title(parent), href: categoryHref(parent.cid) });
    crumbs.push({ label: heading });
    activeCid = node.cid;
    chipsLabel = parent ? t('siblingsLabel', { category: title(parent) }) : t('subcategoriesLabel');
    chips = [
      { cid: top.cid, label: t('allInCategory', { category: title(top) }), href: categoryHref(top.cid) },
      ...top.autopartsCategoryList.map((child) => ({
        cid: child.cid,
        label: title(child),
        href: categoryHref(child.cid),
      })),
    ];
  }

  const cid = category?.node.cid ?? '0';
  return (
    <Container className="flex flex-col gap-5 py-6 sm:py-8">
      <Breadcrumbs items={crumbs} label={t('breadcrumbLabel')} />
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{heading}</h1>
        <p className="text-sm text-slate-600" data-testid="product-count">
          {t('productCount', { count: list.total })}
        </p>
        {category && <FitmentExport target={{ cid }} askSku={list.items[0]?.skuCode} />}
      </header>
      <CategoryChips label={chipsLabel} chips={chips} activeCid={activeCid} />
      {vehicleBar}
      <ListingResults list={list} pathname={categoryHref(cid)} />
    </Container>
  );
}
