import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getDb } from '../../db';
import { acceptInvitation } from '../../companies/accept-invitation';
import { inviteColleague } from '../../companies/invite-colleague';
import { listTeam } from '../../companies/list-team';
import { readInvitation } from '../../companies/read-invitation';
import { removeMember } from '../../companies/remove-member';
import { revokeInvitation } from '../../companies/revoke-invitation';
import { sendInvitationCode } from '../../companies/send-invitation-code';
import { setMemberSeat } from '../../companies/set-member-seat';
import { transferOwnership } from '../../companies/transfer-ownership';
import type { AppEnv } from '../context';
import { ownedCompany } from '../company-scope';
import { requestIp } from '../middleware/auth';
import { okWith } from '../resource';
import * as r from './company.routes';

/** The owner acting on the company: who, which company, from where. */
const owner = (c: Context<AppEnv>) => ({ companyId: ownedCompany(c).id, ownerId: c.get('user').id, ip: requestIp(c) });

/** The owner's team routes and the invitee's public invitation routes: parse, call one server/companies operation, shape the envelope. */
export function registerCompanyRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(r.teamRoute, async (c) =>
    okWith(c, 'ok', await listTeam(await getDb(), { companyId: ownedCompany(c).id, lang: c.get('lang') })),
  );

  app.openapi(r.inviteRoute, async (c) => {
    const body = c.req.valid('json');
    const invitation = await inviteColleague(await getDb(), { ...owner(c), ...body, lang: c.get('lang') });
    return okWith(c, 'invitationSent', invitation, { mobile: invitation.mobile });
  });

  app.openapi(r.revokeInvitationRoute, async (c) => {
    await revokeInvitation(await getDb(), { ...owner(c), invitationId: c.req.valid('json').id });
    return okWith(c, 'invitationRevokedDone', {});
  });

  app.openapi(r.removeMemberRoute, async (c) => {
    const { name } = await removeMember(await getDb(), { ...owner(c), userId: c.req.valid('json').userId });
    return okWith(c, 'memberRemoved', {}, { name });
  });

  app.openapi(r.memberSeatRoute, async (c) => {
    const body = c.req.valid('json');
    const { name, seat } = await setMemberSeat(await getDb(), { ...owner(c), ...body, lang: c.get('lang') });
    return okWith(c, seat === 'active' ? 'memberSeatActive' : 'memberSeatSuspended', {}, { name });
  });

  app.openapi(r.transferRoute, async (c) => {
    const { name } = await transferOwnership(await getDb(), { ...owner(c), ...c.req.valid('json') });
    return okWith(c, 'ownershipTransferred', {}, { name });
  });

  app.openapi(r.readInvitationRoute, async (c) =>
    okWith(c, 'ok', await readInvitation(await getDb(), c.req.valid('query').token)),
  );

  app.openapi(r.invitationCodeRoute, async (c) => {
    const result = await sendInvitationCode(await getDb(), {
      token: c.req.valid('json').token,
      ip: requestIp(c),
      lang: c.get('lang'),
    });
    return okWith(c, 'smsSent', result);
  });

  app.openapi(r.acceptInvitationRoute, async (c) => {
    const body = c.req.valid('json');
    const { mobile } = await acceptInvitation(await getDb(), {
      token: body.token,
      code: body.smsContent,
      password: body.password,
      ip: requestIp(c),
    });
    return okWith(c, 'invitationAcceptedDone', { mobile });
  });
}
