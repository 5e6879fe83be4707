import { z } from '@hono/zod-openapi';
import { errorEnvelopeSchema } from '@/contracts/envelope';
import { localeQueryShape } from './locale-query';
import { commonErrors, json } from './resource';

/*
 * What every signed-in buyer's route documents alike in the OpenAPI document: the bearer session, the
 * locale query and the answer to a session that is missing, expired, revoked or not approved (the
 * client signs out on 41000x). The staff routes' twin is ./staff-route-docs.ts.
 */

export const buyerSecurity = [{ bearer: [] }];
export const buyerLocaleQuery = { query: z.object(localeQueryShape) };
export const buyerSessionErrors = {
  401: json(errorEnvelopeSchema, '410000–410002: no usable session; the client signs out.'),
};
export const buyerErrors = { ...buyerSessionErrors, ...commonErrors };
