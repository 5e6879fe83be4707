/**
 * Keyset cursors: the sort values of the last row of a page, so the next page starts after it
 * without an OFFSET. Opaque to clients (base64url JSON); a cursor that does not decode is ignored.
 */
export type CursorValues = (string | number)[];

export function encodeCursor(values: CursorValues): string {
  return Buffer.from(JSON.stringify(values), 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string | undefined, length: number): CursorValues | null {
  if (!cursor) return null;
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(values) || values.length !== length) return null;
    if (!values.every((v) => (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && v.length <= 64))) return null;
    return values as CursorValues;
  } catch {
    return null;
  }
}
