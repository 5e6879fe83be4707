import type { APIRequestContext } from '@playwright/test';

type Fitment = { make: string; model: string; yearFrom: number; yearTo: number };
export type DemoVehicle = { id: number; year: number; make: string; model: string; makeZh: string; modelZh: string };
export type FitCase = { vehicle: DemoVehicle; fitting: string; notFitting: string; universal: string };

async function data<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  const body = (await res.json()) as { data: T };
  if (!res.ok()) throw new Error(`${path}: ${res.status()} ${JSON.stringify(body)}`);
  return body.data;
}

/**
 * From the demo catalogue: a vehicle some brake pad fits (its first fitment's first year), that
 * pad, a part linked to other vehicles only, and a part linked to none.
 */
export async function demoFitCase(request: APIRequestContext): Promise<FitCase> {
  const pads = await data<{ items: { skuCode: string }[] }>(request, '/api/products?cid=1003&pageSize=60');
  let found: { sku: string; fitment: Fitment } | undefined;
  for (const { skuCode } of pads.items) {
    const detail = await data<{ fitments: Fitment[] }>(request, `/api/products/${skuCode}?lang=en`);
    if (detail.fitments[0]) {
      found = { sku: skuCode, fitment: detail.fitments[0] };
      break;
    }
  }
  if (!found) throw new Error('no brake pad with a fitment in the demo catalogue');
  const { make, model, yearFrom: year } = found.fitment;
  const makes = await data<{ make: string; make_zh: string }[]>(request, `/api/vehicles/makes?year=${year}`);
  const models = await data<{ id: number; model: string; model_zh: string }[]>(
    request,
    `/api/vehicles/models?year=${year}&make=${encodeURIComponent(make)}`,
  );
  const chosen = models.find((m) => m.model === model)!;
  const vehicle = { id: chosen.id, year, make, model, makeZh: makes.find((m) => m.make === make)!.make_zh, modelZh: chosen.model_zh };

  let notFitting = '';
  let universal = '';
  const candidates = await data<{ items: { skuCode: string }[] }>(request, '/api/products?pageSize=60');
  for (const { skuCode } of candidates.items) {
    const fit = await data<{ fits: boolean; universal: boolean }>(request, `/api/products/${skuCode}/fits?vehicle=${vehicle.id}`);
    if (!fit.fits && !fit.universal && !notFitting) notFitting = skuCode;
    if (fit.universal && !universal) universal = skuCode;
    if (notFitting && universal) break;
  }
  if (!notFitting || !universal) throw new Error('demo catalogue lacks a non-fitting or universal part');
  return { vehicle, fitting: found.sku, notFitting, universal };
}
