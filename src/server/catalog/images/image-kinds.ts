/** Part pictures the media route can draw; product `images` hold keys "<kind>-<1..6>" (colour variant). */
export const IMAGE_KINDS = [
  'brake-disc', 'brake-pad', 'filter', 'spark-plug', 'bulb', 'headlight', 'shock', 'spring', 'gear', 'battery',
  'piston', 'belt', 'sensor', 'fuel-pump', 'wheel', 'tyre', 'exhaust', 'mirror', 'seat', 'steering-wheel',
  'oil-can', 'spray', 'wrench', 'fan', 'charger', 'speaker', 'lock', 'hook', 'door', 'part',
] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

export const COLOUR_VARIANTS = 6;

const KIND_SET = new Set<string>(IMAGE_KINDS);
const KEY_PATTERN = /^([a-z]+(?:-[a-z]+)*)-([1-9])$/;

/** "brake-disc-2" → { kind: 'brake-disc', variant: 2 }; anything else → null. */
export function parseImageKey(key: string): { kind: ImageKind; variant: number } | null {
  const match = KEY_PATTERN.exec(key);
  if (!match) return null;
  const [, kind, digit] = match;
  const variant = Number(digit);
  if (!kind || !KIND_SET.has(kind) || variant > COLOUR_VARIANTS) return null;
  return { kind: kind as ImageKind, variant };
}
