/*
 * A product's `images` list holds two kinds of key: a drawn picture ("brake-disc-2", rendered as SVG
 * by /media/parts) or an uploaded photo ("u" + 32 hex digits), stored as WebP at each of UPLOAD_WIDTHS
 * and served by /media/uploads/<hex>w<width>.webp (docs/decisions/0049).
 */

/** The widths every upload is turned into (a smaller original is never enlarged). */
export const UPLOAD_WIDTHS = [320, 640, 1280] as const;
/** The width a plain `src` names: sharp on a phone at 2×, enough for a desktop card. */
const DEFAULT_WIDTH = 640;
const UPLOADED = /^u([0-9a-f]{32})$/;

export function isUploadedImageKey(key: string): boolean {
  return UPLOADED.test(key);
}

/** The file-store key of one width of an uploaded picture (a plain [a-z0-9] token). */
export function uploadedFileKey(key: string, width: number): string {
  return `${key.slice(1)}w${width}`;
}

export function uploadedImageUrl(key: string, width: number = DEFAULT_WIDTH): string {
  return `/media/uploads/${uploadedFileKey(key, width)}.webp`;
}

export function uploadedImageSrcset(key: string): string {
  return UPLOAD_WIDTHS.map((w) => `${uploadedImageUrl(key, w)} ${w}w`).join(', ');
}

/** Public URL of a product picture; the key comes from the product's `images` list. */
export function partImageUrl(key: string): string {
  if (isUploadedImageKey(key)) return uploadedImageUrl(key);
  return `/media/parts/${encodeURIComponent(key)}.svg`;
}

const UPLOADED_URL = /^\/media\/uploads\/([0-9a-f]{32})w\d+\.webp$/;

/** The `srcset` for a picture URL from partImageUrl: every width of an upload; none for a drawing (SVG scales). */
export function partImageSrcset(url: string): string | undefined {
  const match = UPLOADED_URL.exec(url);
  return match ? uploadedImageSrcset(`u${match[1]}`) : undefined;
}

/** The pictures the storefront shows: the uploaded photos when there are any, else the drawings. */
export function shownImageKeys(keys: readonly string[]): string[] {
  const uploaded = keys.filter(isUploadedImageKey);
  return uploaded.length > 0 ? uploaded : [...keys];
}
