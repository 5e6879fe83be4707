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

/** True when the client takes gzip (and did not refuse it with q=0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const named = weights(header);
  return (named.get('gzip') ?? named.get('*') ?? 0) > 0;
}
