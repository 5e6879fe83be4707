import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bodyWithNonce, createNonceReplacer, prepareBody } from '@/server/http/nonce-splice';

/**
 * Writing an answer's nonce over the render nonce (src/server/http/nonce-splice.ts): in a body
 * that arrives in chunks cut anywhere, and in a whole body gzipped once and sent many times.
 */
const RENDER = 'R3nderN0nceR3nderN0nce';
const placeholder = Buffer.from(RENDER);
const nonceA = Buffer.from('aaaaaaaaaaaaaaaaaaaaaa');
const nonceB = Buffer.from('BBBBBBBBBBBBBBBBBBBBBB');

/** A page as Next writes it: its scripts carry the render nonce; an attacker's does not. */
function page(extra = ''): string {
  return [
    '<!DOCTYPE html><html><head>',
    `<script src="/_next/static/chunks/a.js" async="" nonce="${RENDER}"></script>`,
    '</head><body><h1>Brake pads</h1>',
    extra,
    `<script nonce="${RENDER}">self.__next_f.push([1,"0:{\\"P\\":null}\\n"])</script>`,
    `<script nonce="${RENDER}">self.__next_f.push([1,"1:[\\"$\\",\\"div\\"]"])</script>`,
    '</body></html>',
  ].join('');
}

const withNonce = (text: string, nonce: Buffer) => text.replaceAll(RENDER, nonce.toString());

function streamThrough(chunks: Buffer[], nonce: Buffer): Buffer {
  const replacer = createNonceReplacer(placeholder, nonce);
  return Buffer.concat([...chunks.map((chunk) => replacer.push(chunk)), replacer.end()]);
}

describe('a streamed body', () => {
  it('gets the nonce wherever the chunks are cut, including inside `<script` and inside the nonce', () => {
    const body = Buffer.from(page());
    for (let cut = 1; cut < body.length; cut += 1) {
      const out = streamThrough([body.subarray(0, cut), body.subarray(cut)], nonceA);
      expect(out.toString(), `cut at ${cut}`).toBe(withNonce(page(), nonceA));
    }
    const scriptTag = body.indexOf('<script nonce=');
    expect(
      streamThrough([body.subarray(0, scriptTag + 4), body.subarray(scriptTag + 4)], nonceA).toString(),
    ).toBe(withNonce(page(), nonceA));
  });

  it('in one-byte chunks, holding back no more than could still be the render nonce', () => {
    const body = Buffer.from(page());
    const replacer = createNonceReplacer(placeholder, nonceB);
    const pieces: Buffer[] = [];
    for (let at = 0; at < body.length; at += 1) {
      pieces.push(replacer.push(body.subarray(at, at + 1)));
      const sent = Buffer.concat(pieces).length;
      expect(at + 1 - sent).toBeLessThan(placeholder.length);
    }
    pieces.push(replacer.end());
    expect(Buffer.concat(pieces).toString()).toBe(withNonce(page(), nonceB));
  });

  it('passes a chunk that merely ends like the start of the render nonce once the next one shows it is not', () => {
    const replacer = createNonceReplacer(placeholder, nonceA);
    expect(replacer.push(Buffer.from('<p>R3nder')).toString()).toBe('<p>');
    expect(replacer.push(Buffer.from('ing</p>')).toString()).toBe('R3ndering</p>');
    expect(replacer.push(Buffer.from('R3n')).toString()).toBe('');
    expect(replacer.end().toString()).toBe('R3n');
  });

  it('does not give the nonce to a script that lacks the render nonce', () => {
    const attack = '<script>window.__pwned=1</script><script nonce="guessed">window.__pwned=2</script>';
    const body = Buffer.from(page(attack));
    const out = streamThrough([body.subarray(0, 100), body.subarray(100)], nonceA).toString();
    expect(out).toContain(attack);
    expect(
      out.match(/<script[^>]*>/g)?.filter((tag) => tag.includes(`nonce="${nonceA.toString()}"`)),
    ).toHaveLength(3);
    expect(out).not.toContain(RENDER);
  });

  it('refuses a nonce of another length (offsets and Content-Length must not move)', () => {
    expect(() => createNonceReplacer(placeholder, Buffer.from('short'))).toThrow();
  });
});

describe('a whole body prepared once', () => {
  it('gzips to the page with each answer’s own nonce', async () => {
    const body = Buffer.from(page());
    const prepared = await prepareBody(body, placeholder);
    expect(prepared.offsets).toHaveLength(3);
    const a = bodyWithNonce(prepared, nonceA, 'gzip');
    const b = bodyWithNonce(prepared, nonceB, 'gzip');
    expect(zlib.gunzipSync(a).toString()).toBe(withNonce(page(), nonceA));
    expect(zlib.gunzipSync(b).toString()).toBe(withNonce(page(), nonceB));
    expect(a.equals(b)).toBe(false);
    expect(a.includes(placeholder)).toBe(false);
  });

  it('plain, with each answer’s own nonce and the same length', async () => {
    const body = Buffer.from(page());
    const prepared = await prepareBody(body, placeholder);
    const plain = bodyWithNonce(prepared, nonceA, 'identity');
    expect(plain.toString()).toBe(withNonce(page(), nonceA));
    expect(plain.length).toBe(body.length);
    expect(body.toString()).toBe(page()); // the prepared body itself is never written into
  });

  it.each([
    ['no render nonce at all', 'just text'],
    ['the render nonce first and last', `${RENDER}<p>x</p>${RENDER}`],
    ['the render nonce twice in a row', `<p>${RENDER}${RENDER}</p>`],
    ['nothing but the render nonce', RENDER],
    ['an empty body', ''],
  ])('%s', async (_, text) => {
    const prepared = await prepareBody(Buffer.from(text), placeholder);
    expect(zlib.gunzipSync(bodyWithNonce(prepared, nonceA, 'gzip')).toString()).toBe(withNonce(text, nonceA));
    expect(bodyWithNonce(prepared, nonceA, 'identity').toString()).toBe(withNonce(text, nonceA));
  });

  it('a long page with many scripts: right, and about as small as one gzip of the whole', async () => {
    // ~400 KB with a script every ~2 KB: pieces borrow text from far back (the 32 KB window).
    const rows = Array.from(
      { length: 200 },
      (_, i) =>
        `<li class="product-card"><a href="/product/PM-${1000 + i}">Brake pad set ${i} — front axle, ceramic</a>` +
        `${'<span class="badge">OE 04465-0K290</span>'.repeat(40)}</li>` +
        `<script nonce="${RENDER}">self.__next_f.push([1,"row ${i}"])</script>`,
    ).join('');
    const text = `<html><body><ul>${rows}</ul></body></html>`;
    const prepared = await prepareBody(Buffer.from(text), placeholder);
    const gz = bodyWithNonce(prepared, nonceB, 'gzip');
    expect(zlib.gunzipSync(gz).toString()).toBe(withNonce(text, nonceB));
    const whole = zlib.gzipSync(withNonce(text, nonceB)).length;
    // Each nonce travels uncompressed in a block of its own (~40 bytes); nothing else may cost much.
    expect(gz.length).toBeLessThan(whole * 1.1 + 200 * 48);
  });

  it('text resembling the render nonce after it is never rebuilt from the nonce’s bytes', async () => {
    // A compressor would love to copy "R3nderN0nce" from the script tag just before: that spot holds
    // the answer's nonce when the browser decodes, so the copy must come from elsewhere or nowhere.
    const text = `<script nonce="${RENDER}"></script><p>${RENDER.slice(0, 11)} is a part name</p>`.repeat(3);
    const prepared = await prepareBody(Buffer.from(text), placeholder);
    expect(zlib.gunzipSync(bodyWithNonce(prepared, nonceA, 'gzip')).toString()).toBe(withNonce(text, nonceA));
  });

  it('a body that is not UTF-8 text still round-trips (no dictionary borrowed)', async () => {
    const binary = Buffer.concat([
      Buffer.from([0xff, 0xfe, 0x00]),
      placeholder,
      Buffer.from([0xff, 0xff, 0x01]),
    ]);
    const prepared = await prepareBody(Buffer.concat([binary, binary]), placeholder);
    const expected = Buffer.concat([binary, binary]);
    for (const at of prepared.offsets) nonceA.copy(expected, at);
    expect(zlib.gunzipSync(bodyWithNonce(prepared, nonceA, 'gzip')).equals(expected)).toBe(true);
  });
});
