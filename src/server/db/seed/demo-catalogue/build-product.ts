import type { CategoryRow, NewProductFitmentRow, NewProductRow, ProductSpec } from '../../schema';
import { brandsFor } from './brands';
import { brandPartNumber, oeNumber } from './part-numbers';
import { profileFor, type Text2, type Unit } from './part-profiles';
import { demoMemberPrices, sitePrices } from './pricing';
import { chance, pick, randInt, type Rng } from './rng';
import { VEHICLE_MAKES, type VehicleMake, type VehicleModel } from './vehicles';

/** What the builder needs from a category row (tests may pass a freshly created one). */
export type BuildCategory = Pick<CategoryRow, 'id' | 'cid' | 'title' | 'titleEn' | 'taxonomyId'>;
export type BuiltFitment = Omit<NewProductFitmentRow, 'productId'>;
export type BuiltProduct = { product: NewProductRow; fitments: BuiltFitment[] };

/** Demo "now": created dates spread over the 18 months before it, so "newest" sorting means something. */
const DEMO_EPOCH = Date.UTC(2025, 5, 1);
const DAY_MS = 86_400_000;
const COLOUR_VARIANTS = 6;

const UNIT_TEXT: Record<Unit, Text2> = {
  piece: { en: 'piece', zh: '件' },
  set: { en: 'set', zh: '套' },
  pair: { en: 'pair', zh: '对' },
  box: { en: 'box', zh: '箱' },
  kit: { en: 'kit', zh: '套件' },
  litre: { en: 'litre', zh: '升' },
};

/** "Brake Boosters" → "Brake Booster" for single-piece titles; phrases with "&" stay as they are. */
function singular(noun: string): string {
  if (noun.includes('&') || noun.includes(',')) return noun;
  if (/ies$/.test(noun)) return noun.replace(/ies$/, 'y');
  if (/(ss|us)$/.test(noun)) return noun;
  if (/(ches|shes|xes|sses)$/.test(noun)) return noun.replace(/es$/, '');
  return noun.replace(/s$/, '');
}

function skuSegment(cid: string): string {
  return cid.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, 8) || 'X';
}

function pickVehicle(rng: Rng): { make: VehicleMake; model: VehicleModel } {
  const make = pick(rng, VEHICLE_MAKES);
  return { make, model: pick(rng, make.models) };
}

function buildFitments(rng: Rng): BuiltFitment[] {
  const { make, model } = pickVehicle(rng);
  const count = randInt(rng, 1, 4);
  const fitments: BuiltFitment[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < count * 2 && fitments.length < count; i++) {
    // The first fitment is the titled vehicle; extra ones are other generations or sister models of
    // the same maker, as shared platforms really are.
    const m = i === 0 ? model : pick(rng, make.models);
    const gen = pick(rng, m.generations);
    const key = `${m.model}|${gen.from}`;
    if (seen.has(key)) continue;
    seen.add(key);
    fitments.push({
      make: make.make,
      makeZh: make.makeZh,
      model: m.model,
      yearFrom: gen.from,
      yearTo: gen.to,
      engine: chance(rng, 0.6) ? pick(rng, gen.engines) : null,
    });
  }
  return fitments;
}

function modelZhOf(make: string, model: string): string {
  const found = VEHICLE_MAKES.find((m) => m.make === make)?.models.find((m) => m.model === model);
  return found?.modelZh ?? model;
}

function joinText(...parts: string[]): string {
  return parts.filter((p) => p.length > 0).join(' ');
}

/**
 * One realistic demo product for `category`. Pure: the same rng state, category and index always
 * give the same product; `index` makes the SKU unique across the catalogue.
 */
export function buildProduct(rng: Rng, category: BuildCategory, index: number): BuiltProduct {
  const profile = profileFor(category.taxonomyId);
  const brand = pick(rng, brandsFor(profile.group));
  const unit = pick(rng, profile.units);
  const nounBase = profile.noun ?? { en: category.titleEn, zh: category.title };
  const noun: Text2 = { en: unit === 'piece' ? singular(nounBase.en) : nounBase.en, zh: nounBase.zh };
  const variant = profile.variants && chance(rng, 0.7) ? pick(rng, profile.variants) : { en: '', zh: '' };

  const specs: ProductSpec[] = profile.specs.map((pool) => {
    const value = pick(rng, pool.values);
    return { keyZh: pool.keyZh, keyEn: pool.keyEn, valueZh: value.zh, valueEn: value.en };
  });
  specs.push({ keyZh: '品牌', keyEn: 'Brand', valueZh: brand.nameZh, valueEn: brand.name });

  const fitments = profile.fitment === 'vehicle' ? buildFitments(rng) : [];
  const primary = fitments[0];
  let titleEn: string;
  let titleZh: string;
  if (primary) {
    const years = `${primary.yearFrom}-${primary.yearTo}`;
    const modelZh = modelZhOf(primary.make, primary.model);
    titleEn = `${joinText(variant.en, noun.en)} for ${primary.make} ${primary.model} ${years}`;
    titleZh = `${variant.zh}${noun.zh} 适用于${primary.makeZh}${modelZh} ${years}`;
  } else {
    const highlight = profile.titleSpec === false ? undefined : specs[0];
    titleEn = joinText(brand.name, variant.en, noun.en, highlight?.valueEn ?? '');
    titleZh = joinText(brand.nameZh, `${variant.zh}${noun.zh}`, highlight?.valueZh ?? '');
  }

  const oeStyle = primary ? VEHICLE_MAKES.find((m) => m.make === primary.make)?.oeStyle : undefined;
  const oeNumbers = oeStyle ? Array.from({ length: randInt(rng, 1, 3) }, () => oeNumber(rng, oeStyle)) : [];
  const partNumber = brandPartNumber(rng, brand.name);

  const [minPrice, maxPrice] = profile.priceUsd;
  // Squaring skews prices toward the cheap end, as real price lists are.
  const baseUsd = Math.round(minPrice + (maxPrice - minPrice) * rng() * rng());
  const moq = pick(rng, profile.moq);

  const stockRoll = rng();
  const stockStatus = stockRoll < 0.72 ? 'in_stock' : stockRoll < 0.87 ? 'low_stock' : stockRoll < 0.96 ? 'on_order' : 'out_of_stock';
  const stockQty =
    stockStatus === 'in_stock' ? randInt(rng, 50, 5000) : stockStatus === 'low_stock' ? randInt(rng, 1, 49) : 0;

  const kind = pick(rng, profile.images);
  const firstColour = randInt(rng, 1, COLOUR_VARIANTS);
  const images = Array.from({ length: randInt(rng, 1, 3) }, (_, i) => `${kind}-${((firstColour + i * 2 - 1) % COLOUR_VARIANTS) + 1}`);

  const vehiclesEn = fitments.map((f) => `${f.make} ${f.model} ${f.yearFrom}-${f.yearTo}`).join(', ');
  const vehiclesZh = fitments.map((f) => `${f.makeZh}${modelZhOf(f.make, f.model)} ${f.yearFrom}-${f.yearTo}`).join('、');
  const unitText = UNIT_TEXT[unit];
  const warrantyMonths = pick(rng, profile.warrantyMonths);
  const descriptionEn = [
    `${brand.name} ${noun.en}, part number ${partNumber}.`,
    vehiclesEn ? `Fits ${vehiclesEn}.` : 'Universal fit.',
    `Sold per ${unitText.en}; minimum order ${moq}.`,
    warrantyMonths > 0 ? `${warrantyMonths}-month warranty.` : '',
  ].filter(Boolean).join(' ');
  const descriptionZh = [
    `${brand.nameZh}${noun.zh}，零件号 ${partNumber}。`,
    vehiclesZh ? `适用车型：${vehiclesZh}。` : '通用型。',
    `按${unitText.zh}销售，起订量 ${moq}。`,
    warrantyMonths > 0 ? `质保 ${warrantyMonths} 个月。` : '',
  ].join('');

  const createdAt = new Date(DEMO_EPOCH - Math.floor(rng() * 540 * DAY_MS));

  return {
    product: {
      skuCode: `PM-${skuSegment(category.cid)}-${String(index).padStart(6, '0')}`,
      categoryId: category.id,
      titleZh: titleZh.slice(0, 200),
      titleEn: titleEn.slice(0, 200),
      brand: brand.name,
      partNumber,
      oeNumbers,
      specs,
      descriptionZh,
      descriptionEn,
      unit,
      moq,
      ...sitePrices(baseUsd),
      ...demoMemberPrices(baseUsd, index, moq),
      images,
      stockStatus,
      stockQty,
      weightGrams: randInt(rng, profile.weightGrams[0], profile.weightGrams[1]),
      warrantyMonths,
      status: 'active',
      createdAt,
      updatedAt: createdAt,
    },
    fitments,
  };
}
