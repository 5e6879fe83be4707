import { count } from 'drizzle-orm';
import { visibleProducts } from '../catalog/product-filters';
import { products } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import type { ExportedFile } from '../favorites/export-favorites';
import { assertFitmentExport, fitmentFile, partColumns, type FitmentExportCaller } from './fitment-export-file';
import { partPages, type PartRow } from './part-pages';
import { fitsVehicle } from './fits-vehicle';
import { getVehicle } from './get-vehicle';

/** Listed parts linked to the vehicle, by id, a page at a time on the id; stops at `maxRows`. */
async function* partRows(db: Db, vehicleId: number, maxRows: number): AsyncGenerator<PartRow> {
  let sent = 0;
  for await (const page of partPages(db, fitsVehicle(vehicleId))) {
    for (const part of page) {
      if (sent >= maxRows) return;
      yield part;
      sent += 1;
    }
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
