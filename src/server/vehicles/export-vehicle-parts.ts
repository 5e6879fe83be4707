import { asc, count, eq, gt } from 'drizzle-orm';
import { visibleProducts } from '../catalog/product-filters';
import { categories, products } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { EXPORT_LIMITS } from '../exports/export-limits';
import type { ExportedFile } from '../favorites/export-favorites';
import { assertFitmentExport, fitmentFile, partColumns, type FitmentExportCaller, type PartCells } from './fitment-export-file';
import { fitsVehicle } from './fits-vehicle';
import { getVehicle } from './get-vehicle';

type PartRow = PartCells & { id: number };

const partFields = {
  id: products.id,
  skuCode: products.skuCode,
  titleZh: products.titleZh,
  titleEn: products.titleEn,
  brand: products.brand,
  partNumber: products.partNumber,
  categoryTitle: categories.title,
  categoryTitleEn: categories.titleEn,
};

/** Listed parts linked to the vehicle, by id, a page at a time on the id. */
async function* partRows(db: Db, vehicleId: number, maxRows: number): AsyncGenerator<PartRow> {
  let afterId = 0;
  for (let sent = 0; sent < maxRows; ) {
    const page = await db
      .select(partFields)
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(visibleProducts(fitsVehicle(vehicleId), gt(products.id, afterId)))
      .orderBy(asc(products.id))
      .limit(Math.min(EXPORT_LIMITS.readPageSize, maxRows - sent));
    yield* page;
    sent += page.length;
    const last = page.at(-1);
    if (!last || page.length < EXPORT_LIMITS.readPageSize) return;
    afterId = last.id;
  }
}

/**
 * The listed parts that fit one vehicle (the vehicle filter's links) as .xlsx or .csv: SKU, title,
 * brand, part number, category and page address. 403 without a plan granting the export, 404 for an
 * unknown vehicle.
 */
export async function exportVehicleParts(
  db: Db,
  input: FitmentExportCaller & { vehicleId: number },
): Promise<ExportedFile> {
  await assertFitmentExport(db, input);
  const vehicle = await getVehicle(db, input.vehicleId);
  if (!vehicle) throw new DomainError('notFound', 'vehicleNotFound', { id: input.vehicleId });
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(products)
    .where(visibleProducts(fitsVehicle(vehicle.id)));
  const make = input.lang === 'zh' && vehicle.make_zh ? vehicle.make_zh : vehicle.make;
  const model = input.lang === 'zh' && vehicle.model_zh ? vehicle.model_zh : vehicle.model;
  return fitmentFile(
    db,
    input,
    {
      name: 'vehicleBase',
      params: { vehicle: `${vehicle.year} ${make} ${model}` },
      asciiParams: { vehicle: `${vehicle.year} ${vehicle.make} ${vehicle.model}` },
      total: n,
    },
    partColumns<PartRow>(input.lang, (row) => row),
    (maxRows) => partRows(db, vehicle.id, maxRows),
  );
}
