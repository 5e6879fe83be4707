import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { ruleOf, type FieldRule } from '@/client/form-errors';

/**
 * The rule a form field breaks, found the way the browser finds it: the form's schema through
 * react-hook-form's zod resolver, the error read by the forms' `ruleOf`. Null: the field is fine.
 */
export async function fieldRule<V extends FieldValues>(
  schema: z.core.$ZodType<unknown, V>,
  values: V,
  field: keyof V & string,
): Promise<FieldRule | null> {
  const resolve = zodResolver(schema as never);
  const { errors } = await resolve(values as never, undefined, {
    fields: {},
    names: [field as never],
    shouldUseNativeValidation: false,
  });
  return ruleOf((errors as Record<string, { type: string; message?: string }>)[field], values[field]);
}
