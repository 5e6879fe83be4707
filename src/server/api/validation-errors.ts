import { en as zodEn, zhCN as zodZh } from 'zod/locales';
import type { z } from 'zod';
import { STATUS } from '@/contracts/envelope';
import type { Lang } from '@/contracts/site';
import { ApiError } from './api-error';
import { translateApi, type ApiMessageKey } from './translate';

const localeErrors = { en: zodEn().localeError, zh: zodZh().localeError };

/** A contract's own refinement names its message (e.g. safe-text's control-character refusal). */
function ownMessage(lang: Lang, issue: z.core.$ZodIssue): string | null {
  if (issue.code !== 'custom') return null;
  const key = (issue.params as { apiKey?: string } | undefined)?.apiKey;
  return key ? translateApi(lang, key as ApiMessageKey, issue.params as Record<string, string | number>) : null;
}

/** Zod issues → one translated ApiError listing each field, so a client can show what to fix. */
export function validationError(lang: Lang, issues: readonly z.core.$ZodIssue[]): ApiError {
  const fieldErrors = issues.map((issue) => {
    const own = ownMessage(lang, issue);
    const translated = own ?? localeErrors[lang](issue as never);
    const message = typeof translated === 'string' ? translated : (translated?.message ?? issue.message);
    return { path: issue.path.map(String).join('.') || '(body)', message };
  });
  const details = fieldErrors.map((e) => `${e.path}: ${e.message}`).join('; ');
  return new ApiError(STATUS.VALIDATION_FAILED, 'validationFailed', { details }, fieldErrors);
}
