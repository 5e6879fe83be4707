import { describe, expect, it } from 'vitest';
import { escapeHtml } from '@/lib/escape-html';
import { parameterRule, renderDocsPage, schemaOutline, type OpenApiDocument } from '@/server/api/docs-page';

const doc: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'T <b>', version: '1' },
  'x-envelope': 'Intro <img src=x onerror=alert(1)>',
  'x-status-codes': [
    {
      status: 404000,
      http: 404,
      name: 'NOT_FOUND',
      meaning: '<i>gone</i>',
      example: { en: 'Not "found"', zh: '未找到' },
    },
  ],
  components: {
    schemas: { Node: { type: 'object', properties: { child: { $ref: '#/components/schemas/Node' } } } },
  },
  paths: {
    '/api/x/{id}': {
      get: {
        summary: 'Sum <script>alert(1)</script>',
        description: 'Uses `a<b` and `site`.',
        requestBody: {
          content: {
            'application/json': {
              schema: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
            },
          },
        },
        parameters: [
          {
            name: 'q"><script>',
            in: 'query',
            schema: { type: 'string', pattern: '^<a>$' },
            description: '<desc>',
          },
        ],
        responses: {
          '200': {
            description: 'ok',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['status'],
                  properties: {
                    status: { type: 'number', enum: [200] },
                    data: { type: 'array', items: { $ref: '#/components/schemas/Node' } },
                    note: { type: ['string', 'null'], description: 'maybe' },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
};

describe('docs page', () => {
  it('escapes every piece of text it renders', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const html = renderDocsPage(doc);
    expect(html).not.toMatch(/<script|<img|<i>|<b>|onerror=alert\(1\)>/);
    expect(html).toContain('Sum &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;desc&gt;');
    expect(html).toContain('Not &quot;found&quot;');
    expect(html).toContain('Uses <code>a&lt;b</code> and <code>site</code>.');
    expect(html).toMatch(/Request body <small>\(application\/json\)<\/small>[\s\S]*name: string/);
  });

  it('outlines schemas compactly, following refs without looping', () => {
    const outline = schemaOutline(
      doc.paths!['/api/x/{id}']!.get!.responses!['200']!.content!['application/json']!.schema,
      doc,
    );
    expect(outline).toContain('status: 200');
    expect(outline).toContain('data?: Array<{');
    expect(outline).toContain('child?: Node');
    expect(outline).toContain('note?: string | null  // maybe');
  });

  it('summarises parameter rules', () => {
    expect(parameterRule({ type: 'integer', minimum: 1, maximum: 60, default: 24 })).toBe(
      'integer; ≥ 1; ≤ 60; default 24',
    );
    expect(parameterRule({ type: 'string', enum: ['a', 'b'] })).toBe('one of a, b');
  });
});
