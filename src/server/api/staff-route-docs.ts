import { z } from '@hono/zod-openapi';
import { errorEnvelopeSchema } from '@/contracts/envelope';
import { localeQueryShape } from './locale-query';
import { commonErrors, json } from './resource';

/*
 * What every /api/admin route documents alike in the OpenAPI document: the bearer session, the
 * Operator tag, the locale query and the refusals staffRoute (./staff-route.ts) answers with.
 */

export const staffSecurity = [{ bearer: [] }];
export const staffTags = ['Operator'];
export const staffLocaleQuery = { query: z.object(localeQueryShape) };
export const staffErrors = {
  401: json(errorEnvelopeSchema, '410000–410002: no usable session.'),
  403: json(
    errorEnvelopeSchema,
    '403000 forbidden (role too low); 403001 XSRF; 403002 an admin without the second factor.',
  ),
  400: commonErrors[400],
  500: commonErrors[500],
};
