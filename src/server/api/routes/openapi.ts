import type { OpenAPIHono } from '@hono/zod-openapi';
import { translateApi } from '../translate';
import type { AppEnv } from '../context';
import { renderDocsPage, type OpenApiDocument } from '../docs-page';
import { renderBuyerGuidePage } from '../buyer-guide-page';
import { STATUS_CATALOGUE } from '../status-catalogue';
import { API_TOKEN_SCHEME } from '../api-v1-route';

export const API_VERSION = '1.0.0';

const ENVELOPE_DESCRIPTION = [
  'Every answer is a JSON envelope `{ status, msg, data }`. Only `status: 200` carries `data`; failures have `data: null`, and validation failures add `errors: [{ path, message }]`.',
  'The HTTP status mirrors the class of the envelope status (400000 → 400, 404000 → 404, 4100xx → 401) so caches and monitors see it too.',
  '`msg` is translated into `lang` and never holds internal details.',
  'Every call takes the `site` (us | de | au | uk) and `lang` (en | zh) query parameters; defaults us and zh.',
  'Mutating calls (POST, PUT, PATCH, DELETE) must send header `X-XSRF-TOKEN` equal to the `XSRF-TOKEN` cookie, which any GET answer sets.',
].join('\n\n');

function statusTable(): string {
  const rows = STATUS_CATALOGUE.map(
    (entry) => `| ${entry.status} | ${entry.http} | ${entry.name} | ${entry.meaning.replace(/\|/g, '\\|')} |`,
  );
  return ['| status | HTTP | name | meaning |', '|---|---|---|---|', ...rows].join('\n');
}

/** The OpenAPI 3.1 document of every route registered with `app.openapi`, plus the status catalogue. */
export function buildOpenApiDocument(app: OpenAPIHono<AppEnv>): OpenApiDocument {
  const doc = app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'PartsMall API',
      version: API_VERSION,
      description: `${ENVELOPE_DESCRIPTION}\n\n### Envelope status codes\n\n${statusTable()}`,
    },
    servers: [{ url: '/' }],
    tags: [
      { name: 'Catalogue', description: 'Categories and products (public, cacheable for 60 s).' },
      {
        name: 'Buyer API v1',
        description:
          "The stable, versioned surface for a company's own systems (/api/v1): access tokens, scopes, per-minute limits (RateLimit-* headers, 429 with Retry-After) and Idempotency-Key on every create. It changes only with a new version.",
      },
    ],
  });
  const components = {
    ...doc.components,
    securitySchemes: {
      ...doc.components?.securitySchemes,
      bearer: {
        type: 'http',
        scheme: 'bearer',
        description: 'The storefront session token from /api/login (internal routes; 2 idle hours).',
      },
      [API_TOKEN_SCHEME]: {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'pmk_<10>_<43>',
        description:
          "A company's access token for the buyer API (/api/v1), created by the company's main account on a plan with API access. No cookies and no XSRF header; each route names the scope it needs.",
      },
    },
  };
  return {
    ...doc,
    components,
    'x-envelope': ENVELOPE_DESCRIPTION,
    'x-status-codes': STATUS_CATALOGUE.map((entry) => ({
      ...entry,
      example: { en: translateApi('en', entry.exampleKey), zh: translateApi('zh', entry.exampleKey) },
    })),
  } as OpenApiDocument;
}

/** The documentation pages are static HTML with inline styles only: no script may run on them. */
const DOCS_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export function registerOpenApiRoutes(app: OpenAPIHono<AppEnv>): void {
  // Built on first use (every route is registered by then) and kept: routes do not change at run time.
  let document: OpenApiDocument | undefined;
  let page: string | undefined;
  const getDocument = () => (document ??= buildOpenApiDocument(app));

  app.get('/api/openapi.json', (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(getDocument());
  });

  const guides = new Map<string, string>();
  app.get('/api/docs/buyer', (c) => {
    const lang = c.get('lang');
    let guide = guides.get(lang);
    if (!guide) guides.set(lang, (guide = renderBuyerGuidePage(getDocument(), lang)));
    c.header('Cache-Control', 'public, max-age=300');
    c.header('Content-Security-Policy', DOCS_CSP);
    return c.html(guide);
  });

  app.get('/api/docs', (c) => {
    page ??= renderDocsPage(getDocument());
    c.header('Cache-Control', 'public, max-age=300');
    // The page is static HTML with inline styles only: no script may run on it.
    c.header('Content-Security-Policy', DOCS_CSP);
    return c.html(page);
  });
}
