import { createTranslator } from 'use-intl/core';
import en from '@messages/en.json';
import zh from '@messages/zh.json';
import { CURRENCY_BY_SITE, type Lang, type Site } from '@/contracts/site';
import { env } from '@/env';
import { localizedTitle } from '@/lib/localized-title';
import type { FavoriteCardRow } from './favorite-cards';
import { toProductCard } from '../catalog/to-product-card';
import type { ExportColumn } from '../exports/export-file';

export type FavoriteExportRow = FavoriteCardRow & { addedAt: Date };

const messages = { en, zh };
const translators = (lang: Lang) => ({
  file: createTranslator({ locale: lang, messages: messages[lang], namespace: 'favorites.file' }),
  units: createTranslator({ locale: lang, messages: messages[lang], namespace: 'units' }),
  stock: createTranslator({ locale: lang, messages: messages[lang], namespace: 'stock' }),
});
type UnitCode = keyof typeof en.units.name;

/** The file's base names: in the reader's language, and the ASCII one for old clients. */
export function favoriteFileBase(lang: Lang): { name: string; ascii: string; sheet: string } {
  const t = translators(lang).file;
  return { name: t('base'), ascii: en.favorites.file.base, sheet: t('sheet') };
}

/**
 * The columns of a favourites export, headed and filled in the reader's language and the site's
 * currency. The reference price goes to every signed-in buyer; the member price, the exact stock and
 * the OE numbers only to a plan with member data (docs/decisions/0067).
 */
export function favoriteExportColumns(
  lang: Lang,
  site: Site,
  memberData: boolean,
): ExportColumn<FavoriteExportRow>[] {
  const t = translators(lang);
  const card = (row: FavoriteExportRow) => toProductCard(row, { site, lang });
  const unitName = (unit: string) =>
    Object.hasOwn(en.units.name, unit) ? t.units(`name.${unit as UnitCode}`) : unit;
  const pagePrefix = `${env.PUBLIC_BASE_URL.replace(/\/$/, '')}${lang === 'en' ? '/en' : ''}/product/`;
  return [
    { header: t.file('sku'), width: 20, value: (row) => row.skuCode },
    { header: t.file('title'), width: 40, value: (row) => card(row).title },
    { header: t.file('brand'), width: 14, value: (row) => row.brand },
    { header: t.file('partNumber'), width: 16, value: (row) => row.partNumber },
    ...(memberData
      ? [{ header: t.file('oeNumbers'), width: 28, value: (row: FavoriteExportRow) => (row.oeNumbers ?? []).join(', ') }]
      : []),
    {
      header: t.file('category'),
      width: 18,
      value: (row) => localizedTitle({ title: row.categoryTitle, title_en: row.categoryTitleEn }, lang),
    },
    {
      header: t.file('price', { currency: CURRENCY_BY_SITE[site] }),
      width: 14,
      value: (row) => row.price / 100,
    },
    ...(memberData
      ? [
          {
            header: t.file('memberPrice', { currency: CURRENCY_BY_SITE[site] }),
            width: 14,
            value: (row: FavoriteExportRow) => (row.memberPrice ?? row.price) / 100,
          },
        ]
      : []),
    { header: t.file('unit'), width: 8, value: (row) => unitName(row.unit) },
    { header: t.file('moq'), width: 12, value: (row) => row.moq },
    { header: t.file('stock'), width: 12, value: (row) => t.stock(row.stockStatus) },
    ...(memberData ? [{ header: t.file('stockQty'), width: 12, value: (row: FavoriteExportRow) => row.stockQty }] : []),
    { header: t.file('addedAt'), width: 18, value: (row) => row.addedAt },
    { header: t.file('link'), width: 48, value: (row) => pagePrefix + encodeURIComponent(row.skuCode) },
  ];
}
