import { describe, expect, it } from 'vitest';
import { GET } from '@/app/media/qr/[name]/route';
import { qrDrawing } from '@/components/ui/qr-svg';
import { env } from '@/env';
import { contactQrSrc, contactQrText } from '@/lib/contact-qr';

const get = (name: string) =>
  GET(new Request(`http://localhost/media/qr/${name}`), { params: Promise.resolve({ name }) });

describe('contact QR pictures', () => {
  it('the service code carries the configured phone and e-mail', () => {
    const text = contactQrText('service', { email: 'sales@example.com', phone: '+86 21 1234 5678' });
    expect(text).toContain('+86 21 1234 5678');
    expect(text).toContain('sales@example.com');
  });

  it.each(['wechat', 'service'] as const)('%s.svg is a white, scannable SVG of its text', async (kind) => {
    expect(contactQrSrc(kind)).toBe(`/media/qr/${kind}.svg`);
    const res = await get(`${kind}.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const svg = await res.text();
    const text = contactQrText(kind, { email: env.CONTACT_EMAIL, phone: env.CONTACT_PHONE });
    const { extent, d } = qrDrawing(text);
    expect(extent).toBeGreaterThanOrEqual(21 + 4); // a version-1 code at least, two quiet modules a side
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain(`viewBox="0 0 ${extent} ${extent}"`);
    expect(svg).toContain('fill="#fff"');
    expect(svg).toContain(`d="${d}"`);
  });

  it.each(['other.svg', 'service', 'service.png', '..%2Fservice.svg'])('%s is not found', async (name) => {
    expect((await get(name)).status).toBe(404);
  });
});
