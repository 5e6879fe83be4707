import { useMemo } from 'react';
import { qrDrawing } from '@/components/ui/qr-svg';

/** The pay URL as a scannable QR code, drawn inline (dark modules on white, quiet zone included). */
export function PayQr({ value, label }: { value: string; label: string }) {
  const drawing = useMemo(() => {
    try {
      return qrDrawing(value);
    } catch {
      return null; // longer than any QR code holds: the "open on this device" link remains
    }
  }, [value]);
  if (!drawing) return null;
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid="pay-qr"
      viewBox={`0 0 ${drawing.extent} ${drawing.extent}`}
      shapeRendering="crispEdges"
      className="size-56 max-w-full rounded-md border border-slate-200 bg-white sm:size-64"
    >
      <rect width={drawing.extent} height={drawing.extent} fill="#fff" />
      <path d={drawing.d} fill="#0f172a" />
    </svg>
  );
}
