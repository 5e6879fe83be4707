import { encodeQr } from '../qr/encode-qr';

/**
 * A real, scannable QR code as inline SVG (one path; the quiet zone is part of the view box).
 * Computed on the server: the footer ships no QR image and no QR JavaScript.
 */
export function QrCode({ value, label, size = 112 }: { value: string; label: string; size?: number }) {
  const modules = encodeQr(value);
  const quiet = 2;
  const extent = modules.length + quiet * 2;
  // One rectangle per horizontal run of dark modules (not per module): a third of the markup,
  // which the page carries twice (HTML and the RSC payload).
  let d = '';
  modules.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      let run = 1;
      while (row[x + run]) run++;
      d += `M${x + quiet} ${y + quiet}h${run}v1h-${run}z`;
      x += run - 1;
    }
  });
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${extent} ${extent}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className="rounded-md bg-white"
    >
      <path d={d} fill="#0f172a" />
    </svg>
  );
}
