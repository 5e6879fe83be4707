import { encodeQr } from './encode-qr';

/**
 * A real, scannable QR code as inline SVG (one path; the quiet zone is part of the view box).
 * No hooks: server components draw it with no client JavaScript; client components may use it too.
 */
export function QrCode({
  value,
  label,
  size = 112,
  className,
}: {
  value: string;
  label: string;
  size?: number;
  className?: string;
}) {
  const modules = encodeQr(value);
  const quiet = 2;
  const extent = modules.length + quiet * 2;
  let d = '';
  // One rectangle per horizontal run of dark modules (not per module): a third of the markup,
  // which a server-rendered page carries twice (HTML and the RSC payload).
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
      className={className ?? 'rounded-md bg-white'}
    >
      <path d={d} fill="#0f172a" />
    </svg>
  );
}
