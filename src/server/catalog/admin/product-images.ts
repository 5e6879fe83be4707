import type { ProductImage } from '@/contracts/catalogue-admin-views';
import { isUploadedImageKey, uploadedImageSrcset, uploadedImageUrl, UPLOAD_WIDTHS } from '@/lib/part-image-url';

/** A product's uploaded pictures as the console shows them (drawn placeholder keys are not pictures). */
export function toProductImages(keys: readonly string[]): ProductImage[] {
  return keys.filter(isUploadedImageKey).map((key) => ({
    key,
    widths: [...UPLOAD_WIDTHS],
    url: uploadedImageUrl(key),
    srcset: uploadedImageSrcset(key),
  }));
}
