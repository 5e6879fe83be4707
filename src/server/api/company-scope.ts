import type { Context } from 'hono';
import type { CompanyRow } from '../db/schema';
import { DomainError } from '../domain-error';
import type { AppEnv } from './context';

/**
 * The signed-in account's company, for routes that act on what a company owns. Staff accounts have
 * none: such a route is not theirs (403), never an empty answer.
 */
export function signedInCompany(c: Context<AppEnv>): CompanyRow {
  const company = c.get('company');
  if (!company) throw new DomainError('forbidden', 'forbidden');
  return company;
}

/** The company for a route only its owner may use; a colleague hears who can (403 ownerOnly). */
export function ownedCompany(c: Context<AppEnv>): CompanyRow {
  const company = signedInCompany(c);
  if (c.get('user').companyRole !== 'owner') throw new DomainError('forbidden', 'ownerOnly');
  return company;
}
