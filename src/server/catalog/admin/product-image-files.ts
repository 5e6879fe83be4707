import type Sharp from 'sharp';
import { MAX_PRODUCT_IMAGE_BYTES } from '@/contracts/catalogue-admin';
import { UPLOAD_WIDTHS, uploadedFileKey } from '@/lib/part-image-url';
import { DomainError } from '../../domain-error';
import { newFileKey, type FileStore } from '../../storage/file-store';

/**
 * sharp (libvips, a native library and its thread pool) loads with the first picture an operator
 * uploads, not with the API at start: the storefront never needs it (docs/decisions/0054). Its
 * operation cache is off: each upload is read once, so cached results would only hold memory.
 */
let loaded: Promise<typeof Sharp> | undefined;
function loadSharp(): Promise<typeof Sharp> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}

/** Formats an upload may be, as sharp reads them from the bytes (never the name or the declared type). */
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

/**
 * Checks the bytes are a JPEG, PNG or WebP picture by their content, then writes it as WebP at each
 * of UPLOAD_WIDTHS (never enlarged; EXIF orientation applied, metadata dropped). Returns the new
 * image key; the files exist before any row names them, and are removed again if a write fails.
 */
export async function storeProductImage(store: FileStore, bytes: Uint8Array): Promise<string> {
  if (bytes.byteLength > MAX_PRODUCT_IMAGE_BYTES) throw new DomainError('tooLarge', 'imageTooLarge', { max: MAX_PRODUCT_IMAGE_BYTES / 1024 / 1024 });
  if (bytes.byteLength === 0) throw DomainError.field('body', 'attachmentEmpty');
  const sharp = await loadSharp();
  const format = await sharp(bytes)
    .metadata()
    .then((m) => m.format as string | undefined)
    .catch(() => undefined);
  if (!format || !ACCEPTED.has(format)) throw new DomainError('unsupportedType', 'imageTypeUnsupported');

  const key = `u${newFileKey()}`;
  const written: string[] = [];
  try {
    for (const width of UPLOAD_WIDTHS) {
      const webp = await sharp(bytes)
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      const fileKey = uploadedFileKey(key, width);
      await store.put(fileKey, webp);
      written.push(fileKey);
    }
  } catch (err) {
    await removeFiles(store, written);
    // A header that looks right over a broken body: still not a picture we can use.
    if (err instanceof Error && !(err instanceof DomainError) && !('code' in err)) {
      throw new DomainError('unsupportedType', 'imageTypeUnsupported');
    }
    throw err;
  }
  return key;
}

/** Every stored width of the given image keys (missing files are not an error). */
export async function removeProductImages(store: FileStore, keys: readonly string[]): Promise<void> {
  await removeFiles(store, keys.flatMap((key) => UPLOAD_WIDTHS.map((w) => uploadedFileKey(key, w))));
}

async function removeFiles(store: FileStore, fileKeys: readonly string[]): Promise<void> {
  await Promise.all(fileKeys.map((k) => store.delete(k).catch(() => {})));
}
