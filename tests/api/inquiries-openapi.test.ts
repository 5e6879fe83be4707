import { describe, expect, it } from 'vitest';
import { api } from '@tests/setup/test-app';

const OPERATIONS = [
  ['get', '/api/inquiry/basket'],
  ['put', '/api/inquiry/basket/{id}'],
  ['delete', '/api/inquiry/basket/{id}'],
  ['delete', '/api/inquiry/basket'],
  ['post', '/api/inquiry/quick'],
  ['post', '/api/inquiry/quick/file'],
  ['post', '/api/inquiry/attachments'],
  ['get', '/api/inquiry/attachments/{id}'],
  ['post', '/api/inquiry'],
  ['get', '/api/inquiry'],
  ['put', '/api/inquiry'],
  ['get', '/api/inquiry/{id}'],
  ['post', '/api/inquiry/{id}/accept'],
  ['get', '/api/admin/inquiries'],
  ['get', '/api/admin/inquiries/{id}'],
  ['post', '/api/admin/inquiries/{id}/quote'],
  ['put', '/api/admin/inquiries/{id}/close'],
  ['get', '/api/admin/inquiry-attachments/{id}'],
] as const;

describe('OpenAPI document: inquiries', () => {
  it('describes every inquiry route with site/lang, a 200 schema, error answers and the state codes', async () => {
    const { body } = await api('/api/openapi.json');
    for (const [method, path] of OPERATIONS) {
      const op = body.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeTruthy();
      expect(op.security, path).toEqual([{ bearer: [] }]);
      expect(op.parameters.map((p: { name: string }) => p.name), path).toEqual(expect.arrayContaining(['site', 'lang']));
      expect(Object.keys(op.responses['200'].content), path).not.toHaveLength(0);
      expect(op.responses['401'] ?? op.responses['403'], path).toBeTruthy();
    }
    const create = body.paths['/api/inquiry'].post;
    expect(create.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)).toContain('header:idempotency-key');
    expect(create.description).toMatch(/400 expired \(quoted, validity day passed — derived, never stored\)/);
    expect(Object.keys(body.paths['/api/inquiry/attachments'].post.requestBody.content)).toEqual(['image/jpeg', 'image/png', 'image/webp', 'application/pdf']);
    expect(body['x-status-codes'].map((s: { status: number }) => s.status)).toContain(415000);
  });
});
