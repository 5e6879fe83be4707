import { createRoute, z } from '@hono/zod-openapi';
import { sendSmsResultSchema } from '@/contracts/accounts';
import {
  acceptInvitationBodySchema,
  acceptedInvitationSchema,
  COMPANY_LIMITS,
  invitationCodeBodySchema,
  invitationQuerySchema,
  invitationViewSchema,
  inviteBodySchema,
  memberSeatBodySchema,
  removeMemberBodySchema,
  revokeInvitationBodySchema,
  teamInvitationSchema,
  teamSchema,
  transferOwnershipBodySchema,
} from '@/contracts/company';
import { envelopeSchema, errorEnvelopeSchema } from '@/contracts/envelope';
import { localeQueryShape } from '../locale-query';
import { commonErrors, json, jsonBody, localeQuery } from '../resource';
import { buyerErrors as errors, buyerLocaleQuery as query, buyerSecurity as security } from '../buyer-route-docs';

/*
 * The company's team: the owner's colleagues, invitations and seats, and the invitee's public side of
 * an invitation link (contracts only; handlers in company.handlers.ts). docs/decisions/0066-company-accounts.md.
 */

const tags = ['Company'];
const OWNER = "Role: the company's owner (main account); a colleague gets 403000 ownerOnly and nothing changes. ";
const PUBLIC_READ = 'Role: none (public, no session): the invitation link is the proof. ';
const PUBLIC = PUBLIC_READ + 'Like /api/reg it needs the visitor XSRF cookie/header pair. ';
const ownerOnly = { 403: json(errorEnvelopeSchema, '403000 ownerOnly (a colleague), or 403001 XSRF.') };
const seatsRefusal =
  "409000 seatsFull / seatsNone / seatsFullTop: no free seat; the message names the plan's seat count and the cheapest plan with more.";
const done = envelopeSchema(z.object({}));

export const teamRoute = createRoute({
  method: 'get',
  path: '/api/company/team',
  tags,
  security,
  summary: "Your company's team: members, open invitations and seats",
  description:
    OWNER +
    'Members owner first, then by joining (removed colleagues are left out), with their newest sign-in. Seats are settled first: ' +
    'colleagues past the plan\'s seats are suspended, the most recently joined first. `seats.used` counts open invitations too.',
  request: query,
  responses: { 200: json(envelopeSchema(teamSchema), 'The team.'), ...errors, ...ownerOnly },
});

export const inviteRoute = createRoute({
  method: 'post',
  path: '/api/company/invite',
  tags,
  security,
  summary: 'Invite a colleague by mobile number',
  description:
    OWNER +
    `The number gets an SMS with a link valid ${COMPANY_LIMITS.invitationDays} days. Refused: a number that already has an account ` +
    '(400001 invitationMobileRegistered) or an open invitation (400001 invitationAlreadyOpen); no free seat (' + seatsRefusal + ').',
  request: { ...query, ...jsonBody(inviteBodySchema) },
  responses: {
    200: json(envelopeSchema(teamInvitationSchema), 'Invited (msg invitationSent).'),
    409: json(errorEnvelopeSchema, seatsRefusal),
    ...errors,
    ...ownerOnly,
  },
});

export const revokeInvitationRoute = createRoute({
  method: 'post',
  path: '/api/company/invitation/revoke',
  tags,
  security,
  summary: 'Revoke an open invitation',
  description: OWNER + 'Its link stops working and its seat is free again. Not open any more: 409000 (invitationExpired / invitationAccepted / invitationRevoked).',
  request: { ...query, ...jsonBody(revokeInvitationBodySchema) },
  responses: {
    200: json(done, 'Revoked (msg invitationRevokedDone).'),
    404: json(errorEnvelopeSchema, "404000 invitationNotFound (another company's reads the same)."),
    409: json(errorEnvelopeSchema, '409000: the invitation is no longer open.'),
    ...errors,
    ...ownerOnly,
  },
});

export const removeMemberRoute = createRoute({
  method: 'post',
  path: '/api/company/member/remove',
  tags,
  security,
  summary: 'Remove a colleague',
  description:
    OWNER +
    'The colleague leaves for good: the account is disabled and its sessions end (its next call answers 410002); its inquiries stay with the company.',
  request: { ...query, ...jsonBody(removeMemberBodySchema) },
  responses: {
    200: json(done, 'Removed (msg memberRemoved).'),
    404: json(errorEnvelopeSchema, '404000 memberNotFound: not a colleague of this company (or already removed).'),
    ...errors,
    ...ownerOnly,
  },
});

export const memberSeatRoute = createRoute({
  method: 'post',
  path: '/api/company/member/seat',
  tags,
  security,
  summary: "Suspend a colleague's seat or give it back",
  description: OWNER + `Suspending frees a seat at once (the colleague cannot sign in: seatSuspended); giving it back needs a free seat (${seatsRefusal}).`,
  request: { ...query, ...jsonBody(memberSeatBodySchema) },
  responses: {
    200: json(done, 'Done (msg memberSeatSuspended / memberSeatActive).'),
    404: json(errorEnvelopeSchema, '404000 memberNotFound.'),
    409: json(errorEnvelopeSchema, seatsRefusal),
    ...errors,
    ...ownerOnly,
  },
});

export const transferRoute = createRoute({
  method: 'post',
  path: '/api/company/transfer',
  tags,
  security,
  summary: 'Make a colleague the owner',
  description:
    OWNER +
    "Confirmed with the owner's password (400001 currentPasswordWrong). The target must be a colleague with an active seat " +
    '(409000 transferTargetInactive); the two swap roles at once and the old owner stays as a colleague.',
  request: { ...query, ...jsonBody(transferOwnershipBodySchema) },
  responses: {
    200: json(done, 'Transferred (msg ownershipTransferred).'),
    404: json(errorEnvelopeSchema, '404000 memberNotFound.'),
    409: json(errorEnvelopeSchema, '409000 transferTargetInactive.'),
    ...errors,
    ...ownerOnly,
  },
});

const invitationRefusals = {
  404: json(errorEnvelopeSchema, '404000 invitationNotFound: no invitation has this token.'),
  409: json(
    errorEnvelopeSchema,
    '409000 invitationExpired, invitationRevoked, invitationAccepted, invitationNoSeat, invitationMobileRegistered or companyDisabled.',
  ),
};

export const readInvitationRoute = createRoute({
  method: 'get',
  path: '/api/company/invitation',
  tags,
  summary: 'What an invitation link offers',
  description: PUBLIC_READ + 'The mobile is masked (138****1234). `state` says whether it can still be accepted.',
  request: { query: invitationQuerySchema.extend(localeQueryShape) },
  responses: {
    200: json(envelopeSchema(invitationViewSchema), 'The invitation.'),
    404: invitationRefusals[404],
    ...commonErrors,
  },
});

export const invitationCodeRoute = createRoute({
  method: 'post',
  path: '/api/company/invitation/code',
  tags,
  summary: 'Text the verification code to the invited number',
  description: PUBLIC + 'The same limits as /api/send/sms (per number, per IP, store-wide). Only while the invitation is open.',
  request: { ...localeQuery, ...jsonBody(invitationCodeBodySchema) },
  responses: {
    200: json(envelopeSchema(sendSmsResultSchema), 'Sent (msg smsSent).'),
    ...invitationRefusals,
    429: json(errorEnvelopeSchema, '429000 smsTooSoon / smsTooMany / rateLimited.'),
    503: json(errorEnvelopeSchema, '503000 smsUnavailable.'),
    ...commonErrors,
  },
});

export const acceptInvitationRoute = createRoute({
  method: 'post',
  path: '/api/company/invitation/accept',
  tags,
  summary: 'Accept an invitation: prove the number, set the password',
  description:
    PUBLIC +
    'Creates the approved colleague account with an active seat and marks the invitation accepted, together. A wrong code ' +
    '(400001 smsCodeInvalid) or a weak password leaves the invitation usable. The client then signs in with /api/login.',
  request: { ...localeQuery, ...jsonBody(acceptInvitationBodySchema) },
  responses: {
    200: json(envelopeSchema(acceptedInvitationSchema), 'Accepted (msg invitationAcceptedDone).'),
    ...invitationRefusals,
    ...commonErrors,
  },
});
