import type { Db } from '../types';

/** Placeholder until the demo-catalogue generator lands. */
export async function seedDemoCatalogue(_db: Db, _options: { products: number }): Promise<void> {}
