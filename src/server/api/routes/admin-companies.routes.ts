import { z } from '@hono/zod-openapi';
import {
  adminCompanyDetailSchema,
  adminCompanyListQuerySchema,
  adminCompanyListSchema,
  adminCompanySchema,
  assignAccountManagerBodySchema,
  disableCompanyBodySchema,
} from '@/contracts/company';
import { envelopeSchema, errorEnvelopeSchema } from '@/contracts/envelope';
import { staffRoute } from '../staff-route';
import { staffErrors, staffSecurity as security, staffTags as tags } from '../staff-route-docs';
import { localeQueryShape } from '../locale-query';
import { idParams, json, jsonBody } from '../resource';

/*
 * The console's companies (docs/decisions/0066-company-accounts.md): find one, read its members and
 * invitations, disable or enable it. Every route is an operator's: disabling a company is the same
 * daily safeguard as disabling one account (POST /api/admin/users/{id}/disable), is reversible and
 * audited, so it does not wait for an admin.
 */

const idParam = idParams(42);
const notFound = json(errorEnvelopeSchema, '404000 companyNotFound.');
const decided = {
  200: json(envelopeSchema(adminCompanySchema), 'Decided; audited (company.disable / company.enable, before/after status).'),
  404: notFound,
  409: json(errorEnvelopeSchema, '409000 companyInvalidTransition: only active → disabled and disabled → active.'),
  ...staffErrors,
};

export const listRoute = staffRoute('operator', {
  method: 'get',
  path: '/api/admin/companies',
  tags,
  summary: 'Companies, newest first: by status, or a search text (part of the name, or of anyone in it’s mobile)',
  security,
  request: { query: adminCompanyListQuerySchema.extend(localeQueryShape) },
  responses: { 200: json(envelopeSchema(adminCompanyListSchema), 'One page, each with owner, members, seats and membership.'), ...staffErrors },
});

export const detailRoute = staffRoute('operator', {
  method: 'get',
  path: '/api/admin/companies/{id}',
  tags,
  summary: 'One company: every member (any seat state, owner first, last sign-in) and its open invitations',
  security,
  request: { ...idParam, query: z.object(localeQueryShape) },
  responses: { 200: json(envelopeSchema(adminCompanyDetailSchema), 'The company.'), 404: notFound, ...staffErrors },
});

export const disableRoute = staffRoute('operator', {
  method: 'post',
  path: '/api/admin/companies/{id}/disable',
  tags,
  summary: 'Disable a company with a reason: nobody in it can sign in, and every member’s sessions end at once',
  description:
    'Operators may do this (as with one account): it is reversible with /enable and audited. Members then get 410002 on their next call and 403000 companyDisabled at sign-in; their own statuses and seats are kept.',
  security,
  request: { ...idParam, query: z.object(localeQueryShape), ...jsonBody(disableCompanyBodySchema) },
  responses: decided,
});

export const enableRoute = staffRoute('operator', {
  method: 'post',
  path: '/api/admin/companies/{id}/enable',
  tags,
  summary: 'Enable a disabled company: its members sign in again with the statuses and seats they had',
  security,
  request: { ...idParam, query: z.object(localeQueryShape) },
  responses: decided,
});

export const accountManagerRoute = staffRoute('operator', {
  method: 'put',
  path: '/api/admin/companies/{id}/account-manager',
  tags,
  summary: 'Assign a staff member (operator or admin) as the company’s account manager, or remove them (userId null)',
  description:
    'Members of a company whose plan grants an account manager see the name and mobile on their account pages (GET /api/info → accountManager), ' +
    'and the manager is named and mentioned in the chat-bot notice of the company’s new inquiries. Audited (company.accountManager.assign / .unassign, before/after).',
  security,
  request: { ...idParam, query: z.object(localeQueryShape), ...jsonBody(assignAccountManagerBodySchema) },
  responses: {
    200: json(envelopeSchema(adminCompanyDetailSchema), 'The company with its account manager.'),
    404: notFound,
    ...staffErrors,
  },
});
