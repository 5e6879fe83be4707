/*
 * Lists inside one spreadsheet cell (ADR 0050): items separated by `;`, the parts of an item by `|`;
 * a backslash makes the next character literal (`\;`, `\|`, `\\`), so any text round-trips. OE numbers
 * are one-part items and may also be separated by `|`, as people paste them.
 */

/** Splits `text` at any unescaped character of `separators`, unescaping as it goes; parts are trimmed. */
export function splitEscaped(text: string, separators: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '\\' && i + 1 < text.length) {
      current += text[++i];
    } else if (separators.includes(ch)) {
      parts.push(current.trim());
      current = '';
    } else current += ch;
  }
  parts.push(current.trim());
  return parts;
}

const escapeSeparators = (value: string) => value.replace(/[\\;|]/g, (ch) => `\\${ch}`);

/** Items (`;`) of parts (`|`); empty items (a trailing `;`) are dropped. */
export function decodeList(cell: string): string[][] {
  if (cell.trim() === '') return [];
  const items: string[][] = [];
  // Split items first, keeping the escapes of `|` for the second split.
  let current = '';
  const raw: string[] = [];
  for (let i = 0; i < cell.length; i++) {
    const ch = cell[i]!;
    if (ch === '\\' && i + 1 < cell.length) current += ch + cell[++i];
    else if (ch === ';') {
      raw.push(current);
      current = '';
    } else current += ch;
  }
  raw.push(current);
  for (const item of raw) if (item.trim() !== '') items.push(splitEscaped(item, '|'));
  return items;
}

export function encodeList(items: readonly (readonly string[])[]): string {
  return items.map((parts) => parts.map(escapeSeparators).join('|')).join(';');
}

/** OE numbers: `;` or `|` between numbers. */
export function decodeNumbers(cell: string): string[] {
  return cell.trim() === '' ? [] : splitEscaped(cell, ';|').filter((n) => n !== '');
}

export function encodeNumbers(numbers: readonly string[]): string {
  return numbers.map(escapeSeparators).join(';');
}
