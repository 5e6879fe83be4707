import jsQR from 'jsqr';
import { generateSecret, generateURI } from 'otplib';
import { describe, expect, it } from 'vitest';
import { qrDrawing } from '@/components/ui/qr-svg';
import { TOTP_ISSUER } from '@/server/staff/start-totp-enrolment';

const SCALE = 6;

/**
 * Paints a drawing exactly as the SVG does (one dark rectangle per `M x y h run v1 h-run z` run, on
 * white), as RGBA pixels a camera would see, and reads it back with an independent decoder.
 */
function decode(value: string): string | null {
  const { extent, d } = qrDrawing(value);
  const side = extent * SCALE;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  const runs = [...d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)];
  expect(runs.map((m) => m[0]).join('')).toBe(d); // nothing in the path but dark runs
  for (const [, x, y, run] of runs) {
    for (let py = Number(y) * SCALE; py < (Number(y) + 1) * SCALE; py++) {
      for (let px = Number(x) * SCALE; px < (Number(x) + Number(run)) * SCALE; px++) {
        pixels.fill(0, (py * side + px) * 4, (py * side + px) * 4 + 3);
      }
    }
  }
  const found = jsQR(pixels, side, side);
  return found ? Buffer.from(found.binaryData).toString('utf8') : null;
}

describe('QR codes decode back to their text', () => {
  it('an authenticator enrolment (otpauth://)', () => {
    const uri = generateURI({ issuer: TOTP_ISSUER, label: '13800138000', secret: generateSecret() });
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(decode(uri)).toBe(uri);
  });

  it.each([
    ['the sandbox cashier', `http://localhost:3000/en/pay/sandbox/VIP20261128000123456789?t=${'a1B2'.repeat(24)}`],
    ['an Alipay face-to-face code', 'https://qr.alipay.com/bax03431ljhokirwl38f00a7'],
  ])('a payment link: %s', (_, url) => {
    expect(decode(url)).toBe(url);
  });

  it('Chinese contact text, beyond the sizes a small code holds', () => {
    const text = `PartsMall 汽配商城 客服：+86 400-820-8820 ${'零件'.repeat(60)}`;
    expect(decode(text)).toBe(text);
  });

  it('a different text gives a different code', () => {
    expect(qrDrawing('VIP1').d).not.toBe(qrDrawing('VIP2').d);
  });
});
