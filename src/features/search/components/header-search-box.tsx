import { getTranslations } from 'next-intl/server';
import type { SearchBoxLabels } from '../search-box-labels';
import { SearchBox } from './search-box';

/** The header's search box with its texts, translated on the server (the box ships no formatter). */
export async function HeaderSearchBox() {
  const t = await getTranslations('header');
  const ts = await getTranslations('search.box');
  const labels: SearchBoxLabels = {
    label: t('searchLabel'),
    placeholder: t('searchPlaceholder'),
    button: t('searchButton'),
    list: ts('list'),
    groups: {
      category: ts('groups.category'),
      brand: ts('groups.brand'),
      part: ts('groups.part'),
      product: ts('groups.product'),
      vin: ts('groups.vin'),
      correction: ts('groups.correction'),
    },
    // Left as templates: the box fills them in.
    vinOption: ts.raw('vinOption') as string,
    count: { one: ts.raw('count.one') as string, other: ts.raw('count.other') as string },
    vinLooking: ts('vinLooking'),
    vinNoParts: ts.raw('vinNoParts') as string,
    vinFailed: ts('vinFailed'),
  };
  return <SearchBox labels={labels} />;
}
