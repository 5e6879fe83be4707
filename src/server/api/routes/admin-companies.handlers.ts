import type { OpenAPIHono } from '@hono/zod-openapi';
import { getDb } from '../../db';
import { assignAccountManager } from '../../companies/operator/assign-account-manager';
import { disableCompany } from '../../companies/operator/disable-company';
import { enableCompany } from '../../companies/operator/enable-company';
import { getCompanyForOperator } from '../../companies/operator/get-company-for-operator';
import { listCompaniesForOperator } from '../../companies/operator/list-companies';
import type { AppEnv } from '../context';
import { requestIp } from '../middleware/auth';
import { okWith } from '../resource';
import * as r from './admin-companies.routes';

export function registerAdminCompanyRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(r.listRoute, async (c) => {
    const { q, status, page, pageSize } = c.req.valid('query');
    return okWith(c, 'ok', await listCompaniesForOperator(await getDb(), { q, status, page, pageSize }, c.get('lang')));
  });

  app.openapi(r.detailRoute, async (c) =>
    okWith(c, 'ok', await getCompanyForOperator(await getDb(), c.req.valid('param').id, c.get('lang'))),
  );

  app.openapi(r.disableRoute, async (c) => {
    const db = await getDb();
    const company = await disableCompany(db, {
      actorUserId: c.get('user').id,
      ip: requestIp(c),
      companyId: c.req.valid('param').id,
      reason: c.req.valid('json').reason,
    });
    return okWith(c, 'companyDisableDone', await getCompanyForOperator(db, company.id, c.get('lang')));
  });

  app.openapi(r.enableRoute, async (c) => {
    const db = await getDb();
    const company = await enableCompany(db, {
      actorUserId: c.get('user').id,
      ip: requestIp(c),
      companyId: c.req.valid('param').id,
    });
    return okWith(c, 'companyEnableDone', await getCompanyForOperator(db, company.id, c.get('lang')));
  });

  app.openapi(r.accountManagerRoute, async (c) => {
    const db = await getDb();
    const { userId } = c.req.valid('json');
    const company = await assignAccountManager(db, {
      actorUserId: c.get('user').id,
      ip: requestIp(c),
      companyId: c.req.valid('param').id,
      managerId: userId,
    });
    return okWith(
      c,
      userId === null ? 'accountManagerRemoved' : 'accountManagerAssigned',
      await getCompanyForOperator(db, company.id, c.get('lang')),
    );
  });
}
