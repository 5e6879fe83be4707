import type { Lang } from '@/contracts/site';
import type { FieldProblem } from '../domain-error';
import { unitCount } from './inquiry-labels';

export type LineWish = { quantity: number; neededBy: string | null };

/**
 * Rules the contract cannot check alone: at least the product's minimum order, and a needed-by date
 * of today or later (China time). `path` prefixes the field names ('' or 'lines.3.').
 */
export function lineProblems(
  line: LineWish,
  product: { moq: number; unit: string },
  context: { lang: Lang; today: string; path: string },
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (line.quantity < product.moq) {
    problems.push({
      path: `${context.path}quantity`,
      key: 'belowMoq',
      params: {
        quantity: unitCount(context.lang, product.unit, line.quantity),
        minimum: unitCount(context.lang, product.unit, product.moq),
      },
    });
  }
  if (line.neededBy !== null && line.neededBy < context.today) {
    problems.push({ path: `${context.path}neededBy`, key: 'neededByPast', params: { today: context.today } });
  }
  return problems;
}
