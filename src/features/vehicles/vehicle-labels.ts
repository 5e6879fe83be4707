import type { SavedVehicle } from '@/lib/preferences-cookie';

/** Texts the vehicle islands show, prepared on the server (no message runtime in the browser). */
export type VehicleLabels = {
  region: string;
  myVehicle: string;
  none: string;
  choose: string;
  change: string;
  clear: string;
  year: string;
  make: string;
  model: string;
  selectYear: string;
  selectMake: string;
  selectModel: string;
  save: string;
  cancel: string;
  loading: string;
  loadFailed: string;
  showFitting: string;
  saved: string;
  /** "{year} {make} {model}" with the names of the page's language. */
  vehicleName: string;
};

export type FitLabels = {
  heading: string;
  fits: string;
  doesNotFit: string;
  universal: string;
  checkFit: string;
  checking: string;
  failed: string;
};

/** Fills `{name}` placeholders (the templates come from messages/*.json). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export function vehicleName(template: string, vehicle: SavedVehicle, lang: string): string {
  const zh = lang === 'zh';
  return fill(template, {
    year: vehicle.year,
    make: zh ? vehicle.makeZh : vehicle.make,
    model: zh ? vehicle.modelZh : vehicle.model,
  });
}
