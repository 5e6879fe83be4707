import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { handleApiRequest } from '@/server/api/fetch-handler';
import { api, testApp } from '@tests/setup/test-app';

describe('GET /proxy/amap/', () => {
  it('answers the whole tree in AMap shape, cacheable for a day', async () => {
    const { res, body } = await api('/proxy/amap/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(body.status).toBe('1');
    expect(body.info).toBe('OK');
    expect(body.data).toBeUndefined();
    expect(body.districts).toHaveLength(34);
    const guangdong = body.districts.find((p: { adcode: string }) => p.adcode === '440000');
    expect(guangdong).toMatchObject({ name: '广东省', nameEn: 'Guangdong', level: 'province' });
  });

  it('answers without the trailing slash and with site/lang parameters', async () => {
    const a = await api('/proxy/amap');
    const b = await api('/proxy/amap/?site=de&lang=en');
    expect(a.res.status).toBe(200);
    expect(b.res.status).toBe(200);
    expect(a.text).toBe(b.text);
  });

  it('refuses an unknown lang with our translated envelope', async () => {
    const { res, body } = await api('/proxy/amap/?lang=fr');
    expect(res.status).toBe(400);
    expect(body).toMatchObject({ status: 400000, data: null });
  });

  it('serves pre-gzipped bytes when gzip is accepted', async () => {
    const plain = await api('/proxy/amap/');
    const gzip = { headers: { 'Accept-Encoding': 'gzip, deflate, br' } };
    const res = await testApp().request('/proxy/amap/', gzip);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    const zipped = new Uint8Array(await res.arrayBuffer());
    expect(zipped.byteLength).toBeLessThan(plain.text.length / 4);
    expect(gunzipSync(zipped).toString('utf8')).toBe(plain.text);

    const refused = await testApp().request('/proxy/amap/', { headers: { 'Accept-Encoding': 'gzip;q=0' } });
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(await refused.text()).toBe(plain.text);
  });

  it('never gzips itself behind Next (which strips Content-Encoding from route handler answers)', async () => {
    // Next's route handler (`next dev`, `next start`) hands requests to handleApiRequest.
    const res = await handleApiRequest(
      new Request('http://localhost/proxy/amap/', { headers: { 'Accept-Encoding': 'gzip' } }),
    );
    expect(res.headers.get('content-encoding')).toBeNull();
    expect((await res.text()).startsWith('{"status":"1","info":"OK","districts":[')).toBe(true);
  });

  it('answers 304 for a matching If-None-Match', async () => {
    const plain = await api('/proxy/amap/');

    const etag = plain.res.headers.get('etag') ?? '';
    const again = await testApp().request('/proxy/amap/', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('answers HEAD without a body', async () => {
    const res = await testApp().request('/proxy/amap/', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  it('answers 404 in our envelope for an unknown path under /proxy/amap/', async () => {
    const { res, body } = await api('/proxy/amap/foo');
    expect(res.status).toBe(404);
    expect(body).toMatchObject({ status: 404000, data: null });
    const head = await testApp().request('/proxy/amap/foo', { method: 'HEAD' });
    expect(head.status).toBe(404);
  });

  it('is listed in the OpenAPI document (with the slash only)', async () => {
    const { body } = await api('/api/openapi.json');
    expect(Object.keys(body.paths)).toContain('/proxy/amap/');
    expect(Object.keys(body.paths)).not.toContain('/proxy/amap');
  });
});
