import { createRoute } from '@hono/zod-openapi';
import { envelopeSchema, errorEnvelopeSchema } from '@/contracts/envelope';
import {
  recoveryCodesSchema,
  secondFactorPassedSchema,
  secondFactorStatusSchema,
  secondFactorVerifyBodySchema,
  totpConfirmBodySchema,
  totpEnrolmentSchema,
} from '@/contracts/staff';
import { commonErrors, json, jsonBody, localeQuery } from '../resource';

/*
 * The staff second factor (docs/decisions/0038). Outside /api/admin/ on purpose: an admin reaches
 * these with the password-only session the sign-in gave, and nothing else.
 */
const security = [{ bearer: [] }];
const tags = ['Staff sign-in'];
const query = localeQuery;
const errors = {
  401: json(errorEnvelopeSchema, '410000–410002: no usable session.'),
  403: json(
    errorEnvelopeSchema,
    '403000 forbidden (not a role with a second factor; or replacing a factor without having passed it); 403001 XSRF.',
  ),
  400: commonErrors[400],
  500: commonErrors[500],
};
const codeErrors = {
  409: json(errorEnvelopeSchema, '409000 secondFactorNoEnrolment / secondFactorNotEnrolled.'),
  429: json(
    errorEnvelopeSchema,
    '429000 secondFactorBlocked: 5 wrong codes in 15 minutes block for 15 minutes.',
  ),
};

export const statusRoute = createRoute({
  method: 'get',
  path: '/api/staff/second-factor',
  tags,
  security,
  summary: "This staff session's second factor: required, enrolled, passed",
  request: query,
  responses: { 200: json(envelopeSchema(secondFactorStatusSchema), 'State.'), ...errors },
});

export const enrolRoute = createRoute({
  method: 'post',
  path: '/api/staff/second-factor/enrolment',
  tags,
  security,
  summary: 'Start TOTP enrolment: a new secret (QR code and manual entry), pending until confirmed',
  request: query,
  responses: { 200: json(envelopeSchema(totpEnrolmentSchema), 'The secret, shown once.'), ...errors },
});

export const confirmRoute = createRoute({
  method: 'post',
  path: '/api/staff/second-factor/enrolment/confirm',
  tags,
  security,
  summary: 'Confirm enrolment with a code from the app; returns 10 one-time recovery codes (shown once)',
  request: { ...query, ...jsonBody(totpConfirmBodySchema) },
  responses: {
    200: json(envelopeSchema(recoveryCodesSchema), 'Enrolled; this session passed.'),
    ...codeErrors,
    ...errors,
  },
});

export const verifyRoute = createRoute({
  method: 'post',
  path: '/api/staff/second-factor/verify',
  tags,
  security,
  summary: 'Pass the second factor with a current code or a recovery code',
  description: 'A code of a 30-second step already used is refused (replay); a recovery code works once.',
  request: { ...query, ...jsonBody(secondFactorVerifyBodySchema) },
  responses: {
    200: json(envelopeSchema(secondFactorPassedSchema), 'This session passed.'),
    ...codeErrors,
    ...errors,
  },
});
