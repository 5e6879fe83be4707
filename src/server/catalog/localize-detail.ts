import type { ProductDetail } from '@/contracts/catalog';
import type { Lang } from '@/contracts/site';
import type { ProductFitmentRow, ProductSpec } from '../db/schema';

/** Spec lines in the reader's language; a missing translation falls back to the other one. */
export function localizeSpecs(specs: readonly ProductSpec[], lang: Lang): ProductDetail['specs'] {
  return specs.map((spec) =>
    lang === 'zh'
      ? { key: spec.keyZh || spec.keyEn, value: spec.valueZh || spec.valueEn }
      : { key: spec.keyEn || spec.keyZh, value: spec.valueEn || spec.valueZh },
  );
}

/** Chinese readers see the Chinese make name when there is one ("丰田" for Toyota). */
export function localizedFitment(row: ProductFitmentRow, lang: Lang): ProductDetail['fitments'][number] {
  return {
    make: lang === 'zh' && row.makeZh ? row.makeZh : row.make,
    model: row.model,
    yearFrom: row.yearFrom,
    yearTo: row.yearTo,
    engine: row.engine,
  };
}
