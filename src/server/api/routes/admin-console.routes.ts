import { z } from '@hono/zod-openapi';
import { envelopeSchema, errorEnvelopeSchema } from '@/contracts/envelope';
import {
  auditListQuerySchema,
  auditListSchema,
  dashboardSchema,
  outboxListQuerySchema,
  outboxListSchema,
} from '@/contracts/staff';
import { localeQueryShape } from '../locale-query';
import { idParams, json } from '../resource';
import { staffRoute } from '../staff-route';
import { staffErrors as errors, staffSecurity as security, staffTags as tags } from '../staff-route-docs';

/* The console's own screens: audit log, outbox, dashboard (contracts only; handlers in admin-console.handlers.ts). */

const fileContent = {
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
    schema: { type: 'string', format: 'binary' } as const,
  },
  'text/csv': { schema: { type: 'string', format: 'binary' } as const },
};

export const auditRoute = staffRoute('operator', {
  method: 'get',
  path: '/api/admin/audit',
  tags,
  security,
  summary: 'The audit log: who did what, when, before/after, from which address (newest first)',
  description:
    'With `export=xlsx|csv` the matching rows as a file (≤ 10,000 rows, 20 exports an hour, formula-safe cells, China time).',
  request: { query: auditListQuerySchema.extend(localeQueryShape) },
  responses: {
    200: {
      description: 'One page; or the file when `export` is given.',
      content: { 'application/json': { schema: envelopeSchema(auditListSchema) }, ...fileContent },
    },
    413: json(errorEnvelopeSchema, '413000 exportTooLarge.'),
    429: json(errorEnvelopeSchema, '429000 exportRateLimited.'),
    ...errors,
  },
});

export const outboxListRoute = staffRoute('operator', {
  method: 'get',
  path: '/api/admin/outbox/messages',
  tags,
  security,
  summary: 'SMS and chat-bot messages with state, attempts and last error (newest first)',
  request: { query: outboxListQuerySchema.extend(localeQueryShape) },
  responses: { 200: json(envelopeSchema(outboxListSchema), 'One page.'), ...errors },
});

export const retryRoute = staffRoute('operator', {
  method: 'post',
  path: '/api/admin/outbox/{id}/retry',
  tags,
  security,
  summary: 'Send a failed (dead) message again',
  description:
    'Back to pending with a fresh round of attempts; verification codes are not retried (409000). Audited.',
  request: {
    ...idParams(7, Number.MAX_SAFE_INTEGER),
    query: z.object(localeQueryShape),
  },
  responses: {
    200: json(envelopeSchema(z.null()), 'Queued again; audited.'),
    404: json(errorEnvelopeSchema, '404000 outboxMessageNotFound.'),
    409: json(errorEnvelopeSchema, '409000 outboxNotRetryable / outboxCodeNotRetryable.'),
    ...errors,
  },
});

export const dashboardRoute = staffRoute('operator', {
  method: 'get',
  path: '/api/admin/dashboard',
  tags,
  security,
  summary: 'What waits: pending applicants, open inquiries, failed messages',
  request: { query: z.object(localeQueryShape) },
  responses: { 200: json(envelopeSchema(dashboardSchema), 'Counts.'), ...errors },
});
