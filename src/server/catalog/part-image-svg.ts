import { drawPart } from './images/part-drawings';
import { parseImageKey } from './images/image-kinds';
import { PALETTES } from './images/palettes';

/**
 * The SVG picture for a product image key ("brake-disc-2"): a flat drawing of the part kind on a
 * light background, coloured by the variant. Unknown or malformed keys give null (the route's 404).
 */
export function renderPartImageSvg(key: string): string | null {
  const parsed = parseImageKey(key);
  if (!parsed) return null;
  const palette = PALETTES[(parsed.variant - 1) % PALETTES.length]!;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800">` +
    `<rect width="800" height="800" fill="${palette.bg}"/>` +
    `<circle cx="400" cy="390" r="300" fill="${palette.blob}"/>` +
    `<ellipse cx="400" cy="668" rx="230" ry="22" fill="${palette.shadow}"/>` +
    drawPart(parsed.kind, palette) +
    `</svg>`
  );
}
