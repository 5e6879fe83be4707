'use client';

import { useCustom } from '@refinedev/core';
import type { AdminCategory } from '@/contracts/catalogue-admin-views';
import type { ConsoleLang } from '../shell/console-lang';

/** The category tree as select options: every category for filters, only children for a product's own. */
export function useCategoryOptions(lang: ConsoleLang) {
  const { query } = useCustom<AdminCategory[]>({ url: '/api/admin/categories', method: 'get' });
  // `result.data` is an empty object while loading: read the query's answer itself.
  const tops = query.data?.data ?? [];
  const label = (c: { cid: string; titleZh: string; titleEn: string }) => `${c.cid} ${lang === 'zh' ? c.titleZh : c.titleEn}`;
  return {
    all: tops.flatMap((top) => [{ value: top.cid, label: label(top) }, ...top.children.map((c) => ({ value: c.cid, label: `— ${label(c)}` }))]),
    children: tops.flatMap((top) => top.children.map((c) => ({ value: c.cid, label: `${label(c)} (${lang === 'zh' ? top.titleZh : top.titleEn})` }))),
  };
}
