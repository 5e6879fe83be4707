import { z } from 'zod';

// Status codes live in a zod-free module (the browser's API client imports that one).
export * from './envelope-status';

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal(200), msg: z.string(), data });

export const errorEnvelopeSchema = z.object({
  status: z.number().int(),
  msg: z.string(),
  data: z.null(),
  /** Field-level problems for validation failures: path and translated message. */
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
