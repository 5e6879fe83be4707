import { encode } from 'uqr';

/** The quiet zone (white margin scanners need), in modules. */
const QUIET = 2;

/**
 * A QR code's drawing: the view box side and one path of dark modules — one rectangle per
 * horizontal run (not per module), a third of the markup. Level M, as payment and authenticator
 * apps expect of a code shown on a screen; uqr picks the smallest version that holds the text.
 */
export function qrDrawing(value: string): { extent: number; d: string } {
  const modules = encode(value, { ecc: 'M', border: 0 }).data;
  let d = '';
  modules.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      let run = 1;
      while (row[x + run]) run++;
      d += `M${x + QUIET} ${y + QUIET}h${run}v1h-${run}z`;
      x += run - 1;
    }
  });
  return { extent: modules.length + QUIET * 2, d };
}

/**
 * A real, scannable QR code as a standalone SVG document (white background, the quiet zone inside
 * the view box), served as an image: see src/lib/contact-qr.ts for why not inline.
 */
export function qrSvgDocument(value: string): string {
  const { extent, d } = qrDrawing(value);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${extent} ${extent}" shape-rendering="crispEdges">` +
    `<rect width="${extent}" height="${extent}" fill="#fff"/><path d="${d}" fill="#0f172a"/></svg>`
  );
}
