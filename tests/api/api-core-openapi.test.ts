import { describe, expect, it } from 'vitest';
import { STATUS } from '@/contracts/envelope';
import { api } from '@tests/setup/test-app';

const CATALOGUE_PATHS = ['/api/cate', '/api/cate/product', '/api/products', '/api/products/{skuCode}'];

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document of every catalogue route with site and lang documented', async () => {
    const { res, body } = await api('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    expect(body.info.title).toBe('PartsMall API');
    expect(body.info.description).toMatch(/\{ status, msg, data \}/);
    for (const path of CATALOGUE_PATHS) {
      const op = body.paths[path]?.get;
      expect(op, path).toBeTruthy();
      const names = op.parameters.map((p: { name: string }) => p.name);
      expect(names, path).toEqual(expect.arrayContaining(['site', 'lang']));
      expect(op.responses['200'], path).toBeTruthy();
      expect(op.responses['400'], path).toBeTruthy();
    }
    const listParams = body.paths['/api/products'].get.parameters.map((p: { name: string }) => p.name);
    expect(listParams).toEqual(expect.arrayContaining(['keyword', 'cid', 'page', 'pageSize', 'sort']));
    expect(body.paths['/api/cate/product'].get.parameters.map((p: { name: string }) => p.name)).toContain('cids');
    expect(body.paths['/api/products/{skuCode}'].get.responses['404']).toBeTruthy();
  });

  it('carries the whole envelope status catalogue', async () => {
    const { body } = await api('/api/openapi.json');
    const listed = body['x-status-codes'].map((s: { status: number }) => s.status);
    expect(listed).toEqual(Object.values(STATUS));
    const xsrf = body['x-status-codes'].find((s: { status: number }) => s.status === 403001);
    expect(xsrf).toMatchObject({ http: 403, name: 'XSRF_FAILED' });
    expect(xsrf.example.zh).toMatch(/安全令牌/);
    for (const status of Object.values(STATUS)) expect(body.info.description).toContain(`| ${status} |`);
  });
});

describe('GET /api/docs', () => {
  it('is a self-contained HTML reference: operations, parameters, responses, status codes', async () => {
    const { res, text } = await api('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(text).toMatch(/^<!doctype html>/);
    expect(text).not.toMatch(/<script|<link|src=["']?https?:|@import/i);
    for (const path of CATALOGUE_PATHS) expect(text).toContain(`<code>${path}</code>`);
    expect(text).toContain('<code>pageSize</code>');
    expect(text).toContain('<code>site</code>');
    expect(text).toContain('price_asc');
    expect(text).toContain('403001');
    expect(text).toContain('XSRF_FAILED');
    // Schema outlines and descriptions are escaped text, e.g. the envelope and `{skuCode}`.
    expect(text).toContain('status: 200');
    expect(text).not.toContain('<skuCode>');
  });
});
