import type { OpenAPIHono } from '@hono/zod-openapi';
import { getDb } from '../../db';
import { changePassword } from '../../accounts/change-password';
import { logOut } from '../../accounts/log-out';
import { toUserInfo } from '../../accounts/to-user-info';
import { updateProfile } from '../../accounts/update-profile';
import { now } from '../../clock';
import { readDailyAllowance } from '../../membership/daily-allowance';
import { entitlementsOfPlan } from '../../membership/entitlements';
import { entitledAccountManager } from '../../companies/account-manager';
import { planInForce } from '../../membership/plan-in-force';
import { renewalReminderFor } from '../../membership/renewal-reminders';
import type { AppEnv } from '../context';
import { okWith } from '../resource';
import * as r from './account.routes';

export function registerAccountRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer' });

  app.openapi(r.infoRoute, async (c) => {
    const user = c.get('user');
    const db = await getDb();
    const company = c.get('company');
    const at = now();
    // One read of the plan serves the entitlements and the plan's name.
    const plan = await planInForce(db, company, at);
    const entitlements = entitlementsOfPlan(plan);
    return okWith(c, 'ok', {
      ...toUserInfo(user, company),
      dailyAllowance: await readDailyAllowance(db, user.id, 'inquiry', at, entitlements),
      entitlements,
      accountManager: await entitledAccountManager(db, company, entitlements),
      renewalReminder: await renewalReminderFor(db, company, user, entitlements, c.get('lang') ?? 'zh'),
      membershipPlanTitle: plan ? { zh: plan.title.zh, en: plan.title.en } : null,
    });
  });

  app.openapi(r.logoutRoute, async (c) => {
    await logOut(await getDb(), { sessionId: c.get('session').id, userId: c.get('user').id });
    c.set('xsrfBinding', '');
    return okWith(c, 'loggedOut', null);
  });

  app.openapi(r.profileRoute, async (c) => {
    const { user, company } = await updateProfile(await getDb(), c.get('user').id, c.req.valid('json'));
    return okWith(c, 'profileSaved', toUserInfo(user, company));
  });

  app.openapi(r.passwordRoute, async (c) => {
    const body = c.req.valid('json');
    const result = await changePassword(await getDb(), {
      user: c.get('user'),
      sessionId: c.get('session').id,
      currentPassword: body.currentPassword,
      newPassword: body.newPassword,
    });
    return okWith(c, 'passwordChanged', result);
  });
}
