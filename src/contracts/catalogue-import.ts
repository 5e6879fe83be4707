import { z } from 'zod';

/** A catalogue file is at most this large (read and refused as it arrives). */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** The dry run lists at most this many problems (it counts them all). */
export const MAX_LISTED_PROBLEMS = 1000;

export const importFormatSchema = z.enum(['csv', 'xlsx']);

export const importProblemSchema = z.object({
  row: z.number().int().meta({ description: "The spreadsheet's row number (the header is row 1)." }),
  column: z.string().nullable().meta({ description: 'Machine key of the column, e.g. price_usd.' }),
  columnTitle: z.string().nullable(),
  reason: z.string().meta({ description: 'Why, in the requested language.' }),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const importReportSchema = z.object({
  format: importFormatSchema,
  totalRows: z.number().int(),
  validRows: z.number().int(),
  problemCount: z.number().int(),
  problems: z.array(importProblemSchema),
  created: z.number().int().meta({ description: 'Rows that would create a product.' }),
  updated: z.number().int(),
  unchanged: z.number().int(),
});
export type ImportReport = z.infer<typeof importReportSchema>;

export const IMPORT_JOB_STATES = ['running', 'interrupted', 'done', 'failed'] as const;

export const importJobSchema = z.object({
  id: z.number().int(),
  state: z.enum(IMPORT_JOB_STATES).meta({
    description: 'interrupted: the process running it stopped (a restart); POST …/resume continues from the last committed batch.',
  }),
  format: importFormatSchema,
  fileName: z.string(),
  totalRows: z.number().int(),
  processedRows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportJob = z.infer<typeof importJobSchema>;
