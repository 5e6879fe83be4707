/** Sales units products are sold in; the UI translates each (messages namespace `units`). */
export const SALES_UNITS = ['piece', 'set', 'pair', 'box', 'kit', 'litre'] as const;
export type SalesUnit = (typeof SALES_UNITS)[number];

/** The stored unit code, or "piece" for a code the UI has no words for (never show a raw code). */
export function salesUnit(code: string): SalesUnit {
  return (SALES_UNITS as readonly string[]).includes(code) ? (code as SalesUnit) : 'piece';
}
