import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { envelopeSchema, errorEnvelopeSchema } from '@/contracts/envelope';
import {
  recoveryCodesSchema,
  secondFactorPassedSchema,
  secondFactorStatusSchema,
  secondFactorVerifyBodySchema,
  totpConfirmBodySchema,
  totpEnrolmentSchema,
} from '@/contracts/staff';
import { getDb } from '../../db';
import { confirmTotpEnrolment } from '../../staff/confirm-totp-enrolment';
import { getSecondFactorStatus } from '../../staff/get-second-factor-status';
import { startTotpEnrolment } from '../../staff/start-totp-enrolment';
import { verifySecondFactor } from '../../staff/verify-second-factor';
import type { AppEnv } from '../context';
import { requestIp } from '../middleware/auth';
import { commonErrors, json, jsonBody, localeQuery, okWith } from '../resource';

/*
 * The staff second factor (docs/decisions/0038). Outside /api/admin/ on purpose: an admin reaches
 * these with the password-only session the sign-in gave, and nothing else.
 */
const security = [{ bearer: [] }];
const tags = ['Staff sign-in'];
const query = localeQuery;
const errors = {
  401: json(errorEnvelopeSchema, '410000–410002: no usable session.'),
  403: json(errorEnvelopeSchema, '403000 forbidden (not a role with a second factor; or replacing a factor without having passed it); 403001 XSRF.'),
  400: commonErrors[400],
  500: commonErrors[500],
};
const codeErrors = {
  409: json(errorEnvelopeSchema, '409000 secondFactorNoEnrolment / secondFactorNotEnrolled.'),
  429: json(errorEnvelopeSchema, '429000 secondFactorBlocked: 5 wrong codes in 15 minutes block for 15 minutes.'),
};

const statusRoute = createRoute({
  method: 'get',
  path: '/api/staff/second-factor',
  tags,
  security,
  summary: "This staff session's second factor: required, enrolled, passed",
  request: query,
  responses: { 200: json(envelopeSchema(secondFactorStatusSchema), 'State.'), ...errors },
});

const enrolRoute = createRoute({
  method: 'post',
  path: '/api/staff/second-factor/enrolment',
  tags,
  security,
  summary: 'Start TOTP enrolment: a new secret (QR code and manual entry), pending until confirmed',
  request: query,
  responses: { 200: json(envelopeSchema(totpEnrolmentSchema), 'The secret, shown once.'), ...errors },
});

const confirmRoute = createRoute({
  method: 'post',
  path: '/api/staff/second-factor/enrolment/confirm',
  tags,
  security,
  summary: 'Confirm enrolment with a code from the app; returns 10 one-time recovery codes (shown once)',
  request: { ...query, ...jsonBody(totpConfirmBodySchema) },
  responses: { 200: json(envelopeSchema(recoveryCodesSchema), 'Enrolled; this session passed.'), ...codeErrors, ...errors },
});

const verifyRoute = createRoute({
  method: 'post',
  path: '/api/staff/second-factor/verify',
  tags,
  security,
  summary: 'Pass the second factor with a current code or a recovery code',
  description: 'A code of a 30-second step already used is refused (replay); a recovery code works once.',
  request: { ...query, ...jsonBody(secondFactorVerifyBodySchema) },
  responses: { 200: json(envelopeSchema(secondFactorPassedSchema), 'This session passed.'), ...codeErrors, ...errors },
});

export function registerStaffRoutes(app: OpenAPIHono<AppEnv>): void {
  const who = (c: Context<AppEnv>) => ({ user: c.get('user'), session: c.get('session') });
  app.openapi(statusRoute, async (c) => okWith(c, 'ok', await getSecondFactorStatus(await getDb(), who(c))));
  app.openapi(enrolRoute, async (c) => okWith(c, 'ok', await startTotpEnrolment(await getDb(), who(c))));
  app.openapi(confirmRoute, async (c) =>
    okWith(
      c,
      'secondFactorEnrolled',
      await confirmTotpEnrolment(await getDb(), { ...who(c), code: c.req.valid('json').code, ip: requestIp(c) }),
    ),
  );
  app.openapi(verifyRoute, async (c) =>
    okWith(c, 'secondFactorPassed', await verifySecondFactor(await getDb(), { ...who(c), ...c.req.valid('json'), ip: requestIp(c) })),
  );
}
