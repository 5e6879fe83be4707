import type { Db } from '@/server/db/types';
import type { CategoryRow, ProductRow } from '@/server/db/schema';
import { createCategory, createProduct } from '@tests/factories/catalog';

const DAY_MS = 86_400_000;
const EPOCH = Date.UTC(2025, 0, 1);

export type KnownCatalogue = Awaited<ReturnType<typeof seedKnownCatalogue>>;

/**
 * A small catalogue whose every value the API tests can predict:
 * - 13 Engine (sort 1) → 1311 Oil Filters; 10 Brakes (sort 2) → 1003 Brake Pads, 1019 Brake Discs;
 *   08 Lighting (sort 3, no products).
 * - 30 pads: USD prices rise with the index while EUR prices fall, so the two sites sort oppositely;
 *   createdAt rises with the index.
 * - 5 discs, 3 filters, 1 hidden pad, and products with wildcard characters for keyword tests.
 */
export async function seedKnownCatalogue(db: Db) {
  const engine = await createCategory(db, { cid: '13', title: '发动机系统', titleEn: 'Engine', sortOrder: 1 });
  const brakes = await createCategory(db, { cid: '10', title: '制动系统', titleEn: 'Brakes', sortOrder: 2 });
  const lighting = await createCategory(db, { cid: '08', title: '车灯照明', titleEn: 'Lighting', sortOrder: 3 });
  // Created before "pads" but sorted after it: the tree must follow sortOrder, not ids.
  const discs = await createCategory(db, { cid: '1019', parentId: brakes.id, title: '刹车盘', titleEn: 'Brake Discs', sortOrder: 2 });
  const pads = await createCategory(db, { cid: '1003', parentId: brakes.id, title: '刹车片', titleEn: 'Brake Pads', sortOrder: 1 });
  const filters = await createCategory(db, { cid: '1311', parentId: engine.id, title: '机油滤清器', titleEn: 'Oil Filters', sortOrder: 1 });

  const padProducts: ProductRow[] = [];
  for (let i = 0; i < 30; i++) {
    padProducts.push(
      await createProduct(db, {
        categoryId: pads.id,
        skuCode: `PAD-${String(i).padStart(3, '0')}`,
        titleZh: `陶瓷刹车片 ${i}`,
        titleEn: `Ceramic Brake Pad ${i}`,
        brand: 'Bosch',
        partNumber: `BP-${1000 + i}`,
        oeNumbers: [`OE-PAD-${i}`],
        priceUsd: 1000 + i * 100,
        priceEur: 9000 - i * 100,
        priceAud: 2000 + i,
        priceGbp: 3000 + i,
        createdAt: new Date(EPOCH + i * DAY_MS),
      }),
    );
  }
  const discProducts: ProductRow[] = [];
  for (let i = 0; i < 5; i++) {
    discProducts.push(
      await createProduct(db, {
        categoryId: discs.id,
        skuCode: `DISC-${i}`,
        titleZh: `通风刹车盘 ${i}`,
        titleEn: `Vented Brake Disc ${i}`,
        brand: 'Brembo',
        partNumber: `BD-${i}`,
        oeNumbers: [],
        createdAt: new Date(EPOCH - (i + 1) * DAY_MS),
      }),
    );
  }
  const filterProducts: ProductRow[] = [];
  for (let i = 0; i < 3; i++) {
    filterProducts.push(
      await createProduct(db, {
        categoryId: filters.id,
        skuCode: `FLT-${i}`,
        titleZh: `机油滤芯 ${i}`,
        titleEn: `Oil Filter ${i}`,
        brand: 'Mann',
        partNumber: `OF-${i}`,
        oeNumbers: ['04152-YZZA1'],
        createdAt: new Date(EPOCH - (i + 10) * DAY_MS),
      }),
    );
  }
  const hidden = await createProduct(db, {
    categoryId: pads.id,
    skuCode: 'HIDDEN-001',
    titleZh: '下架刹车片',
    titleEn: 'Withdrawn Brake Pad',
    status: 'hidden',
  });
  // Keyword edge cases: "%" and "_" must match literally.
  const percent = await createProduct(db, {
    categoryId: filters.id,
    skuCode: 'PCT-100',
    titleZh: '100%全合成机油',
    titleEn: '100% Synthetic Oil',
    brand: 'Castrol',
    partNumber: 'CAS-5W30',
    oeNumbers: [],
  });
  const underscore = await createProduct(db, {
    categoryId: filters.id,
    skuCode: 'UND-1',
    titleZh: '空气滤芯',
    titleEn: 'Air Filter',
    brand: 'Mahle',
    partNumber: 'LX_1234',
    oeNumbers: [],
  });
  const underscoreDecoy = await createProduct(db, {
    categoryId: filters.id,
    skuCode: 'UND-2',
    titleZh: '空气滤芯 加强',
    titleEn: 'Air Filter Plus',
    brand: 'Mahle',
    partNumber: 'LXA1234',
    oeNumbers: [],
  });
  // A detail-page product with known specs, fitments and images.
  const detailed = await createProduct(db, {
    categoryId: pads.id,
    skuCode: 'DETAIL-1',
    titleZh: '前刹车片套装',
    titleEn: 'Front Brake Pad Set',
    brand: 'Akebono',
    partNumber: 'AK-77',
    oeNumbers: ['04465-33450', '04465-06090'],
    priceUsd: 4599,
    priceEur: 4299,
    priceAud: 6999,
    priceGbp: 3899,
    images: ['pad-1', 'pad-3'],
    specs: [
      { keyZh: '位置', keyEn: 'Position', valueZh: '前轴', valueEn: 'Front axle' },
      { keyZh: '材质', keyEn: 'Material', valueZh: '陶瓷', valueEn: 'Ceramic' },
    ],
    descriptionZh: '适用于丰田凯美瑞的前刹车片。',
    descriptionEn: 'Front brake pads for the Toyota Camry.',
    stockStatus: 'low_stock',
    stockQty: 12,
    weightGrams: 1800,
    warrantyMonths: 12,
    fitments: [
      { make: 'Toyota', makeZh: '丰田', model: 'Camry', yearFrom: 2018, yearTo: 2023, engine: '2.5L' },
      { make: 'Lexus', makeZh: '雷克萨斯', model: 'ES', yearFrom: 2019, yearTo: 2024, engine: null },
    ],
  });

  const categories: Record<string, CategoryRow> = { engine, brakes, lighting, pads, discs, filters };
  return {
    categories,
    padProducts,
    discProducts,
    filterProducts,
    hidden,
    percent,
    underscore,
    underscoreDecoy,
    detailed,
    /** Active products in each listing scope. */
    counts: { all: 30 + 5 + 3 + 3 + 1, brakes: 30 + 5 + 1, pads: 31, discs: 5, filters: 6, engine: 6, lighting: 0 },
  };
}
