import type { ProductDetail } from '@/contracts/catalog';
import type { Lang } from '@/contracts/site';
import type { ProductFitmentRow, ProductSpec } from '../db/schema';
import { vehicleNameKey, type ChineseVehicleNames } from '../vehicles/chinese-vehicle-names';

/** Spec lines in the reader's language; a missing translation falls back to the other one. */
export function localizeSpecs(specs: readonly ProductSpec[], lang: Lang): ProductDetail['specs'] {
  return specs.map((spec) =>
    lang === 'zh'
      ? { key: spec.keyZh || spec.keyEn, value: spec.valueZh || spec.valueEn }
      : { key: spec.keyEn || spec.keyZh, value: spec.valueEn || spec.valueZh },
  );
}

/**
 * Chinese readers see the Chinese make and model names where they are known ("丰田", "轩逸" for Toyota,
 * Sylphy): the range's own make name first, then the vehicle table's (`names`, from chineseVehicleNames).
 */
export function localizedFitment(
  row: ProductFitmentRow,
  lang: Lang,
  names: ChineseVehicleNames = new Map(),
): ProductDetail['fitments'][number] {
  const known = lang === 'zh' ? names.get(vehicleNameKey(row.make, row.model)) : undefined;
  return {
    make: lang === 'zh' ? row.makeZh || known?.makeZh || row.make : row.make,
    model: known?.modelZh || row.model,
    yearFrom: row.yearFrom,
    yearTo: row.yearTo,
    engine: row.engine,
  };
}
