import {
  adminInquiryDetailSchema,
  adminInquiryListQuerySchema,
  adminInquiryListSchema,
  INQUIRY_LIMITS,
  quoteInquiryBodySchema,
} from '@/contracts/inquiries';
import { envelopeSchema, errorEnvelopeSchema } from '@/contracts/envelope';
import { staffRoute } from '../staff-route';
import {
  staffErrors as errors,
  staffLocaleQuery as query,
  staffSecurity as security,
  staffTags as tags,
} from '../staff-route-docs';
import { localeQueryShape } from '../locale-query';
import { idParams, INQUIRY_STATES_DOC as STATES_DOC, json, jsonBody } from '../resource';

/* The console's inquiries: list, detail, quote, close, attachments (contracts only; handlers in admin-inquiries.handlers.ts). */

const notFound = { 404: json(errorEnvelopeSchema, '404000 inquiryNotFound.') };
const inquiryIdParams = idParams(42);
const detailAnswer = json(
  envelopeSchema(adminInquiryDetailSchema),
  'The inquiry with the buyer (masked mobile), lines and quote.',
);

export const listRoute = staffRoute('operator', {
  method: 'get',
  path: '/api/admin/inquiries',
  tags,
  security,
  summary: "Every buyer's inquiries, newest first",
  description: 'Optionally one state (400 = quoted and past validity). ' + STATES_DOC,
  request: { query: adminInquiryListQuerySchema.extend(localeQueryShape) },
  responses: {
    200: json(
      envelopeSchema(adminInquiryListSchema),
      "One page, with each buyer's company and masked mobile.",
    ),
    ...errors,
  },
});

export const detailRoute = staffRoute('operator', {
  method: 'get',
  path: '/api/admin/inquiries/{id}',
  tags,
  security,
  summary: 'One inquiry',
  request: { ...inquiryIdParams, ...query },
  responses: { 200: detailAnswer, ...notFound, ...errors },
});

export const quoteRoute = staffRoute('operator', {
  method: 'post',
  path: '/api/admin/inquiries/{id}/quote',
  tags,
  security,
  summary: 'Quote (or re-quote) an inquiry; SMS to the buyer',
  description:
    `A unit price (minor units, 1–${INQUIRY_LIMITS.maxUnitPrice}) for every line exactly once (400001 quoteLinesMismatch; a missing, zero or negative price: 400001 quoteLinePriceMissing naming the line and part, path lines.<i>.unitPrice), validUntil today or later ` +
    '(China time; 400001 quoteValidUntilPast), a message. From 100, 200 or 400 (409000 inquiryNotQuotable otherwise); a re-quote replaces the prices. ' +
    "The buyer gets the inquiryQuoted SMS (reference and a link to /user/inquiry) through the outbox, in the inquiry's language.",
  request: { ...inquiryIdParams, ...query, ...jsonBody(quoteInquiryBodySchema) },
  responses: {
    200: detailAnswer,
    ...notFound,
    409: json(errorEnvelopeSchema, '409000 inquiryNotQuotable.'),
    ...errors,
  },
});

export const closeRoute = staffRoute('operator', {
  method: 'put',
  path: '/api/admin/inquiries/{id}/close',
  tags,
  security,
  summary: 'Close an inquiry (e.g. the part cannot be supplied)',
  description: 'From 100, 200 or 400 → 500 (closedBy operator); 409000 inquiryNotClosable otherwise.',
  request: { ...inquiryIdParams, ...query },
  responses: {
    200: detailAnswer,
    ...notFound,
    409: json(errorEnvelopeSchema, '409000 inquiryNotClosable.'),
    ...errors,
  },
});

export const attachmentRoute = staffRoute('operator', {
  method: 'get',
  path: '/api/admin/inquiry-attachments/{id}',
  tags,
  security,
  summary: "Download a buyer's attachment",
  request: { ...inquiryIdParams, ...query },
  responses: {
    200: {
      description: 'The file (attachment, nosniff, no-store).',
      content: Object.fromEntries(
        INQUIRY_LIMITS.attachmentTypes.map((type) => [
          type,
          { schema: { type: 'string', format: 'binary' } as const },
        ]),
      ),
    },
    404: json(errorEnvelopeSchema, '404000 attachmentNotFound.'),
    ...errors,
  },
});
