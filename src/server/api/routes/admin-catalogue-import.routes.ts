import { z } from '@hono/zod-openapi';
import { importJobSchema, importReportSchema } from '@/contracts/catalogue-import';
import { envelopeSchema, errorEnvelopeSchema } from '@/contracts/envelope';
import { localeQueryShape } from '../locale-query';
import { idParams, json } from '../resource';
import { staffRoute } from '../staff-route';
import { staffErrors as errors, staffSecurity as security, staffTags as tags } from '../staff-route-docs';

/* Catalogue import and export (ADR 0050) (contracts only; handlers in admin-catalogue-import.handlers.ts). */

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const binary = { schema: { type: 'string', format: 'binary' } as const };
const fileContent = { [XLSX]: binary, 'text/csv': binary };
const formatQuery = z.object({ ...localeQueryShape, format: z.enum(['xlsx', 'csv']).default('xlsx') });
const fileBody = {
  required: true,
  description:
    'The raw file (≤ 10 MB, refused as soon as more arrives). Its type is judged by its content: an .xlsx (first sheet) or CSV text (UTF-8 or GB18030).',
  content: { ...fileContent, 'application/octet-stream': binary },
};
const fileRefusals = {
  413: json(errorEnvelopeSchema, '413000 importTooLarge: over 10 MB.'),
  415: json(errorEnvelopeSchema, '415000 importFileType: neither an .xlsx nor CSV text.'),
};
const jobParams = idParams(3).params;

export const templateRoute = staffRoute('operator', {
  method: 'get',
  path: '/api/admin/catalogue/import/template',
  tags,
  security,
  summary:
    'The catalogue import template (header in `lang` with machine keys, one example row; the .xlsx explains each column on a second sheet)',
  request: { query: formatQuery },
  responses: { 200: { description: 'The file.', content: fileContent }, ...errors },
});

export const dryRunRoute = staffRoute('operator', {
  method: 'post',
  path: '/api/admin/catalogue/import/dry-run',
  tags,
  security,
  summary:
    'Check a catalogue file: every bad row with its row number, column and reason; what an import would create/update. Writes nothing.',
  description:
    'Cells holding a formula (xlsx) or starting with `=` are refused, never evaluated; see ADR 0050 for the flat encodings.',
  request: { query: z.object(localeQueryShape), body: fileBody },
  responses: { 200: json(envelopeSchema(importReportSchema), 'The report.'), ...fileRefusals, ...errors },
});

export const importRoute = staffRoute('operator', {
  method: 'post',
  path: '/api/admin/catalogue/import',
  tags,
  security,
  summary: 'Import a catalogue file: create or update products by SKU, in batches, as a resumable job',
  description:
    'A file with any bad row is refused whole (400001, one field per problem). Otherwise a job starts and the answer is at once; poll GET …/jobs/{id}. One audit row per job, with its counts.',
  request: {
    query: z.object({
      ...localeQueryShape,
      name: z.string().max(200).default('').meta({ description: "The file's name, for the job list." }),
    }),
    body: fileBody,
  },
  responses: { 200: json(envelopeSchema(importJobSchema), 'The job, running.'), ...fileRefusals, ...errors },
});

export const jobsRoute = staffRoute('operator', {
  method: 'get',
  path: '/api/admin/catalogue/import/jobs',
  tags,
  security,
  summary: 'The latest ten imports, newest first',
  request: { query: z.object(localeQueryShape) },
  responses: { 200: json(envelopeSchema(z.array(importJobSchema)), 'Jobs.'), ...errors },
});

export const jobRoute = staffRoute('operator', {
  method: 'get',
  path: '/api/admin/catalogue/import/jobs/{id}',
  tags,
  security,
  summary: "One import's progress",
  request: { params: jobParams, query: z.object(localeQueryShape) },
  responses: {
    200: json(envelopeSchema(importJobSchema), 'The job.'),
    404: json(errorEnvelopeSchema, '404000 importJobNotFound.'),
    ...errors,
  },
});

export const resumeRoute = staffRoute('operator', {
  method: 'post',
  path: '/api/admin/catalogue/import/jobs/{id}/resume',
  tags,
  security,
  summary: 'Continue an interrupted import from its last committed batch',
  request: { params: jobParams, query: z.object(localeQueryShape) },
  responses: {
    200: json(envelopeSchema(importJobSchema), 'Running again.'),
    404: json(errorEnvelopeSchema, '404000 importJobNotFound.'),
    409: json(errorEnvelopeSchema, '409000 importJobNotInterrupted.'),
    ...errors,
  },
});

export const exportRoute = staffRoute('operator', {
  method: 'get',
  path: '/api/admin/catalogue/export',
  tags,
  security,
  summary: 'The whole catalogue in the import format (streamed); it imports back with no change',
  description: 'Formula-safe cells; counts against the hourly export budget (429000); audited.',
  request: { query: formatQuery },
  responses: {
    200: { description: 'The file.', content: fileContent },
    429: json(errorEnvelopeSchema, '429000 exportRateLimited.'),
    ...errors,
  },
});
