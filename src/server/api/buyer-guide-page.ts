import en from '@messages/en.json';
import zh from '@messages/zh.json';
import type { Lang } from '@/contracts/site';
import { WEBHOOK_LIMITS } from '@/contracts/webhooks';
import { escapeHtml } from '@/lib/escape-html';
import { API_V1_PREFIX } from '../security/api-scopes';
import { operationSection, richText, STYLE, type OpenApiDocument, type Operation } from './docs-page';

/*
 * The integrators' page (GET /api/docs/buyer?lang=en|zh): a quick start whose commands a test runs as
 * written, the webhook signature recipe, limits and refusals, and the versioned routes' reference
 * generated from the OpenAPI document, so the page cannot drift from the API.
 */

type Texts = typeof en.buyerApiGuide;
const TEXTS: Record<Lang, Texts> = { en: en.buyerApiGuide, zh: zh.buyerApiGuide };

/** The quick start's commands, by step: what the page shows and what the quick-start test runs. */
export const QUICK_START = {
  search: `curl -s "$BASE/api/v1/products?keyword=brake%20pads&pageSize=5&lang=en" \\
  -H "Authorization: Bearer $TOKEN"`,
  page: `curl -s "$BASE/api/v1/products?keyword=brake%20pads&pageSize=5&lang=en&cursor=$NEXT_CURSOR" \\
  -H "Authorization: Bearer $TOKEN"`,
  inquiry: `SKU=PM-1003-000001   # a skuCode from step 2
curl -s -X POST "$BASE/api/v1/inquiries?lang=en" \\
  -H "Authorization: Bearer $TOKEN" \\
  -H "Idempotency-Key: $(uuidgen)" \\
  -H "Content-Type: application/json" \\
  -d @- <<EOF
{"lines":[{"product":"$SKU","quantity":10}],"message":"Please quote FOB Ningbo.","contactName":"Wang Qiang","contactMobile":"13800138000"}
EOF`,
  verifyNode: `const crypto = require('node:crypto');

/** true when rawBody came from PartsMall, signed within the last ${WEBHOOK_LIMITS.toleranceSeconds} seconds. */
function verifyPartsMallWebhook(secret, signatureHeader, rawBody, nowSeconds = Math.floor(Date.now() / 1000)) {
  const parts = Object.fromEntries(signatureHeader.split(',').map((part) => part.split('=', 2)));
  const t = Number(parts.t);
  const expected = crypto.createHmac('sha256', secret).update(t + '.' + rawBody).digest();
  const given = Buffer.from(parts.v1 || '', 'hex');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return false;
  return Math.abs(nowSeconds - t) <= ${WEBHOOK_LIMITS.toleranceSeconds};
}`,
  verifyShell: `# SIGNATURE: the PartsMall-Signature header; body.json: the raw body as received; SECRET: the signing secret
T=\${SIGNATURE#t=}; T=\${T%%,*}; V1=\${SIGNATURE##*v1=}
EXPECTED=$( { printf '%s.' "$T"; cat body.json; } | openssl dgst -sha256 -hmac "$SECRET" | sed 's/^.* //')
if [ "$EXPECTED" = "$V1" ] && [ $(( $(date +%s) - T )) -le ${WEBHOOK_LIMITS.toleranceSeconds} ]; then echo valid; else echo invalid; fi`,
} as const;

// A code block wider than a phone scrolls sideways: tabindex lets a keyboard user scroll it too.
const code = (step: keyof typeof QUICK_START) => `<pre data-step="${step}" tabindex="0"><code>${escapeHtml(QUICK_START[step])}</code></pre>`;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Refusals a buyer-API client meets, from the status catalogue. */
const CLIENT_STATUSES = new Set(['VALIDATION_FAILED', 'UNAUTHENTICATED', 'ACCOUNT_UNAVAILABLE', 'API_TOKEN_INVALID', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'RATE_LIMITED']);

export function renderBuyerGuidePage(doc: OpenApiDocument, lang: Lang): string {
  const t = TEXTS[lang];
  const versioned = Object.entries(doc.paths ?? {})
    .filter(([path]) => path.startsWith(API_V1_PREFIX))
    .flatMap(([path, item]) => METHODS.filter((m) => item[m]).map((method) => ({ method, path, op: item[method] as Operation })));
  const statuses = (doc['x-status-codes'] ?? [])
    .filter((s) => CLIENT_STATUSES.has(s.name))
    .map((s) => `<tr><td><code>${s.status}</code></td><td>${s.http}</td><td>${richText(s.meaning)}</td><td>${escapeHtml(s.example[lang])}</td></tr>`)
    .join('');
  const other = lang === 'en' ? 'zh' : 'en';
  return `<!doctype html>
<html lang="${lang === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(t.title)}</title><style>${STYLE}</style></head>
<body><main>
<p><a href="/api/docs/buyer?lang=${other}" lang="${other === 'zh' ? 'zh-CN' : 'en'}">${escapeHtml(t.langSwitch)}</a> · <a href="/api/openapi.json">openapi.json</a></p>
<h1>${escapeHtml(t.title)}</h1>
<p>${richText(t.intro)}</p>
<section id="token"><h2>${escapeHtml(t.stepToken)}</h2><p>${richText(t.stepTokenText)}</p></section>
<section id="search"><h2>${escapeHtml(t.stepSearch)}</h2><p>${richText(t.stepSearchText)}</p>${code('search')}</section>
<section id="page"><h2>${escapeHtml(t.stepPage)}</h2><p>${richText(t.stepPageText)}</p>${code('page')}</section>
<section id="inquiry"><h2>${escapeHtml(t.stepInquiry)}</h2><p>${richText(t.stepInquiryText)}</p>${code('inquiry')}</section>
<section id="webhook"><h2>${escapeHtml(t.stepWebhook)}</h2><p>${richText(t.stepWebhookText)}</p></section>
<section id="verify"><h2>${escapeHtml(t.stepVerify)}</h2><p>${richText(t.stepVerifyText)}</p>
<p>${escapeHtml(t.verifyNode)}</p>${code('verifyNode')}<p>${escapeHtml(t.verifyShell)}</p>${code('verifyShell')}</section>
<section id="limits"><h2>${escapeHtml(t.limits)}</h2><p>${richText(t.limitsText)}</p>
<h3>${escapeHtml(t.errorsTable)}</h3><table><thead><tr><th>status</th><th>HTTP</th><th></th><th>msg</th></tr></thead><tbody>${statuses}</tbody></table></section>
<h2>${escapeHtml(t.reference)}</h2><p>${richText(t.referenceText)}</p>
${versioned.map(({ method, path, op }) => operationSection(method, path, op, doc)).join('\n')}
</main></body></html>`;
}
