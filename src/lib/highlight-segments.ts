/** A match as the search API reports it: `[start, end)` in UTF-16 code units of the returned string. */
export type HighlightRange = readonly [number, number];
export type TextSegment = { text: string; match: boolean };

/**
 * Cuts `text` into plain and matched pieces. Ranges may come unsorted, overlapping or out of
 * bounds (they are data from the network): they are clamped to the text and merged, so the pieces
 * always join back into `text` exactly.
 */
export function highlightSegments(
  text: string,
  ranges: readonly HighlightRange[] | undefined,
): TextSegment[] {
  const clean = (ranges ?? [])
    .map(([start, end]) => [Math.max(0, Math.trunc(start)), Math.min(text.length, Math.trunc(end))] as const)
    .filter(([start, end]) => Number.isFinite(start) && Number.isFinite(end) && end > start)
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of clean) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  const segments: TextSegment[] = [];
  let at = 0;
  for (const [start, end] of merged) {
    if (start > at) segments.push({ text: text.slice(at, start), match: false });
    segments.push({ text: text.slice(start, end), match: true });
    at = end;
  }
  if (at < text.length || segments.length === 0) segments.push({ text: text.slice(at), match: false });
  return segments;
}
