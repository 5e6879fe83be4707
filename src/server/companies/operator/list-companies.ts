import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminCompany, CompanyStatus } from '@/contracts/company';
import type { Lang } from '@/contracts/site';
import { containsPattern } from '@/lib/escape-like';
import { now } from '../../clock';
import { companies, users } from '../../db/schema';
import type { Db } from '../../db/types';
import { allPlans } from './company-seats-view';
import { activeColleaguesSql, memberCountSql, openInvitationsSql } from './company-counts';
import { toAdminCompany, type CompanyFigures } from './to-admin-company';

export const companyOwner = alias(users, 'owner');

/** The company row with its owner and per-company counts, as one select over `companies`. */
export function companyFiguresQuery(db: Db, at: Date) {
  return db
    .select({
      company: companies,
      owner: { id: companyOwner.id, name: companyOwner.name, mobile: companyOwner.mobile },
      memberCount: memberCountSql,
      activeColleagues: activeColleaguesSql,
      openInvitations: openInvitationsSql(at),
    })
    .from(companies)
    .leftJoin(companyOwner, and(eq(companyOwner.companyId, companies.id), eq(companyOwner.companyRole, 'owner')));
}

/**
 * GET /api/admin/companies: newest first. `q` matches part of the company's name, or part of the
 * mobile of anyone in it (owner or colleague), so an operator finds a company from a caller's number.
 */
export async function listCompaniesForOperator(
  db: Db,
  query: { q?: string; status?: CompanyStatus; page: number; pageSize: number },
  lang: Lang,
): Promise<{ items: AdminCompany[]; total: number; page: number; pageSize: number }> {
  const at = now();
  const q = query.q?.trim();
  const where = and(
    query.status ? eq(companies.status, query.status) : undefined,
    q
      ? or(
          ilike(companies.name, containsPattern(q)),
          sql`EXISTS (SELECT 1 FROM users m WHERE m.company_id = ${companies.id} AND m.mobile ILIKE ${containsPattern(q)})`,
        )
      : undefined,
  );
  const [rows, [total], plans] = await Promise.all([
    companyFiguresQuery(db, at)
      .where(where)
      .orderBy(desc(companies.createdAt), desc(companies.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(companies).where(where),
    allPlans(db),
  ]);
  return {
    items: rows.map((row) => toAdminCompany(row as CompanyFigures, plans, lang, at)),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
