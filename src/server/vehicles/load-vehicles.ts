import { count, sql } from 'drizzle-orm';
import { vehicles } from '../db/schema';
import type { Db } from '../db/types';
import { vehicleCatalogue } from './vehicle-catalogue';

/**
 * Loads the vehicle table from the committed data when it is empty (first start, fresh test
 * database); a table that has rows is left alone. Returns how many rows it inserted.
 * One statement with the rows as one JSON parameter: ten thousand rows cost one round trip and one
 * parse instead of thousands of bind parameters (this runs on every first start).
 */
export async function loadVehiclesIfEmpty(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(vehicles);
  if ((row?.n ?? 0) > 0) return 0;
  const all = vehicleCatalogue();
  const json = JSON.stringify(all.map((v) => [v.id, v.make, v.makeZh, v.model, v.modelZh, v.year, v.engine]));
  await db.execute(sql`
    INSERT INTO vehicles (id, make, make_zh, model, model_zh, year, engine)
    SELECT (r->>0)::int, r->>1, r->>2, r->>3, r->>4, (r->>5)::smallint, r->>6
      FROM jsonb_array_elements(${json}::jsonb) AS r`);
  return all.length;
}
