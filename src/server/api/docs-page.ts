import { escapeHtml } from '@/lib/escape-html';

/** The parts of an OpenAPI 3.1 document this page reads (the generator's output is wider). */
type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  description?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  default?: unknown;
  example?: unknown;
};
type Parameter = { name: string; in: string; required?: boolean; description?: string; schema?: Schema };
export type Operation = {
  summary?: string;
  requestBody?: { description?: string; content?: Record<string, { schema?: Schema }> };
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }>;
};
export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
  'x-envelope'?: string;
  'x-status-codes'?: { status: number; http: number; name: string; meaning: string; example: { en: string; zh: string } }[];
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const MAX_DEPTH = 8;

/** A compact, TypeScript-like outline of a JSON schema, e.g. `{ status: 200; data: Array<{ … }> }`. */
export function schemaOutline(schema: Schema | undefined, doc: OpenApiDocument, depth = 0, seen = new Set<string>()): string {
  if (!schema) return 'unknown';
  const pad = '  '.repeat(depth);
  if (depth > MAX_DEPTH) return '…';
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() ?? schema.$ref;
    if (seen.has(name)) return name;
    return schemaOutline(doc.components?.schemas?.[name], doc, depth, new Set([...seen, name]));
  }
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  for (const [key, joiner] of [['anyOf', ' | '], ['oneOf', ' | '], ['allOf', ' & ']] as const) {
    const parts = schema[key];
    if (parts?.length) return parts.map((part) => schemaOutline(part, doc, depth, seen)).join(joiner);
  }
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const rendered = types.map((type) => {
    if (type === 'array') {
      if (schema.maxItems === 0) return '[]';
      return `Array<${schemaOutline(schema.items, doc, depth, seen)}>`;
    }
    if (type === 'object') {
      const entries = Object.entries(schema.properties ?? {});
      if (!entries.length) return 'object';
      const required = new Set(schema.required ?? []);
      const lines = entries.map(([name, prop]) => {
        const note = prop.description ? `  // ${prop.description}` : '';
        return `${pad}  ${name}${required.has(name) ? '' : '?'}: ${schemaOutline(prop, doc, depth + 1, seen)}${note}`;
      });
      return `{\n${lines.join('\n')}\n${pad}}`;
    }
    return type === 'integer' ? 'integer' : type;
  });
  return rendered.length ? rendered.join(' | ') : 'unknown';
}

/** One line about a parameter's allowed values: type, enum, pattern, bounds, default. */
export function parameterRule(schema: Schema | undefined): string {
  if (!schema) return '';
  const parts: string[] = [schema.enum ? `one of ${schema.enum.map(String).join(', ')}` : String(schema.type ?? 'string')];
  if (schema.pattern) parts.push(`pattern ${schema.pattern}`);
  if (schema.minimum !== undefined) parts.push(`≥ ${schema.minimum}`);
  if (schema.maximum !== undefined) parts.push(`≤ ${schema.maximum}`);
  if (schema.maxLength !== undefined) parts.push(`at most ${schema.maxLength} characters`);
  if (schema.default !== undefined) parts.push(`default ${JSON.stringify(schema.default)}`);
  if (schema.example !== undefined) parts.push(`e.g. ${String(schema.example)}`);
  return parts.join('; ');
}

/** Escaped text with `code` spans (descriptions use Markdown backticks). */
export function richText(text: string): string {
  return escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

const anchor = (method: string, path: string) => `${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, '-');

function requestBodySection(op: Operation, doc: OpenApiDocument): string {
  const [type, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
  if (!type) return '';
  return (
    `<h4>Request body <small>(${escapeHtml(type)})</small></h4>` +
    (op.requestBody?.description ? `<p>${richText(op.requestBody.description)}</p>` : '') +
    `<pre tabindex="0">${escapeHtml(schemaOutline(media?.schema, doc))}</pre>`
  );
}

export function operationSection(method: string, path: string, op: Operation, doc: OpenApiDocument): string {
  const params = op.parameters ?? [];
  const paramRows = params
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${escapeHtml(p.in)}</td><td>${p.required ? 'yes' : 'no'}</td>` +
        `<td>${escapeHtml(parameterRule(p.schema))}</td><td>${richText(p.description ?? '')}</td></tr>`,
    )
    .join('');
  const responses = Object.entries(op.responses ?? {})
    .map(([code, response]) => {
      const schema = response.content?.['application/json']?.schema;
      return (
        `<details${code === '200' ? ' open' : ''}><summary><span class="code">${escapeHtml(code)}</span> ${richText(response.description ?? '')}</summary>` +
        (schema ? `<pre tabindex="0">${escapeHtml(schemaOutline(schema, doc))}</pre>` : '') +
        '</details>'
      );
    })
    .join('');
  return (
    `<section class="op" id="${escapeHtml(anchor(method, path))}">` +
    `<h3><span class="method ${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code></h3>` +
    `<p class="summary">${escapeHtml(op.summary ?? '')}</p>` +
    (op.description ? `<p>${richText(op.description)}</p>` : '') +
    (params.length
      ? `<table><thead><tr><th>Parameter</th><th>In</th><th>Required</th><th>Allowed</th><th>Description</th></tr></thead><tbody>${paramRows}</tbody></table>`
      : '<p>No parameters.</p>') +
    requestBodySection(op, doc) +
    `<h4>Responses</h4>${responses}</section>`
  );
}

function statusSection(doc: OpenApiDocument): string {
  const rows = (doc['x-status-codes'] ?? [])
    .map(
      (s) =>
        `<tr><td><code>${escapeHtml(String(s.status))}</code></td><td>${escapeHtml(String(s.http))}</td><td>${escapeHtml(s.name)}</td>` +
        `<td>${richText(s.meaning)}</td><td>${escapeHtml(s.example.en)}<br><span lang="zh">${escapeHtml(s.example.zh)}</span></td></tr>`,
    )
    .join('');
  return `<section id="status-codes"><h2>Envelope status codes</h2><table><thead><tr><th>status</th><th>HTTP</th><th>Name</th><th>Meaning</th><th>Example msg (en / zh)</th></tr></thead><tbody>${rows}</tbody></table></section>`;
}

export const STYLE = `body{font:15px/1.5 system-ui,-apple-system,"Segoe UI","PingFang SC","Microsoft YaHei",sans-serif;margin:0;color:#1f2933;background:#f7f8fa}
main{max-width:1100px;margin:0 auto;padding:24px}h1{margin:0 0 4px}h2{margin-top:40px;border-bottom:2px solid #d9dee5;padding-bottom:4px}
.op{background:#fff;border:1px solid #d9dee5;border-radius:8px;padding:16px 20px;margin:16px 0}.op h3{margin:0 0 8px;font-size:18px}
.method{display:inline-block;min-width:64px;text-align:center;border-radius:4px;padding:2px 8px;color:#fff;font-size:13px;background:#52606d}
.method.get{background:#1f7a4d}.method.post{background:#1d5fa8}.method.put,.method.patch{background:#a86b1d}.method.delete{background:#b42318}
.summary{font-weight:600;margin:4px 0}table{border-collapse:collapse;width:100%;margin:8px 0;background:#fff}
th,td{border:1px solid #d9dee5;padding:6px 8px;text-align:left;vertical-align:top;font-size:14px}th{background:#eef1f5}
pre{background:#0f1720;color:#e6edf3;padding:12px;border-radius:6px;overflow:auto;font-size:13px}code{font-family:ui-monospace,Menlo,Consolas,monospace}
details{margin:6px 0}summary{cursor:pointer}.code{font-weight:700}.intro p{margin:8px 0}nav li{margin:2px 0}h3,td,th,p,li,summary{overflow-wrap:anywhere}@media (max-width:640px){main{padding:16px}th,td{padding:4px 6px;font-size:13px}}`;

/** Self-contained HTML reference (no scripts, no external assets) rendered from the OpenAPI document. */
export function renderDocsPage(doc: OpenApiDocument): string {
  const operations = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ method, path, op: item[method]! })),
  );
  const toc = operations
    .map(
      ({ method, path, op }) =>
        `<li><a href="#${escapeHtml(anchor(method, path))}"><code>${escapeHtml(method.toUpperCase())} ${escapeHtml(path)}</code></a> — ${escapeHtml(op.summary ?? '')}</li>`,
    )
    .join('');
  const intro = (doc['x-envelope'] ?? '')
    .split(/\n\n+/)
    .map((paragraph) => `<p>${richText(paragraph)}</p>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(doc.info.title)} ${escapeHtml(doc.info.version)}</title><style>${STYLE}</style></head>
<body><main>
<h1>${escapeHtml(doc.info.title)}</h1><p>Version ${escapeHtml(doc.info.version)} · OpenAPI ${escapeHtml(doc.openapi)} · <a href="/api/openapi.json">openapi.json</a></p>
<section class="intro"><h2>Envelope</h2>${intro}</section>
<nav><h2>Operations</h2><ul>${toc}</ul><p><a href="#status-codes">Envelope status codes</a></p></nav>
<h2>Reference</h2>
${operations.map(({ method, path, op }) => operationSection(method, path, op, doc)).join('\n')}
${statusSection(doc)}
</main></body></html>`;
}
