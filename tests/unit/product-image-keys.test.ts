import { describe, expect, it } from 'vitest';
import { orderFlagged } from '@/server/catalog/default-category-flags';
import { partImageSrcset, partImageUrl, shownImageKeys } from '@/lib/part-image-url';

const upload = `u${'ab'.repeat(16)}`;

describe('product picture keys', () => {
  it('an upload is a WebP URL with a srcset of every width; a drawing stays an SVG without one', () => {
    expect(partImageUrl(upload)).toBe(`/media/uploads/${'ab'.repeat(16)}w640.webp`);
    expect(partImageSrcset(partImageUrl(upload))).toBe(
      [320, 640, 1280].map((w) => `/media/uploads/${'ab'.repeat(16)}w${w}.webp ${w}w`).join(', '),
    );
    expect(partImageUrl('brake-disc-2')).toBe('/media/parts/brake-disc-2.svg');
    expect(partImageSrcset('/media/parts/brake-disc-2.svg')).toBeUndefined();
  });

  it('the storefront shows the uploads when there are any, else the drawings', () => {
    expect(shownImageKeys(['brake-disc-2', upload])).toEqual([upload]);
    expect(shownImageKeys(['brake-disc-2'])).toEqual(['brake-disc-2']);
  });
});

describe('flagged categories', () => {
  it("keep the spec's order, then catalogue order for the others", () => {
    const rows = [{ cid: '99' }, { cid: '08' }, { cid: '13' }, { cid: '1311' }];
    expect(orderFlagged(rows, ['13', '1003', '08'])).toEqual(['13', '08', '99', '1311']);
  });
});
