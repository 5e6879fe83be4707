export type ContentCoding = 'br' | 'gzip' | 'identity';

/** Each coding the client named, with its weight (`q`, 1 when absent). */
function weights(header: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const part of header.split(',')) {
    const [coding, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!coding) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    out.set(coding, Number.isFinite(weight) ? weight : 0);
  }
  return out;
}

/**
 * The best coding we have that the client takes (RFC 9110 §12.5.3): Brotli before gzip at equal
 * weight, `*` standing for any coding not named, q=0 a refusal. Identity when nothing else fits.
 */
export function acceptedCoding(header: string | undefined): ContentCoding {
  if (!header) return 'identity';
  const named = weights(header);
  const any = named.get('*');
  const weight = (coding: string) => named.get(coding) ?? any ?? 0;
  const br = weight('br');
  const gz = weight('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}

/** True when the client takes gzip (and did not refuse it with q=0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const named = weights(header);
  return (named.get('gzip') ?? named.get('*') ?? 0) > 0;
}
