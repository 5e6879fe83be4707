import { z } from 'zod';
import { sendSmsBodySchema } from '@/contracts/accounts';

/** What people type ("+86 138-1234-5678") as the server reads it ("+8613812345678"). */
export function compactPhone(value: string): string {
  return value.trim().replace(/[\s-]/g, '');
}

/** A number for an SMS code as typed: the API's rule (optional +86/0086) once spaces and hyphens go. */
export const typedSmsPhoneSchema = z.string().transform(compactPhone).pipe(sendSmsBodySchema.shape.username);

/** Before sending an SMS code: the message key for the phone field, or null when the number will do. */
export function smsPhoneProblem(value: string): 'phoneRequired' | 'phonePattern' | null {
  if (!compactPhone(value)) return 'phoneRequired';
  return typedSmsPhoneSchema.safeParse(value).success ? null : 'phonePattern';
}
