import { z } from '@hono/zod-openapi';
import {
  adminOutboxQuerySchema,
  adminSmsLogSchema,
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserSchema,
  rejectBodySchema,
} from '@/contracts/accounts';
import { envelopeSchema, errorEnvelopeSchema } from '@/contracts/envelope';
import { roleBodySchema } from '@/contracts/staff';
import { staffRoute } from '../staff-route';
import { staffErrors, staffSecurity as security, staffTags as tags } from '../staff-route-docs';
import { localeQueryShape } from '../locale-query';
import { idParams, json, jsonBody } from '../resource';

/* The console's accounts: applications, decisions, roles, and the SMS log (contracts only; handlers in admin-users.handlers.ts). */

const adminErrors = {
  ...staffErrors,
  403: json(
    errorEnvelopeSchema,
    '403000 forbidden (role too low; or the target is a staff account); 403001 XSRF; 403002 an admin session without the second factor.',
  ),
};
const idParam = idParams(42);
const decisionErrors = {
  404: json(errorEnvelopeSchema, '404000 userNotFound.'),
  409: json(
    errorEnvelopeSchema,
    '409000 invalidTransition: only pending → approved|rejected, approved → disabled, disabled → approved.',
  ),
};

export const listRoute = staffRoute('operator', {
  method: 'get',
  path: '/api/admin/users',
  tags,
  summary: 'Accounts by status, role, mobile or a search text (default: pending applications, oldest first)',
  security,
  request: { query: adminUserListQuerySchema.extend(localeQueryShape) },
  responses: { 200: json(envelopeSchema(adminUserListSchema), 'One page.'), ...adminErrors },
});

export const decisionRoute = (decision: 'approve' | 'disable', summary: string) =>
  staffRoute('operator', {
    method: 'post',
    path: `/api/admin/users/{id}/${decision}`,
    tags,
    summary,
    security,
    request: { ...idParam, query: z.object(localeQueryShape) },
    responses: {
      200: json(envelopeSchema(adminUserSchema), 'Decided; audited.'),
      ...decisionErrors,
      ...adminErrors,
    },
  });

export const rejectRoute = staffRoute('operator', {
  method: 'post',
  path: '/api/admin/users/{id}/reject',
  tags,
  summary: 'Reject an application with a reason (1–200 characters); SMS to the buyer',
  security,
  request: { ...idParam, query: z.object(localeQueryShape), ...jsonBody(rejectBodySchema) },
  responses: {
    200: json(envelopeSchema(adminUserSchema), 'Decided; audited.'),
    ...decisionErrors,
    ...adminErrors,
  },
});

export const outboxRoute = staffRoute('operator', {
  method: 'get',
  path: '/api/admin/outbox',
  tags,
  summary: 'SMS log (newest first)',
  description:
    'Verification and reset codes are masked (******) whatever the carrier: they are for their owner only.',
  security,
  request: { query: adminOutboxQuerySchema.extend(localeQueryShape) },
  responses: {
    200: json(envelopeSchema(adminSmsLogSchema), 'Messages.'),
    ...adminErrors,
  },
});

export const detailRoute = staffRoute('operator', {
  method: 'get',
  path: '/api/admin/users/{id}',
  tags,
  summary: 'One account (its inquiries: GET /api/admin/inquiries?userId=)',
  security,
  request: { ...idParam, query: z.object(localeQueryShape) },
  responses: {
    200: json(envelopeSchema(adminUserSchema), 'The account.'),
    404: json(errorEnvelopeSchema, '404000 userNotFound.'),
    ...adminErrors,
  },
});

export const roleRoute = staffRoute('admin', {
  method: 'post',
  path: '/api/admin/users/{id}/role',
  tags,
  summary: "Set an account's role (buyer, operator, admin); its sessions end",
  description:
    'Not your own account (403000 cannotChangeOwnRole); staff roles only for approved accounts (409000). Audited with before/after.',
  security,
  request: { ...idParam, query: z.object(localeQueryShape), ...jsonBody(roleBodySchema) },
  responses: {
    200: json(envelopeSchema(adminUserSchema), 'Changed (or already so); audited.'),
    404: json(errorEnvelopeSchema, '404000 userNotFound.'),
    409: json(errorEnvelopeSchema, '409000 roleNeedsApprovedAccount.'),
    ...adminErrors,
  },
});
