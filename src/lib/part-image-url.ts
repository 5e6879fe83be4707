/** Public URL of a product picture; the key comes from the product's `images` list. */
export function partImageUrl(key: string): string {
  return `/media/parts/${encodeURIComponent(key)}.svg`;
}
