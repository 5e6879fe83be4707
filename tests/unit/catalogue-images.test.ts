import { describe, expect, it } from 'vitest';
import { GET } from '@/app/media/parts/[name]/route';
import { IMAGE_KINDS } from '@/server/catalog/images/image-kinds';
import { renderPartImageSvg } from '@/server/catalog/part-image-svg';
import { partImageUrl } from '@/lib/part-image-url';

const get = (name: string) =>
  GET(new Request(`http://x/media/parts/${name}`), { params: Promise.resolve({ name }) });

describe('part pictures', () => {
  it('draws every kind in every colour as a self-contained 800×800 SVG', () => {
    for (const kind of IMAGE_KINDS) {
      for (let v = 1; v <= 6; v++) {
        const svg = renderPartImageSvg(`${kind}-${v}`);
        expect(svg, `${kind}-${v}`).toMatch(
          /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 800 800"/,
        );
        expect(svg).not.toMatch(/href|<script|<image|url\(|NaN|undefined/);
      }
    }
  });

  it('rejects unknown or malformed keys', () => {
    for (const key of [
      '',
      'brake-disc',
      'brake-disc-0',
      'brake-disc-7',
      'rocket-1',
      '../etc-1',
      'Brake-Disc-1',
      'brake-disc-1.svg',
    ]) {
      expect(renderPartImageSvg(key), key).toBeNull();
    }
  });

  it('serves pictures with long-lived caching and 404s the rest', async () => {
    const ok = await get('gear-3.svg');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('image/svg+xml');
    expect(ok.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(ok.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await ok.text()).toContain('<svg');
    expect((await get('gear-3')).status).toBe(404);
    expect((await get('nope-1.svg')).status).toBe(404);
    expect(partImageUrl('gear-3')).toBe('/media/parts/gear-3.svg');
  });
});
