/** C0 controls and DEL: never part of a file name (CR/LF would end the header). */
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** The name as plain printable ASCII: anything else, quotes, backslashes and slashes become `_`. */
function asciiName(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]+/g, '_')
    .replace(/["\\/]/g, '_')
    .trim();
  return ascii || 'download';
}

/** RFC 5987 `attr-char` escaping: encodeURIComponent leaves ' ( ) * unescaped, which the grammar forbids. */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `Content-Disposition: attachment` with a printable-ASCII `filename` for old clients and the real
 * name as UTF-8 `filename*` (RFC 6266/5987), which every current browser prefers. Control characters
 * are dropped from both, quotes and backslashes cannot close the quoted fallback, so whatever the
 * name holds the value stays one header line. `asciiFallback` names the file for clients without
 * `filename*` (e.g. the English name for a Chinese one); by default non-ASCII runs become `_`.
 */
export function attachmentDisposition(fileName: string, asciiFallback?: string): string {
  const name = fileName.replace(CONTROL, '').trim() || 'download';
  const fallback = asciiName((asciiFallback ?? name).replace(CONTROL, ''));
  return `attachment; filename="${fallback}"; filename*=UTF-8''${rfc5987(name)}`;
}
